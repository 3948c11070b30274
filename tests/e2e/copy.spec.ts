import { langFromPath, prerenderPaths } from "../../common/config/route-table";
import { glossary, glossaryViolations } from "../../common/content/glossary";
import { prices, pricesWithoutVat } from "../../common/content/prices";
import commonDe from "../../common/locales/de/common";
import commonEn from "../../common/locales/en/common";
import { pageText, rewrittenElsewhere } from "../support/copy-rules";
import { expect, test } from "./fixtures";

const commonCopy = { de: commonDe, en: commonEn };

/*
 * The copy's rules (docs/decisions/0026) on what the build serves: every prerendered page, both
 * languages, the 404 pages included. Dialogs that are not in the HTML are covered by
 * common/locales/copy.test.ts, which checks the locale modules.
 */

test("every page keeps the glossary and states the VAT status of every price", async ({ request }) => {
  const problems: string[] = [];
  let priced = 0;
  for (const path of prerenderPaths()) {
    const response = await request.get(path);
    expect([200, 404], path).toContain(response.status());
    const lang = langFromPath(path);
    let text = pageText(await response.text());
    for (const exempt of rewrittenElsewhere.values()) text = text.split(exempt).join(" ");
    if (prices(text, lang).length) priced++;
    for (const v of glossaryViolations(text, glossary[lang])) {
      problems.push(`${path}: "${v.variant}" (use: ${v.use}) in "…${v.excerpt}…"`);
    }
    for (const p of pricesWithoutVat(text, lang))
      problems.push(`${path}: no VAT note after "${p.price}" in "…${p.excerpt}…"`);
  }
  expect(problems).toEqual([]);
  // The check saw prices: home, services, SAP, Odoo and migration pages in both languages.
  expect(priced).toBeGreaterThanOrEqual(10);
});

test("net prices are offered to businesses only: said in every footer, and once more on every page with a price", async ({
  request,
}) => {
  const problems: string[] = [];
  for (const path of prerenderPaths()) {
    const lang = langFromPath(path);
    const text = pageText(await (await request.get(path)).text());
    const times = text.split(commonCopy[lang].netPrices).length - 1;
    const expected = prices(text, lang).length ? 2 : 1;
    if (times !== expected) problems.push(`${path}: the statement ${times} times, not ${expected}`);
  }
  expect(problems).toEqual([]);
});
