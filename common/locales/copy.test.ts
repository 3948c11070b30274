import { describe, expect, it } from "vitest";
import {
  claimRules,
  claimsWithoutProof,
  englishUsageProblems,
  headingCaseProblems,
  pageText,
  pluralProblems,
  pricesOfOtherOffers,
  readGlossary,
  rewrittenElsewhere,
  uncontracted,
} from "../../tests/support/copy-rules";
import { priceOffers } from "../content/figures";
import { glossary, glossaryViolations, type GlossaryRow } from "../content/glossary";
import { prices, pricesWithoutVat } from "../content/prices";
import { germanTypographyApplies, typographyProblems } from "../content/typography";
import adminDe from "./de/admin";
import formsDe from "./de/forms";
import mailDe from "./de/mail";
import adminEn from "./en/admin";
import formsEn from "./en/forms";
import mailEn from "./en/mail";
import { stringLeaves as leaves } from "../../tests/support/string-leaves";

/*
 * The copy's rules (docs/decisions/0026), checked on every locale module: dialogs and collapsed
 * content included, which the prerendered HTML may not contain. tests/e2e/copy.spec.ts checks the
 * built pages the same way; the rules of one text are common/content/'s, which the back office
 * applies to an edit.
 */

const modules = import.meta.glob<{ default: unknown }>("./*/**/*.ts", { eager: true });
const langs = ["de", "en"] as const;

/** Every text of a language: "file key" -> text. */
function texts(lang: string): [string, string][] {
  return Object.entries(modules)
    .filter(([file]) => file.startsWith(`./${lang}/`))
    .flatMap(([file, mod]) => leaves(mod.default).map(([key, text]): [string, string] => [`${file} ${key}`, text]));
}

const exempt = ([where, text]: [string, string]) => rewrittenElsewhere.get(where) !== text;

describe("the glossary (docs/glossary.md)", () => {
  it("is the document's: common/content/glossary.ts has its rows, no more, no fewer", () => {
    expect(glossary).toEqual(readGlossary());
  });

  it("has both languages' forbidden variants", () => {
    const variants = (lang: (typeof langs)[number]) => glossary[lang].flatMap((row) => row.not);
    for (const lang of langs) expect(variants(lang).length, lang).toBeGreaterThanOrEqual(10);
    expect(variants("de")).toContain("Essenziell");
    expect(variants("en")).toContain("e-mail");
    // The second pass's rows (docs/decisions/0032-copy-second-pass.md).
    expect(variants("de")).toEqual(
      expect.arrayContaining(["Werktag", "Red-Flag-Review", "Prozess-Workshop", "Big-4-Niveau", "unter einem Dach"]),
    );
    expect(variants("en")).toEqual(
      expect.arrayContaining(["business day", "red-flag review", "Big Four-calibre", "Vision & Values", "Post-Deal"]),
    );
  });

  for (const lang of langs) {
    it(`no ${lang} text uses a forbidden variant`, () => {
      const found = texts(lang)
        .filter(exempt)
        .flatMap(([where, text]) =>
          glossaryViolations(text, glossary[lang]).map(
            (v) => `${where}: "${v.variant}" (use: ${v.use}) in "…${v.excerpt}…"`,
          ),
        );
      expect(found).toEqual([]);
    });
  }
});

describe("one name per thing in the back office and the mails (docs/glossary.md)", () => {
  const copy = {
    de: { admin: adminDe, forms: formsDe, mail: mailDe },
    en: { admin: adminEn, forms: formsEn, mail: mailEn },
  };
  for (const lang of langs) {
    const { admin, forms, mail } = copy[lang];

    it(`${lang}: a lead without the spam check's proof has the mail's mark as its status`, () => {
      expect(`[${admin.status.unverified}]`).toBe(mail.lead.unverified.mark);
      expect(mail.lead.unverified.note.startsWith(`${admin.status.unverified}:`)).toBe(true);
    });

    it(`${lang}: each form's lead mail is named by the form's name`, () => {
      for (const [kind, name] of Object.entries(forms.names)) {
        const subject = mail.lead.subject[kind as keyof typeof forms.names];
        expect(subject.toLowerCase().endsWith(` ${name.toLowerCase()}`), `${kind}: ${subject}`).toBe(true);
      }
    });

    it(`${lang}: the list of leads has one name, in the navigation and as the screen's title`, () => {
      expect(admin.shell.inbox).toBe(admin.inbox.title);
      expect(admin.statistics.leads).toBe(admin.inbox.title);
    });
  }
});

