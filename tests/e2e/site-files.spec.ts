import { site } from "../../common/config/site";
import { pagePaths } from "../../common/config/route-table";
import { expect, test } from "./fixtures";

/* What browsers, operating systems and security researchers ask a site for, unasked. */

const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

test("favicon.ico, the Apple touch icon and the web manifest with the brand's name and colours", async ({
  request,
}) => {
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toBe("image/x-icon");
  const icoBytes = await ico.body();
  expect([...icoBytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(icoBytes.readUInt16LE(4)).toBe(3); // 16, 32 and 48 px

  const touch = await request.get("/apple-touch-icon.png");
  expect(touch.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await touch.body())).toEqual([180, 180]);

  const manifestResponse = await request.get("/site.webmanifest");
  expect(manifestResponse.headers()["content-type"]).toBe("application/manifest+json");
  const manifest = await manifestResponse.json();
  expect(manifest).toMatchObject({ short_name: "Neutra Tech", theme_color: "#0e1a2b", background_color: "#fbfaf7" });
  expect(manifest.name).toContain("Neutra Tech");
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    if (icon.sizes !== "any") expect(pngSize(await res.body()).join("x")).toBe(icon.sizes);
  }
});

test("every page holds its favicon and links the touch icon; the manifest is linked after the largest paint (ADR 0046)", async ({
  request,
  page,
}) => {
  const svg = await (await request.get("/favicon.svg")).text();
  const favicon = `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg.trim())}" type="image/svg+xml"/>`;
  for (const path of pagePaths()) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(favicon);
    expect(html, path).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    // The browser would fetch these before the largest paint: /favicon.ico is asked for unasked.
    expect(html, path).not.toContain('href="/favicon.ico"');
    expect(html, path).not.toContain('rel="manifest"');
  }
  await page.goto("/en");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
});

test("/.well-known/security.txt (RFC 9116): contact, a future expiry within a year, canonical", async ({ request }) => {
  const res = await request.get("/.well-known/security.txt");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await res.text();
  expect(text).toContain(`Contact: mailto:${site.contactEmail}\n`);
  expect(text).toContain(`Canonical: ${site.url}/.well-known/security.txt\n`);
  const expires = new Date(/^Expires: (.+)$/m.exec(text)![1]!);
  const days = (expires.getTime() - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(300);
  expect(days).toBeLessThanOrEqual(366);
  // Other dot paths stay hidden.
  expect((await request.get("/.well-known/../.csp-sources.json")).status()).toBe(404);
  expect((await request.get("/.csp-sources.json")).status()).toBe(404);
});
