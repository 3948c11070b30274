import { describe, expect, it } from "vitest";
import adminDe from "../locales/de/admin";
import adminEn from "../locales/en/admin";
import { checkText, type TextEdit } from "./check-text";
import { stringLeaves as leaves } from "../../tests/support/string-leaves";

const modules = import.meta.glob<{ default: unknown }>("../locales/*/**/*.ts", { eager: true });

/** Every shipped text of both languages, as the editor loads it. */
const shippedTexts: TextEdit[] = Object.entries(modules)
  .filter(([file]) => !file.endsWith(".test.ts"))
  .flatMap(([file, mod]) => {
    const [, lang, ns] = /^\.\.\/locales\/(de|en)\/(.+)\.ts$/.exec(file) ?? [];
    if (!lang || !ns) return [];
    return leaves(mod.default).map(([key, text]) => ({
      ns,
      key,
      lang: lang as "de" | "en",
      shipped: text,
      value: text,
    }));
  });

describe("the round trip", () => {
  it("finds every namespace of both languages", () => {
    expect(new Set(shippedTexts.map((t) => `${t.lang} ${t.ns}`)).size).toBeGreaterThan(60);
  });

  it("saves every shipped text back unchanged: no finding on any", () => {
    const found = shippedTexts.flatMap((edit) =>
      checkText(edit).map((f) => `${edit.lang} ${edit.ns} ${edit.key}: ${f.code} ${JSON.stringify(f.values ?? {})}`),
    );
    expect(found).toEqual([]);
  });
});

/** The findings' codes for an edit of a text (German, the home page unless said otherwise). */
function codes(shipped: string, value: string, edit: Partial<TextEdit> = {}) {
  return checkText({ ns: "home", key: "hero.title", lang: "de", shipped, value, ...edit }).map((f) => f.code);
}
const one = (shipped: string, value: string, edit: Partial<TextEdit> = {}) =>
  checkText({ ns: "home", key: "hero.title", lang: "de", shipped, value, ...edit });