describe("prices carry their VAT status", () => {
  for (const lang of langs) {
    it(`every ${lang} price says it is net`, () => {
      const all = new Map(texts(lang));
      const found = [...all].flatMap(([where, text]) => {
        // A figure's value ("{{odooMigrationFixedPriceEur}}") is shown with its label: the note may stand there.
        const label = where.endsWith(".value") ? all.get(where.replace(/\.value$/, ".label")) : undefined;
        return pricesWithoutVat(label ? `${text} ${label}` : text, lang, Infinity).map(
          (p) => `${where}: "${p.price}" in "…${p.excerpt}…"`,
        );
      });
      expect(found).toEqual([]);
    });
  }
});

describe("one price per offer (common/content/figures.ts)", () => {
  it("declares a different offer for every euro figure", () => {
    const offers = Object.values(priceOffers).map((o) => o.offer);
    expect(new Set(offers).size).toBe(offers.length);
  });

  for (const lang of langs) {
    it(`no ${lang} text shows another offer's price`, () => {
      expect(pricesOfOtherOffers(new Map(texts(lang)), priceOffers)).toEqual([]);
    });
  }
});

describe("German typography", () => {
  it("keeps numbers with their units, ranges and abbreviations on one line", () => {
    const found = texts("de").flatMap(([where, text]) => {
      const [, module = "", key = ""] = /^\.\/de\/(.+)\.ts (.*)$/.exec(where) ?? [];
      return typographyProblems(text, "de", germanTypographyApplies(module, key)).map(
        ({ code, matches }) => `${where}: ${code} ${JSON.stringify(matches)} in "${text}"`,
      );
    });
    // "Wird gesendet..." is the spec's text, word for word.
    expect(found.filter((f) => !f.includes('"Wird gesendet..."'))).toEqual([]);
  });
});

describe("counts have plural forms", () => {
  for (const lang of langs) {
    it(`every ${lang} count is {{count}}, with _one and _other forms`, () => {
      expect(pluralProblems(new Map(texts(lang)))).toEqual([]);
    });
  }
});

describe("English typography", () => {
  it("ties times to am/pm and numbers and counts to their units with a non-breaking space, names the time zone, puts an ellipsis after its word", () => {
    const found = texts("en")
      .filter(exempt)
      .flatMap(([where, text]) => {
        const [, module = "", key = ""] = /^\.\/en\/(.+)\.ts (.*)$/.exec(where) ?? [];
        return typographyProblems(text, "en", germanTypographyApplies(module, key)).map(
          ({ code, matches }) => `${where}: ${code} ${JSON.stringify(matches)}`,
        );
      });
    expect(found).toEqual([]);
  });
});

describe("English usage", () => {
  it("no gendered pronoun for an unnamed person, no countable due diligence", () => {
    const found = texts("en")
      .filter(exempt)
      .flatMap(([where, text]) => englishUsageProblems(text).map((p) => `${where}: ${p}`));
    expect(found).toEqual([]);
  });

  it("headings, labels and buttons in sentence case", () => {
    // The router's error screen is the spec's, word for word.
    const found = headingCaseProblems(new Map(texts("en").filter(exempt)), ["Unexpected Application Error!"]);
    expect(found).toEqual([]);
  });

  it("the back office uses contractions throughout (en/admin.ts)", () => {
    const found = leaves(adminEn).flatMap(([key, text]) => uncontracted(text).map((m) => `${key}: "${m}"`));
    expect(found).toEqual([]);
  });
});

describe("claims stand with their proof", () => {
  for (const lang of langs) {
    it(`every ${lang} claim of neutrality, an AI answering people and automated markdowns stand with their proof`, () => {
      expect(claimsWithoutProof(new Map(texts(lang)), claimRules[lang])).toEqual([]);
    });
  }
});

