import { describe, expect, it } from "vitest";
import { figures } from "#common/config/figures";
import { figureDeclarations } from "#common/content/figures";
import { prices } from "#common/content/prices";
import { figureVariables, withFigures } from "./figure-variables";
import { stringLeaves as leaves } from "../../tests/support/string-leaves";

const nbsp = "\u00a0";

/** How a figure's variable reads, by its kind and language; the group is what reads back to its value. */
const readAs = {
  euros: { de: /^([\d.]+)\u00a0EUR$/, en: /^EUR\u00a0([\d,]+)$/ },
  number: { de: /^([\d.]+)$/, en: /^([\d,]+)$/ },
  month: { de: /^\p{L}+ (\d{4})$/u, en: /^\p{L}+ (\d{4})$/u },
};

describe("figure variables", () => {
  it("makes every declared figure a variable in both languages, formatted by its kind", () => {
    for (const lang of ["de", "en"] as const) {
      const variables: Record<string, string> = figureVariables(lang);
      expect(Object.keys(variables)).toEqual(Object.keys(figureDeclarations));
      for (const [name, { schema, shipped }] of Object.entries(figureDeclarations)) {
        const kind = schema.kind === "month" ? "month" : name.endsWith("Eur") ? "euros" : "number";
        const [, written = ""] = readAs[kind][lang].exec(variables[name]!) ?? [];
        expect(written, `${name}: ${variables[name]}`).not.toBe("");
        // Back to its value: the digits of an amount or a number, the year of a month.
        expect(written.replace(/\D/g, ""), name).toBe(String(shipped).replace(/-\d+$/, ""));
      }
    }
  });

  it("writes each kind the language's way", () => {
    const values = {
      ...figures,
      amsMonthlyFromEur: 2500,
      odooMigrationHypercareWeeks: 2,
      odooTargetSupportedUntil: "2026-10",
    };
    expect(figureVariables("de", values)).toMatchObject({
      amsMonthlyFromEur: `2.500${nbsp}EUR`,
      odooMigrationHypercareWeeks: "2",
      odooTargetSupportedUntil: "Oktober 2026",
    });
    expect(figureVariables("en", values)).toMatchObject({
      amsMonthlyFromEur: `EUR${nbsp}2,500`,
      odooMigrationHypercareWeeks: "2",
      odooTargetSupportedUntil: "October 2026",
    });
  });

  it("follows a changed figure in both languages", () => {
    const changed = { ...figures, amsMonthlyFromEur: 3100, odooMigrationFixedPriceEur: 12000 };
    expect(figureVariables("de", changed)).toMatchObject({
      amsMonthlyFromEur: `3.100${nbsp}EUR`,
      odooMigrationFixedPriceEur: `12.000${nbsp}EUR`,
    });
    expect(figureVariables("en", changed)).toMatchObject({
      amsMonthlyFromEur: `EUR${nbsp}3,100`,
      odooMigrationFixedPriceEur: `EUR${nbsp}12,000`,
    });
  });

  it("fills figure placeholders in copy read without i18next, nested too, and leaves the others", () => {
    const copy = { meta: { title: "ab {{amsMonthlyFromEur}} zzgl. USt." }, list: ["{{ odooMigrationFixedPriceEur }}"] };
    expect(withFigures(copy, "en")).toEqual({
      meta: { title: `ab EUR${nbsp}2,500 zzgl. USt.` },
      list: [`EUR${nbsp}5,000`],
    });
    expect(withFigures("{{count}} Wochen, {{constructor}}", "de")).toBe("{{count}} Wochen, {{constructor}}");
    expect(withFigures("{{amsMonthlyFromEur}}", "de", { ...figures, amsMonthlyFromEur: 999 })).toBe(`999${nbsp}EUR`);
  });
});

/** Every locale module of both languages, found on disk so a new one cannot slip by. */
const modules = import.meta.glob<{ default: unknown }>(
  ["../../common/locales/*/**/*.ts", "!../../common/locales/**/*.test.ts"],
  { eager: true },
);

/** "file key" -> the placeholders' names in the text ("{{count, number}}" names count). */
const placeholders = Object.entries(modules).flatMap(([file, mod]) =>
  leaves(mod.default).flatMap(([key, text]) =>
    [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m): [string, string] => [`${file} ${key}`, m[1]!]),
  ),
);

/** What the code passes to t() or fills itself (the server's mails, the policies' facts). */
const callVariables = new Set([
  "authorityAddress",
  "authorityName",
  "authorityUrl",
  "bookingHost",
  "column",
  "company",
  "count",
  "country",
  "date",
  "dpo",
  "email",
  "from",
  "host",
  "hostingProvider",
  "industries",
  "leadCounterHours",
  "leadRetention",
  "mailProvider",
  "managingDirectors",
  "minutes",
  "name",
  "postalCity",
  "privacyEmail",
  "privacyUrl",
  "provider",
  "registerCourt",
  "registerNumber",
  "schedulingHost",
  "seat",
  "spamRetention",
  "status",
  "street",
  "target",
  "to",
  "visitCounterHours",
  "what",
  "year",
]);

/**
 * Copy read without i18next and outside the head gets no figure variables: what the server and the
 * back office read (mails, answers to form posts, the forms' labels, the access answer, the back
 * office) and what components take straight from the locale module (the AI use cases, the cookie
 * list, the booking dialog, the thank-you message, the error page). A figure there would show as
 * "{{name}}": fill it with withFigures where it is read first.
 */
const withoutFigures =
  /\/(mail|form-posts|forms|subject-access|admin|cookies|scheduling|thank-you|error-boundary|ai-[\w-]+)\.ts |\/use-cases\//;

describe("the copy's placeholders", () => {
  const figureNames = new Set(Object.keys(figures));

  it("are the code's variables or figures: a misspelt name fails", () => {
    expect(placeholders.length).toBeGreaterThan(100);
    // The back office fills its own messages (the content rules' findings name their values).
    const siteCopy = placeholders.filter(([where]) => !where.includes("/admin.ts "));
    const unknown = siteCopy.filter(([, name]) => !callVariables.has(name) && !figureNames.has(name));
    expect(unknown).toEqual([]);
  });

  it("name figures only where the site fills them", () => {
    expect(placeholders.filter(([where, name]) => figureNames.has(name) && withoutFigures.test(where))).toEqual([]);
  });

  it("name every price the copy shows as a figure, none written out", () => {
    const found = Object.entries(modules).flatMap(([file, mod]) =>
      leaves(mod.default).flatMap(([key, text]) =>
        prices(text, file.includes("/de/") ? "de" : "en")
          .filter(({ price }) => !price.startsWith("{{"))
          .map(({ price }) => `${file} ${key}: ${price}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
