import { describe, expect, it } from "vitest";
import type { SiteContent } from "../../common/content/overlay";
import { isServerOnly, serverOnly } from "./content-reads";
import { contentFor, pageContents } from "./page-content";

/** Everything published: two pages' copy, the shell, a menu label, the mails and every fact group. */
const published: SiteContent = {
  texts: {
    de: {
      imprint: { "hero.title": "Impressum (neu)" },
      home: { "hero.title": "Start (neu)", nav: "Start" },
      common: { "footer.note": "Fußnote" },
      mail: { "lead.subject": "Neue Anfrage" },
      "subject-access": { intro: "Ihre Daten" },
      "form-posts": { "errors.title": "Fehler" },
    },
    en: { imprint: { "hero.title": "Imprint (new)" }, common: { "footer.note": "Footnote" } },
  },
  facts: {
    figures: { amsMonthlyFromEur: 2700 },
    company: { phone: "+49 30 1" },
    leadForms: { contact: { recipients: ["leads@neutra.test"], confirmation: true } },
    server: { consentLog: true },
  },
};

/** The reads of the Impressum's client code as the build records them (both languages' modules). */
const imprintReads = new Set([
  "text:de:imprint",
  "text:en:imprint",
  "text:de:common",
  "text:en:common",
  "text:de:home:nav",
  "text:en:home:nav",
  "fact:figures",
  "fact:company",
  "fact:server",
]);

/** Every namespace and fact group a page's JSON holds. */
const parts = (content: SiteContent) => [
  ...Object.entries(content.texts ?? {}).flatMap(([lang, byNs]) => Object.keys(byNs).map((ns) => `text:${lang}:${ns}`)),
  ...Object.keys(content.facts ?? {}).map((group) => `fact:${group}`),
];

describe("a page's share of the published content", () => {
  it("is the texts of its own language its code reads, a menu page's label alone, and the fact groups it reads", () => {
    expect(contentFor(published, imprintReads, "de")).toEqual({
      texts: {
        de: {
          imprint: { "hero.title": "Impressum (neu)" },
          home: { nav: "Start" },
          common: { "footer.note": "Fußnote" },
        },
      },
      facts: { figures: { amsMonthlyFromEur: 2700 }, company: { phone: "+49 30 1" }, server: { consentLog: true } },
    });
    expect(contentFor(published, imprintReads, "en").texts).toEqual({
      en: { imprint: { "hero.title": "Imprint (new)" }, common: { "footer.note": "Footnote" } },
    });
  });

  it("never holds what only the server reads, even when a read names it", () => {
    const everything = new Set([...parts(published), "text:de:mail", "fact:leadForms"]);
    const carried = parts(contentFor(published, everything, "de"));
    expect(carried.filter(isServerOnly)).toEqual([]);
    for (const ns of serverOnly.namespaces) expect(carried).not.toContain(`text:de:${ns}`);
    for (const group of serverOnly.factGroups) expect(carried).not.toContain(`fact:${group}`);
  });

  it("names the pages whose code reads published content it does not carry, and only those", () => {
    const reads: Record<string, Set<string>> = {
      "/impressum": imprintReads,
      "/": new Set(["text:de:home", "text:en:home", "text:de:common", "fact:figures"]),
      "/sap-services": new Set(["text:de:sap-solutions", "text:de:common", "fact:figures"]),
      "/en/impressum": imprintReads,
    };
    const shares = pageContents(
      published,
      Object.keys(reads),
      (page) => reads[page]!,
      (page) => (page.startsWith("/en") ? "en" : "de"),
    );
    // The home page's hero text is not the Impressum's; the SAP page reads nothing the Impressum lacks.
    expect(shares.get("/impressum")!.elsewhere).toEqual(["/", "/en/impressum"]);
    expect(shares.get("/sap-services")).toEqual({
      texts: { de: { common: { "footer.note": "Fußnote" } } },
      facts: { figures: { amsMonthlyFromEur: 2700 } },
      elsewhere: ["/impressum", "/", "/en/impressum"],
    });
    expect(
      pageContents(
        {},
        Object.keys(reads),
        (page) => reads[page]!,
        () => "de",
      ).get("/"),
    ).toEqual({});
  });
});
