import { expectNoAxeViolations } from "./axe";
import { basePath, langFromPath, localizePath, pagePaths } from "../../app/config/route-table";
import { site } from "../../app/config/site";
import { expect, gotoHydrated, test } from "./fixtures";

for (const path of pagePaths()) {
  const lang = langFromPath(path);

  test(`${path}: complete prerendered HTML, hydration without warnings, no axe violations`, async ({
    page,
    request,
  }) => {
    // Raw HTML, before any script runs: status, language, a real h1, canonical and alternates.
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toMatch(/<h1[^>]*>[^<]{8,}/);
    expect(html).toContain(`<link rel="canonical" href="${site.url}${path}"/>`);
    const base = basePath(path);
    for (const l of ["de", "en"] as const) {
      expect(html).toContain(`<link rel="alternate" hrefLang="${l}" href="${site.url}${localizePath(base, l)}"/>`);
    }
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${site.url}${base}"/>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);

    await gotoHydrated(page, path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("h1")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}

test("unknown paths answer 404 with the translated not-found page and log the path", async ({ page, consoleLog }) => {
  const de = await gotoHydrated(page, "/gibt-es-nicht");
  expect(de?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("Oops! Seite nicht gefunden");
  await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
  await expect.poll(() => consoleLog.take(/\/gibt-es-nicht/).length).toBe(1);
  consoleLog.take(/404/); // the browser's own note about the 404 document

  const en = await gotoHydrated(page, "/en/no-such-page");
  expect(en?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("Oops! Page not found");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect.poll(() => consoleLog.take(/\/en\/no-such-page/).length).toBe(1);
  consoleLog.take(/404/);
  await expectNoAxeViolations(page);
});

test("/index.html redirects to the home page", async ({ page, request }) => {
  const response = await request.get("/index.html", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe("/");
  await page.goto("/index.html");
  await expect(page).toHaveURL(/\/$/);
});

test("sitemap.xml lists every page with alternates; robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of pagePaths().filter((p) => !p.endsWith("/cookie-policy"))) {
    expect(sitemap).toContain(`<loc>${site.url}${path}</loc>`);
  }
  expect(sitemap).toContain(`hreflang="x-default"`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});

test("the home page carries ProfessionalService structured data", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
  const data = JSON.parse(json ?? "{}");
  expect(data["@type"]).toBe("ProfessionalService");
  expect(data.name).toBe("Neutra Tech");
  expect(data.email).toBe(site.contactEmail);
});