describe("errors: what cannot be saved", () => {
  it("an empty or blank text, unless the shipped one is empty too", () => {
    expect(codes("Erstgespräch", "Kostenloses Erstgespräch")).toEqual([]);
    expect(codes("Erstgespräch", "")).toEqual(["empty"]);
    expect(codes("Erstgespräch", " \u00a0\n\u200b")).toEqual(["empty"]);
    expect(one("Erstgespräch", "")[0]!.severity).toBe("error");
    expect(codes("", "")).toEqual([]);
  });

  it("a text grown past three times its shipped length or a thousand characters more, never past 5,000", () => {
    expect(codes("Text", "a".repeat(1004))).toEqual([]);
    expect(one("Text", "a".repeat(1005))).toEqual([{ code: "tooLong", severity: "error", values: { max: 1004 } }]);
    const paragraph = "b".repeat(1200);
    expect(codes(paragraph, "a".repeat(3600))).toEqual([]);
    expect(one(paragraph, "a".repeat(3601))[0]!.values).toEqual({ max: 3600 });
    const long = "c".repeat(4000);
    expect(codes(long, "a".repeat(5000))).toEqual([]);
    expect(one(long, "a".repeat(5001))[0]!.values).toEqual({ max: 5000 });
  });

  it("placeholder syntax that is no placeholder of the text: unescaped, nested with options, a stray brace pair", () => {
    const shipped = "Hallo {{name}}.";
    expect(codes(shipped, "Hallo {{- name}}.")).toEqual(["placeholderMissing", "placeholderSyntax"]);
    expect(codes(shipped, 'Hallo {{name}} $t(common:a, {"a":"()"})')).toEqual(["placeholderSyntax"]);
    expect(codes(shipped, "Hallo {{name}} $t(x.y)")).toEqual(["placeholderExtra"]);
    expect(codes(shipped, "Hallo {{name}} }} und {{")).toEqual(["placeholderSyntax"]);
    expect(one(shipped, "Hallo {{-name}}.").find((f) => f.code === "placeholderSyntax")!.values).toEqual({
      text: "{{",
    });
    // Single braces of the server's own pages and prose braces stay allowed.
    expect(codes("Schreiben Sie an {email}.", "An {email} {bitte}", { ns: "form-posts" })).toEqual([
      "placeholderExtra",
    ]);
  });

  it("a mailed text that gains a link, an address or a phone number the shipped text lacks", () => {
    const mail = { ns: "mail", key: "autoreply.text" };
    const shipped = "Guten Tag,\n\nvielen Dank. Neutra Tech";
    expect(codes(shipped, "Guten Tag,\n\nherzlichen Dank. Neutra Tech", mail)).toEqual([]);
    for (const added of [
      "https://neutra-tech.evil.test/login",
      "www.evil.test",
      "kontakt@evil.test",
      "+49 30 1234567",
    ]) {
      expect(one(shipped, `${shipped} ${added}`, mail), added).toEqual([
        { code: "contactAdded", severity: "error", values: { text: added.toLowerCase() } },
      ]);
    }
    // One the shipped text has may stay; on a page the rule does not apply.
    const withLink = "Mehr unter https://www.neutra-tech.de.";
    expect(codes(withLink, "Mehr: https://www.neutra-tech.de.", mail)).toEqual([]);
    expect(codes("Text", "Text https://example.test")).toEqual([]);
  });

  it("control characters and lone surrogates; line breaks and tabs may stay", () => {
    expect(codes("Text", "Zeile\nZeile\tTab")).toEqual([]);
    expect(codes("Text", "Text\u0000")).toEqual(["invalidCharacters"]);
    expect(codes("Text", "Text\u0007")).toEqual(["invalidCharacters"]);
    expect(codes("Text", "Text\ud800")).toEqual(["invalidCharacters"]);
  });

  it("invisible characters, with a fix that removes them; soft hyphen and word joiner are the copy's", () => {
    expect(codes("Text", "Datenschutz\u00aderklärung, 2–\u20604\u00a0Wochen, 👩\u200d💻")).toEqual([]);
    expect(one("Text", "Müller \u202efdp.exe")).toEqual([
      { code: "invisibleCharacters", severity: "error", fix: "Müller fdp.exe" },
    ]);
    expect(one("Text", "Null\u200bbreite\u00ad")[0]!.fix).toBe("Nullbreite\u00ad");
  });

  it("a placeholder missing, added or renamed; its format and $t nesting count", () => {
    const shipped = "Wir antworten an {{email}} innerhalb von {{count, number}}\u00a0Tagen.";
    expect(codes(shipped, "Antwort an {{ email }} binnen {{count,number}}\u00a0Tagen.")).toEqual([]);
    expect(one(shipped, "Antwort binnen {{count, number}}\u00a0Tagen.")).toEqual([
      { code: "placeholderMissing", severity: "error", values: { name: "{{email}}" } },
    ]);
    expect(codes(shipped, "Antwort an {{mail}} binnen {{count, number}}\u00a0Tagen.")).toEqual([
      "placeholderMissing",
      "placeholderExtra",
    ]);
    expect(codes(shipped, "An {{email}} in {{count}}\u00a0Tagen.")).toEqual(["placeholderMissing", "placeholderExtra"]);
    expect(codes("Siehe $t(common:privacy)", "Siehe die Erklärung")).toEqual(["placeholderMissing"]);
    expect(codes("Schreiben Sie an {email}.", "Mail an {email}, bitte.", { ns: "form-posts" })).toEqual([]);
    expect(codes("Schreiben Sie an {email}.", "Mail an {mail}.", { ns: "form-posts" })).toEqual([
      "placeholderMissing",
      "placeholderExtra",
    ]);
  });

  const policy = "Einzelheiten in unserer <policy>Datenschutzerklärung</policy>.";
  const note = { ns: "forms", key: "privacyNote" };

  it("markup missing, added, renumbered or unbalanced where the text is rendered with it", () => {
    expect(codes(policy, "Mehr in der <policy>Datenschutzerklärung</policy>, bitte lesen.", note)).toEqual([]);
    expect(one(policy, "Mehr in der Datenschutzerklärung.", note)).toEqual([
      { code: "markupMissing", severity: "error", values: { tag: "<policy>…</policy>" } },
    ]);
    expect(codes(policy, "<b>Wichtig</b>: <policy>Datenschutz</policy>", note)).toEqual(["markupExtra"]);
    expect(codes(policy, 'Mehr in der <a href="/x">Erklärung</a>.', note)).toEqual([
      "markupMissing",
      "markupUnbalanced",
      "markupUnbalanced",
    ]);
    expect(codes(policy, "Mehr in der <policy>Datenschutzerklärung.", note)).toEqual([
      "markupMissing",
      "markupUnbalanced",
    ]);
    expect(codes("Lesen Sie <0>dies</0> und <1>das</1>.", "Lesen Sie <1>dies</1> und <0>das</0>.", note)).toEqual([]);
    expect(codes("Lesen Sie <0>dies</0>.", "Lesen Sie <1>dies</1>.", note)).toEqual(["markupMissing", "markupExtra"]);
    expect(codes(policy, "<script>alert(1)</script><policy>Datenschutz</policy>", { ns: "privacy", key: "x" })).toEqual(
      ["markupExtra"],
    );
  });

  it("knows the texts rendered with markup by their module or namespace", () => {
    const extra = (ns: string, key: string) => codes("Text", "<strong>Text</strong>", { ns, key });
    expect(extra("cookiePolicy", "intro")).toEqual(["markupExtra"]);
    expect(extra("cookie-policy", "intro")).toEqual(["markupExtra"]);
    expect(extra("forms", "privacyNote")).toEqual(["markupExtra"]);
    expect(extra("forms", "contact.title")).toEqual(["markupAsText"]);
  });
});