describe("the rules can fail", () => {
  it("finds a count without plural forms and a number not called count", () => {
    const one = "./de/forms.ts contact.rateLimited";
    expect(pluralProblems(new Map([[one, "in {{minutes}} Minuten erneut"]]))).toHaveLength(1);
    expect(pluralProblems(new Map([[one, "in {{count}}\u00a0Minuten erneut"]]))).toHaveLength(1);
    expect(pluralProblems(new Map([[`${one}_other`, "in {{count}} Minuten"]]))).toHaveLength(1);
    expect(pluralProblems(new Map([[`${one}_other`, "in {count} Minuten"]]))).toHaveLength(1);
    expect(
      pluralProblems(
        new Map([
          [`${one}_one`, "in einer Minute"],
          [`${one}_other`, "in {{count}}\u00a0Minuten"],
        ]),
      ),
    ).toEqual([]);
    expect(pluralProblems(new Map([[one, "{{email}} liegt in Ihrer Zwischenablage"]]))).toEqual([]);
    // A formatted count is a count too.
    expect(pluralProblems(new Map([[one, "{{count, number}}\u00a0Anfragen"]]))).toHaveLength(1);
    expect(pluralProblems(new Map([[one, "{{total, number}}\u00a0Anfragen"]]))).toHaveLength(1);
  });

  it("finds an English time without its non-breaking space or time zone", () => {
    const codes = (text: string) => typographyProblems(text, "en").map((p) => `${p.code} ${p.matches.length}`);
    expect(codes("Business days 8 am–6 pm")).toEqual(["timeSpace 2", "timeZone 0"]);
    expect(codes("Mon–Fri 8\u00a0am–6\u00a0pm")).toEqual(["timeZone 0"]);
    expect(codes("Mon–Fri 8\u00a0am–6\u00a0pm CET/CEST")).toEqual([]);
    expect(codes("4 amendments, 2 pmf")).toEqual([]);
  });

  it("finds a price of another offer, in the text, beside it or on its page", () => {
    const offers = { sapEur: { product: "SAP" as const }, odooEur: { product: "Odoo" as const } };
    const find = (entries: [string, string][]) => pricesOfOtherOffers(new Map(entries), offers);
    // The Odoo card showing the SAP package's price: judged by the card's title.
    expect(
      find([
        ["./de/odoo.ts cards.ams.title", "Odoo Application Management"],
        ["./de/odoo.ts cards.ams.price", "ab {{sapEur}}/Monat zzgl. USt."],
      ]),
    ).toHaveLength(1);
    expect(
      find([
        ["./de/odoo.ts cards.ams.title", "Odoo Application Management"],
        ["./de/odoo.ts cards.ams.price", "ab {{odooEur}}/Monat zzgl. USt."],
      ]),
    ).toEqual([]);
    // One price for two products in one sentence.
    expect(find([["./de/x.ts a", "Ihre SAP- und Odoo-Systeme ab {{sapEur}} im Monat"]])).toHaveLength(1);
    expect(find([["./de/x.ts a", "SAP ab {{sapEur}}, Odoo ab {{odooEur}}"]])).toEqual([]);
    // Nothing beside it names a product: the page's title does.
    expect(
      find([
        ["./de/sap.ts meta.title", "SAP-Lösungen"],
        ["./de/sap.ts rows.1.price", "ab {{odooEur}}"],
      ]),
    ).toHaveLength(1);
    expect(find([["./de/x.ts a", "ab {{unknownEur}}"]])).toHaveLength(1);
  });

  it("finds a gendered pronoun, a countable due diligence and a full form in the back office", () => {
    expect(englishUsageProblems("the supervisor phones until he reaches someone")).toEqual(['pronoun "he"']);
    expect(englishUsageProblems("until they reach someone; the help desk; here")).toEqual([]);
    expect(englishUsageProblems("a full technical due diligence including a carve-out")).toHaveLength(1);
    expect(englishUsageProblems("a vendor due diligence that answers questions")).toHaveLength(1);
    expect(englishUsageProblems("a full technical due diligence review; vendor due diligence that answers")).toEqual(
      [],
    );
    expect(uncontracted("This cannot be undone. It does not matter.")).toEqual(["cannot", "does not"]);
    expect(uncontracted("This can't be undone. Not spam? Keep it as it is.")).toEqual([]);
  });

  it("finds a capital inside an English heading that starts no name", () => {
    const heads = (entries: [string, string][]) => headingCaseProblems(new Map(entries));
    expect(heads([["./en/x.ts nav.erp", "ERP Transformation"]])).toHaveLength(1);
    expect(heads([["./en/x.ts a.title", "Strategy & Transformation"]])).toHaveLength(1);
    expect(heads([["./en/x.ts a.title", "Deep expertise in SAP, Odoo and S/4HANA"]])).toEqual([]);
    expect(heads([["./en/x.ts a.eyebrow", "AI services · Energy"]])).toEqual([]);
    expect(heads([["./en/x.ts a.text", "Running Text May Do As It Likes"]])).toEqual([]);
  });

  it("finds a claim without its proof in its section", () => {
    const rules = claimRules.de;
    expect(claimsWithoutProof(new Map([["./de/x.ts a.title", "Herstellerneutraler Partner"]]), rules)).toHaveLength(1);
    expect(
      claimsWithoutProof(
        new Map([
          ["./de/x.ts a.title", "Herstellerneutraler Partner"],
          ["./de/x.ts a.text", "Wir nehmen keine Provisionen von Softwareherstellern."],
        ]),
        rules,
      ),
    ).toEqual([]);
    expect(
      claimsWithoutProof(
        new Map([
          ["./de/x.ts a.title", "Herstellerneutraler Partner"],
          ["./de/x.ts b.text", "Wir nehmen keine Provisionen von Softwareherstellern."],
        ]),
        rules,
      ),
    ).toHaveLength(1);
    const [, answersItself, markdowns] = rules;
    expect(answersItself!.claim.test("Einfache Anliegen erledigt er selbst, etwa eine Retoure.")).toBe(true);
    expect(markdowns!.claim.test("Die Reduzierungen gehen nach Freigabe in den Onlineshop.")).toBe(true);
    expect(markdowns!.claim.test("Die Reduzierung der Kosten.")).toBe(false);
    expect(claimRules.en[1]!.claim.test("It answers simple status requests itself.")).toBe(true);
  });

  const variants: GlossaryRow[] = [
    { use: "Notwendig", not: ["Essenziell"] },
    { use: "KI & Automatisierung", not: ["KI & Automation"], allowedIn: ["SAP + KI & Automation"] },
    { use: "Necessary", not: ["Essential"], matchCase: true },
  ];

  it("finds a variant, also inflected, outside the texts it is allowed in", () => {
    expect(glossaryViolations("Essenzielle Cookies", variants)).toHaveLength(1);
    expect(glossaryViolations("Interesse: SAP + KI & Automation", variants)).toEqual([]);
    expect(glossaryViolations("SAP + KI & Automation und KI & Automation", variants)).toHaveLength(1);
    expect(glossaryViolations("Essential cookies", variants)).toHaveLength(1);
    expect(glossaryViolations("non-essential technologies", variants)).toEqual([]);
  });

  it("finds a price without its VAT note, and only real prices", () => {
    expect(pricesWithoutVat("ab 2.500\u00a0EUR im Monat", "de")).toHaveLength(1);
    expect(pricesWithoutVat("ab 2.500\u00a0EUR im Monat zzgl.\u00a0USt.", "de")).toEqual([]);
    // A euro figure's placeholder is a price, whichever figure it names; a count is not.
    expect(pricesWithoutVat("Festpreis {{odooMigrationFixedPriceEur}}", "de")).toHaveLength(1);
    expect(pricesWithoutVat("ab {{amsMonthlyFromEur}}/Monat zzgl.\u00a0USt.", "de")).toEqual([]);
    expect(prices("{{odooMigrationHypercareWeeks}} Wochen", "de")).toEqual([]);
    expect(pricesWithoutVat("from {{amsMonthlyFromEur}}/month", "en")).toHaveLength(1);
    expect(pricesWithoutVat("from EUR\u00a02,500/month", "en")).toHaveLength(1);
    expect(pricesWithoutVat("from EUR 2,500/month excl. VAT", "en")).toEqual([]);
    // The note of one price does not cover the next, before or after it.
    expect(pricesWithoutVat("ab 2.500 EUR oder ab 4.600 EUR zzgl. USt.", "de")).toHaveLength(1);
    expect(pricesWithoutVat("ab 2.500 EUR zzgl. USt. oder ab 4.600 EUR", "de")).toHaveLength(1);
    // A figure's label may come first in the page, its value shown above it.
    expect(pricesWithoutVat("Festpreis zzgl. USt. für die Migration 5.000 EUR bis zum Go-live", "de")).toEqual([]);
    expect(
      pricesWithoutVat("Festpreis zzgl. USt. für die Migration und vieles mehr, was hier steht: 5.000 EUR", "de"),
    ).toHaveLength(1);
    // A transaction volume is not a price.
    expect(prices("3,2\u00a0Mrd.\u00a0EUR+ Transaktionsvolumen", "de")).toEqual([]);
    expect(prices("EUR\u00a03.2\u00a0bn+ transaction volume", "en")).toEqual([]);
  });

  it("reads a page as its reader does: text, title and described attributes, no ids or scripts", () => {
    const html =
      '<html><head><title>A &amp; B</title><meta name="description" content="Preis 5.000&nbsp;EUR"></head>' +
      '<body><section id="essenziell" aria-label="Notwendig"><p>Text</p></section>' +
      '<script>var x = "Essenziell";</script></body></html>';
    const text = pageText(html);
    expect(text).toContain("A & B");
    expect(text).toContain("Preis 5.000\u00a0EUR");
    expect(text).toContain("Notwendig");
    expect(glossaryViolations(text, variants)).toEqual([]);
    expect(pricesWithoutVat(text, "de")).toHaveLength(1);
  });
});
