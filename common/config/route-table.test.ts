import { describe, expect, it } from "vitest";
import routes from "~/routes";
import {
  basePath,
  counterpartPath,
  langFromPath,
  localizePath,
  pageForPath,
  pagePaths,
  pages,
  prerenderPaths,
  thankYouFor,
  thankYouPaths,
} from "./route-table";

describe("route table", () => {
  it("holds every page: the 18 site pages plus the services, imprint and privacy pages", () => {
    const paths = pages.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/private-equity",
        "/private-equity/pre-deal",
        "/private-equity/post-deal",
        "/private-equity/exit",
        "/sap-services",
        "/sap/kontakt",
        "/odoo-ams",
        "/odoo-migration",
        "/ai-use-cases/logistik",
        "/ai-use-cases/retail",
        "/ai-use-cases/energie",
        "/ai-use-cases/fertigung",
        "/vision-and-values",
        "/digital-transformation",
        "/neutra-kontakt",
        "/warum-neutra-tech",
        "/datenschutz-cookies",
        "/leistungen",
        "/impressum",
        "/datenschutz",
      ]),
    );
    expect(pageForPath("/cookie-policy")?.id).toBe("cookiePolicy");
    expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length);
  });

  it("gives every page a German and an English route, each form page a thank-you page, plus the catch-all", () => {
    const routePaths = routes.map((r) => r.path);
    for (const path of pagePaths()) expect(routePaths).toContain(path);
    expect(routePaths).toContain("/en/private-equity/exit");
    expect(routePaths).toContain("/en/cookie-policy");
    expect(routePaths.at(-1)).toBe("*");
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(routePaths).toContain("/en/sap/kontakt/danke");
    // The collections' (docs/decisions/0069): references 6 index views and the entry, insights 4 and
    // the entry, the team page; each in both languages.
    const collectionRoutes = (7 + 5 + 1) * 2;
    expect(routes).toHaveLength(pages.length * 2 + 2 + Object.keys(thankYouPaths).length * 2 + 1 + collectionRoutes);
    expect(routePaths).toEqual(
      expect.arrayContaining([
        "/referenzen/:slug",
        "/en/insights/:slug",
        "/referenzen/bereich/:area/seite/:page",
        "/en/team",
      ]),
    );
  });

  it("tells a thank-you page's form page, and leads the language switch to its counterpart", () => {
    expect(thankYouFor("/danke")).toBe("home");
    expect(thankYouFor("/en/odoo-migration/danke")).toBe("odooMigration");
    expect(thankYouFor("/neutra-kontakt")).toBeUndefined();
    expect(counterpartPath("/sap/kontakt/danke", "en")).toBe("/en/sap/kontakt/danke");
    expect(counterpartPath("/en/danke", "de")).toBe("/danke");
  });

  it("prerenders every page in both languages and both 404 documents", () => {
    const list = prerenderPaths();
    expect(list).toHaveLength(pagePaths().length + 2 + 2 * Object.keys(thankYouPaths).length);
    expect(list).toEqual(expect.arrayContaining(["/", "/en", "/404", "/en/404", "/en/warum-neutra-tech"]));
  });
});

describe("locale paths", () => {
  it("puts English under /en and leaves German at the root paths", () => {
    expect(localizePath("/", "de")).toBe("/");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/sap/kontakt", "en")).toBe("/en/sap/kontakt");
    expect(localizePath("/sap/kontakt", "de")).toBe("/sap/kontakt");
  });

  it("reads the language from the path without mistaking look-alike paths", () => {
    expect(langFromPath("/en")).toBe("en");
    expect(langFromPath("/en/odoo-ams")).toBe("en");
    expect(langFromPath("/")).toBe("de");
    expect(langFromPath("/energie")).toBe("de");
    expect(langFromPath("/enterprise")).toBe("de");
    expect(basePath("/en")).toBe("/");
    expect(basePath("/en/private-equity/exit")).toBe("/private-equity/exit");
  });

  it("maps each page to its counterpart and unknown paths to the other home page", () => {
    expect(counterpartPath("/", "en")).toBe("/en");
    expect(counterpartPath("/en", "de")).toBe("/");
    expect(counterpartPath("/ai-use-cases/energie", "en")).toBe("/en/ai-use-cases/energie");
    expect(counterpartPath("/en/cookie-policy", "de")).toBe("/cookie-policy");
    expect(counterpartPath("/en/odoo-ams/", "de")).toBe("/odoo-ams");
    expect(counterpartPath("/does-not-exist", "en")).toBe("/en");
  });
});