describe("warnings: saved once acknowledged", () => {
  it("tags where the page shows them as text", () => {
    expect(one("Über uns", "<b>Über</b> uns")).toEqual([
      { code: "markupAsText", severity: "warning", values: { tag: "<b>" } },
    ]);
    expect(codes("Über uns", "Preise < 5 und > 3")).toEqual([]);
  });

  it("a forbidden variant of the glossary, in the text's language, unless the shipped text has it", () => {
    expect(codes("Notwendige Cookies", "Essenzielle Cookies")).toEqual(["glossaryVariant"]);
    expect(codes("Notwendige Cookies", "Essenzielle und essenzielle Cookies")).toEqual(["glossaryVariant"]);
    expect(one("Notwendige Cookies", "Essenzielle Cookies")[0]!.values).toEqual({
      variant: "Essenziell",
      use: expect.stringContaining("Notwendig"),
    });
    expect(codes("Interesse", "Interesse: SAP + KI & Automation")).toEqual([]);
    expect(codes("Necessary cookies", "Essential cookies", { lang: "en" })).toEqual(["glossaryVariant"]);
    expect(codes("Essential cookies", "Essential cookies, all of them", { lang: "en" })).toEqual([]);
  });

  it("a price without its VAT note, or a VAT note dropped", () => {
    const shipped = "ab 2.500\u00a0EUR im Monat zzgl.\u00a0USt.";
    expect(codes(shipped, "ab 2.900\u00a0EUR im Monat zzgl.\u00a0USt.")).toEqual([]);
    expect(one(shipped, "ab 2.900\u00a0EUR im Monat")).toEqual([
      { code: "priceWithoutVat", severity: "warning", values: { amount: "2.900\u00a0EUR" } },
    ]);
    expect(codes("Beratung", "Beratung für 900 €")).toEqual(["priceWithoutVat"]);
    expect(codes("Festpreis zzgl.\u00a0USt.", "Festpreis")).toEqual(["vatNoteDropped"]);
    // "MwSt." and "plus VAT" are the glossary's forbidden variants of the note, not the note.
    expect(codes(shipped, "ab 2.500\u00a0EUR im Monat zzgl. MwSt.")).toEqual(["glossaryVariant", "priceWithoutVat"]);
    expect(codes("EUR\u00a02,500 excl. VAT", "EUR\u00a02,500 plus VAT", { lang: "en" })).toEqual([
      "glossaryVariant",
      "priceWithoutVat",
    ]);
    expect(codes("from EUR\u00a02,500 excl. VAT", "from EUR\u00a02,900 a month", { lang: "en" })).toEqual([
      "priceWithoutVat",
    ]);
    // A figure's value whose note stands in its label: as shipped, no warning.
    expect(codes("{{price}}", "{{price}}")).toEqual([]);
  });

  it("a number and its unit with a normal space, with the corrected text as its fix", () => {
    expect(codes("Text", "in 2\u00a0Wochen, 40\u00a0% günstiger")).toEqual([]);
    expect(one("Text", "in 2 Wochen, 40 % günstiger")).toEqual([
      {
        code: "numberUnitSpace",
        severity: "warning",
        values: { text: "2 Wochen" },
        fix: "in 2\u00a0Wochen, 40\u00a0% günstiger",
      },
    ]);
    // The legal pages tie numbers when they render, mails are plain text.
    expect(codes("Text", "nach 14 Tagen", { ns: "privacy", key: "x" })).toEqual([]);
    expect(codes("Text", "in 2 Wochen", { ns: "mail", key: "x" })).toEqual([]);
    // English ties them too ("4\u00a0hours"), and a count the code fills in, in both languages.
    expect(one("Text", "within 4 hours", { lang: "en" })).toEqual([
      { code: "numberUnitSpace", severity: "warning", values: { text: "4 hours" }, fix: "within 4\u00a0hours" },
    ]);
    expect(codes("Text", "2 weeks", { lang: "en", ns: "mail", key: "x" })).toEqual([]);
    expect(one("Text {{count}}", "in {{count}} Minuten")).toEqual([
      { code: "countSpace", severity: "warning", values: { text: "{{count}} " }, fix: "in {{count}}\u00a0Minuten" },
    ]);
    expect(codes("Text {{count, number}}", "{{count, number}} enquiries", { lang: "en" })).toEqual(["countSpace"]);
  });

  it("a straight apostrophe in English, with the typographic one as its fix, mails and legal texts included", () => {
    expect(one("Let’s talk", "Let's talk", { lang: "en" })).toEqual([
      { code: "straightApostrophe", severity: "warning", values: { text: "'" }, fix: "Let’s talk" },
    ]);
    expect(codes("Text", "the partners' teams", { lang: "en", ns: "mail", key: "x" })).toEqual(["straightApostrophe"]);
    expect(codes("Text", "Let's talk")).toEqual([]);
  });

  it("the other German rules, with a fix where it is certain", () => {
    const fixOf = (value: string) => one("Text", value).map((f) => [f.code, f.fix]);
    expect(fixOf("z. B. SAP")).toEqual([["abbreviationSpace", "z.\u00a0B. SAP"]]);
    expect(fixOf("2–4")).toEqual([["rangeBreaks", "2–\u20604"]]);
    expect(fixOf("3,5x")).toEqual([["multiplicationSign", "3,5×"]]);
    expect(fixOf("Lädt...")).toEqual([["ellipsis", "Lädt…"]]);
    expect(fixOf("25\u00a0%+")).toEqual([["plusAfterFigure", undefined]]);
    expect(codes("Text", "z.\u00a0B. 2–\u20604, 3,5×, Lädt…, über 25\u00a0%")).toEqual([]);
    // As shipped, kept: the spec's "Wird gesendet...".
    expect(codes("Wird gesendet...", "Wird gesendet...")).toEqual([]);
  });

  it("English times: tied to am/pm and with their time zone; an ellipsis after its word", () => {
    const en = { lang: "en" as const };
    expect(codes("Hours", "Mon–Fri 8\u00a0am–6\u00a0pm CET/CEST", en)).toEqual([]);
    expect(one("Hours", "Mon–Fri 8 am–6\u00a0pm CET", en)).toEqual([
      { code: "timeSpace", severity: "warning", values: { text: "8 am" }, fix: "Mon–Fri 8\u00a0am–6\u00a0pm CET" },
    ]);
    expect(codes("Hours", "Mon–Fri 8\u00a0am–6\u00a0pm", en)).toEqual(["timeZone"]);
    expect(one("Loading…", "Loading …", en)).toEqual([
      { code: "spaceBeforeEllipsis", severity: "warning", values: { text: " …" }, fix: "Loading…" },
    ]);
  });
});

