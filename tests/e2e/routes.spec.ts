import { expectNoAxeViolations } from "./axe";
import {
  basePath,
  langFromPath,
  languages,
  localizePath,
  pageById,
  pageForPath,
  pagePaths,
  thankYouPaths,
  type PageWithLeadForm,
} from "../../common/config/route-table";
import { site } from "../../common/config/site";
import type { APIRequestContext } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures";

type LdNode = Record<string, unknown> & { "@type": string };

/** Every JSON-LD node of a page, checked for the fields search engines require of its type. */
function expectValidStructuredData(html: string, path: string) {
  const nodes: LdNode[] = [];
  for (const [, json = ""] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)) {
    const doc = JSON.parse(json) as Record<string, unknown>;
    expect(doc["@context"]).toBe("https://schema.org");
    nodes.push(...((doc["@graph"] as LdNode[] | undefined) ?? [doc as LdNode]));
  }
  const types = nodes.map((n) => n["@type"]);
  const base = basePath(path);
  if (base === "/") expect(types).toContain("ProfessionalService");
  if (["/private-equity", "/leistungen"].includes(base)) expect(types).toContain("FAQPage");
  if (base.split("/").length > 2) expect(types).toContain("BreadcrumbList");

  for (const node of nodes) {
    if (node["@type"] === "FAQPage") {
      const questions = node.mainEntity as { "@type": string; name: string; acceptedAnswer: { text: string } }[];
      expect(questions.length).toBeGreaterThanOrEqual(5);
      for (const q of questions) {
        expect(q["@type"]).toBe("Question");
        expect(q.name.length).toBeGreaterThan(10);
        expect(q.acceptedAnswer.text.length).toBeGreaterThan(20);
      }
    } else if (node["@type"] === "BreadcrumbList") {
      const items = node.itemListElement as { position: number; name: string; item: string }[];
      expect(items.map((i) => i.position)).toEqual(items.map((_, index) => index + 1));
      for (const item of items) {
        expect(item.name.length).toBeGreaterThan(2);
        expect(item.item.startsWith(site.url)).toBe(true);
      }
      expect(items.at(-1)?.item).toBe(`${site.url}${path}`);
    } else if (node["@type"] === "ProfessionalService") {
      expect(node).toMatchObject({ name: site.brand, email: site.contactEmail });
      expect(String(node.url).startsWith(site.url)).toBe(true);
    } else if (node["@type"] === "AboutPage") {
      expect(node.url).toBe(`${site.url}${path}`);
      expect(node.about).toMatchObject({ "@type": "Organization", name: site.brand });
    } else {
      throw new Error(`unexpected structured data type ${node["@type"]} on ${path}`);
    }
  }
}

/** The page's Open Graph image: served, a PNG of 1200 x 630 px, with its alt text in the head. */
async function expectOgImage(html: string, request: APIRequestContext) {
  const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(url?.startsWith(`${site.url}/og/`)).toBe(true);
  expect(html).toMatch(/<meta property="og:image:alt" content="[^"]{10,}"/);
  const image = await request.get(new URL(url!).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  const png = await image.body();
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
}

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
    // An alias names its page's own address (ADR 0019).
    const base = pageForPath(path)!.path;
    expect(html).toContain(`<link rel="canonical" href="${site.url}${localizePath(base, lang)}"/>`);
    for (const l of ["de", "en"] as const) {
      expect(html).toContain(`<link rel="alternate" hrefLang="${l}" href="${site.url}${localizePath(base, l)}"/>`);
    }
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${site.url}${base}"/>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expectValidStructuredData(html, path);
    await expectOgImage(html, request);

    await gotoHydrated(page, path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("h1")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}

for (const [formPage, base] of Object.entries(thankYouPaths) as [PageWithLeadForm, string][]) {
  for (const lang of languages) {
    const path = localizePath(base, lang);
    test(`${path}: the thank-you page is noindex, outside the sitemap, hydrates cleanly and links back`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('rel="canonical"');
      expect(await (await request.get("/sitemap.xml")).text()).not.toContain(base);
      await gotoHydrated(page, path);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("main").getByRole("link").last()).toHaveAttribute(
        "href",
        localizePath(pageById(formPage).path, lang),
      );
      await expectNoAxeViolations(page);
    });
  }
}

test("unknown paths answer 404 with the translated not-found page and log the path", async ({ page, consoleLog }) => {
  const de = await gotoHydrated(page, "/gibt-es-nicht");
  expect(de?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("Seite nicht gefunden");
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
  // The alias carries the same document under a canonical of /datenschutz-cookies: not listed.
  expect(sitemap).not.toContain("/cookie-policy");
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
