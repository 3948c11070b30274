import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";

/**
 * The back office's client as the server delivers it (docs/decisions/0029): its own HTML shell and
 * CSP, the sign-in screen in both languages at phone and desktop width, and a one-time link's
 * token gone from the address bar. The signed-in screens are tested as components (admin/**).
 */
test.use({ consent: "none" });

for (const { path, heading, passkey } of [
  { path: "/admin", heading: "Anmelden", passkey: "Mit Passkey anmelden" },
  { path: "/en/admin", heading: "Sign in", passkey: "Sign in with a passkey" },
]) {
  for (const width of [375, 1280]) {
    test(`${path} at ${width} px: the sign-in screen, never indexed, under its own CSP`, async ({
      page,
      consoleLog,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(headers["referrer-policy"]).toBe("no-referrer");
      expect(headers["content-security-policy"]).toContain("script-src 'self';");
      expect(headers["content-security-policy"]).toContain("require-trusted-types-for 'script'");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("button", { name: passkey })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
      // Not signed in: the session check's 401 is the answer the screen is built on.
      consoleLog.take(/401/);
    });
  }
}

test("a sign-in link's token leaves the address bar at once; a spent one is refused clearly", async ({
  page,
  consoleLog,
}) => {
  await page.goto(`/en/admin#signin=${"x".repeat(43)}`);
  // Opening the link spends nothing (a mail scanner may open it): the owner signs in with a click.
  const signInNow = page.getByRole("button", { name: "Sign in now" });
  await expect(signInNow).toBeVisible();
  expect(page.url()).not.toContain("#");
  expect(page.url()).not.toContain("xxxx");
  await signInNow.click();
  await expect(page.getByText(/This link is invalid, has expired or has already been used/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  consoleLog.take(/400|401/);
});

test("Trusted Types are enforced: a string is refused by an HTML or script sink, and no policy can be made", async ({
  page,
  consoleLog,
}) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
  const refused = await page.evaluate(() => {
    // Not in TypeScript's DOM types yet.
    const { trustedTypes } = window as unknown as {
      trustedTypes: { createPolicy(name: string, rules: object): unknown };
    };
    const attempt = (run: () => void) => {
      try {
        run();
        return "allowed";
      } catch (error) {
        return (error as Error).name;
      }
    };
    return {
      html: attempt(() => void (document.createElement("div").innerHTML = "<img src=x>")),
      script: attempt(() => void (document.createElement("script").text = "1")),
      policy: attempt(() => void trustedTypes.createPolicy("any", { createHTML: (s: string) => s })),
    };
  });
  expect(refused).toEqual({ html: "TypeError", script: "TypeError", policy: "TypeError" });
  // Each refusal is a violation report; the flows of admin-flow and content-editor have none.
  expect(
    consoleLog.take(/require-trusted-types-for|trusted-types|TrustedHTML|TrustedScript|Trusted Type/).length,
  ).toBeGreaterThan(0);
  consoleLog.take(/401/);
});

test("the shell's trailing slash redirects like every page; a missing asset is a 404", async ({ request }) => {
  const slash = await request.get("/admin/", { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toBe("/admin");
  expect((await request.get("/admin/assets/missing.js")).status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the shell says, in both languages, that the back office needs JavaScript", async ({ page }) => {
    await page.goto("/admin");
    // Text inside <noscript> is not searched by getByText; the paragraphs' roles are found.
    await expect(page.getByRole("paragraph")).toHaveText([
      /^Das Backoffice braucht JavaScript\./,
      /^The back office needs JavaScript\./,
    ]);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });
});