describe("messages", () => {
  const codesOf = (block: object) => Object.keys(block).sort();
  const names = (text: string) => [...text.matchAll(/\{\{(\w+)/g)].map((m) => m[1]).sort();

  it("every finding's code has its message in both languages, filled with the values it gives", () => {
    const findings = [
      ...one("Text", "a".repeat(5001)),
      ...one("Text", "Text {{- x}}"),
      ...one("Text", "Text https://evil.test", { ns: "mail", key: "autoreply.text" }),
      ...one("Hallo {{name}}", "Hallo {{vorname}}"),
      ...one("<policy>x</policy>", "<b>x</b> <policy>x", { ns: "forms", key: "privacyNote" }),
      ...one("Text zzgl.\u00a0USt.", "Essenziell 2 Wochen z. B. 2–4 3,5x ... 25\u00a0%+ 900 € <b>"),
      ...one("Text", "Text\u0000"),
      ...one("Text", "Text\u200b"),
      ...one("Text", ""),
      ...one("Hours", "8 am … Let's", { lang: "en" }),
      ...one("{{count}}\u00a0Tage", "{{count}} Tage"),
    ];
    const seen = new Set(findings.map((f) => f.code));
    expect([...seen].sort()).toEqual(codesOf(adminDe.contentRules.text).filter((c) => c !== "vatNoteDropped"));
    for (const copy of [adminDe, adminEn]) {
      expect(codesOf(copy.contentRules.text)).toEqual(codesOf(adminDe.contentRules.text));
      for (const finding of findings) {
        const message = copy.contentRules.text[finding.code];
        expect(names(message), finding.code).toEqual(Object.keys(finding.values ?? {}).sort());
      }
    }
    expect(names(adminDe.contentRules.text.vatNoteDropped)).toEqual([]);
  });
});
