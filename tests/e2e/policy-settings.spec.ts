/**
 * The privacy and cookie policies state what the running server does (ADR 0038): a second server
 * over the same build, with every setting the policies depend on switched the other way, serves
 * policies that say so, in both languages; the suite's own server, with the defaults, serves the
 * build's. Each expected sentence is taken from the locale files' `when` blocks, not retyped.
 * With the statistics off, its pages measure no loading speed either.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import cookiePolicyDe from "../../common/locales/de/cookie-policy";
import cookiePolicyEn from "../../common/locales/en/cookie-policy";
import privacyDe from "../../common/locales/de/privacy";
import privacyEn from "../../common/locales/en/privacy";
import type { PolicySetting } from "../../common/locales/types";
import { e2eEnvFile } from "../../scripts/lib/prepare.mjs";
import { publish, saveDraft } from "../../server/content/store";
import { openDatabase } from "../../server/db/client";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { startApp } from "../support/start-app";

type Lang = "de" | "en";
const policies = {
  de: {
    privacy: { path: "/datenschutz", copy: privacyDe },
    cookies: { path: "/datenschutz-cookies", copy: cookiePolicyDe },
  },
  en: {
    privacy: { path: "/en/datenschutz", copy: privacyEn },
    cookies: { path: "/en/datenschutz-cookies", copy: cookiePolicyEn },
  },
};

/** A sentence as the page shows it, up to its first placeholder, markup left out. */
const opening = (text: string) =>
  text
    .split("{{")[0]!
    .replace(/<\/?\w+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Every `when` in a locale object: the first sentence it shows when on, and when off. */
function statements(copy: unknown, found: { when: PolicySetting; on?: string; off?: string }[] = []) {
  if (Array.isArray(copy)) for (const item of copy) statements(item, found);
  else if (typeof copy === "object" && copy !== null) {
    const block = copy as { when?: PolicySetting; then?: unknown[]; otherwise?: unknown[]; title?: string };
    if (block.when) {
      const first = (blocks?: unknown[]) => blocks?.find((b): b is string => typeof b === "string");
      const on = block.title ?? first(block.then);
      found.push({
        when: block.when,
        on: on && opening(on),
        off: first(block.otherwise) && opening(first(block.otherwise)!),
      });
    }
    for (const value of Object.values(copy)) statements(value, found);
  }
  return found;
}

/** The settings as the suite's server runs (defaults) and as the second server runs them. */
const defaults: Record<PolicySetting, boolean> = {
  consentLog: false,
  analytics: true,
  webhook: false,
  powRequired: false,
  dpo: false,
};
/** Facts the owner published on the second server: a data protection officer, another scheduling page. */
const dpo = { name: "Dr. Erika Beispiel", contact: "dsb@beispiel-datenschutz.example" };
/** Every company fact that is a sample on the suite's server, replaced in the back office. */
const company: Record<string, unknown> = {
  name: "Neutra Tech Consulting GmbH",
  street: "Große Elbstraße 145",
  postalCity: "22767 Hamburg",
  managingDirectors: ["Jana Beispiel"],
  phone: "+49 40 555 0100",
  privacyEmail: "privacy@neutra-consulting.example",
  registerCourt: "Amtsgericht Hamburg",
  registerNumber: "HRB 234567 B",
  vatId: "DE123456789",
  contentResponsible: { name: "Jana Beispiel", address: "Große Elbstraße 145, 22767 Hamburg" },
  authority: {
    name: "Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit",
    address: "Ludwig-Erhard-Straße 22, 20459 Hamburg",
    url: "https://datenschutz-hamburg.de",
  },
  hostingProvider: { name: "Beispiel Hosting AG", address: "Hostweg 1, 60311 Frankfurt am Main", country: "DE" },
  mailProvider: { name: "Beispiel Mail GmbH", address: "Postweg 2, 80331 München", country: "DE" },
  dpo,
};
const schedulingUrl = "https://termine.beispiel.example/neutra/30min";
const flipped = Object.fromEntries(Object.entries(defaults).map(([k, v]) => [k, !v])) as typeof defaults;

let second: ServerProcess;
let dataDir: string;
let secondUrl: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "neutra-policy-e2e-"));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const keys = [...Object.keys(company).map((name) => `fact:company:${name}`), "fact:contact:schedulingUrl"];
  for (const [name, value] of Object.entries(company))
    await saveDraft(database.db, `fact:company:${name}`, value, null);
  await saveDraft(database.db, "fact:contact:schedulingUrl", schedulingUrl, null);
  await publish(database.db, keys, null, () => null);
  await database.close();
  second = await startServerProcess({
    ENV_FILE: e2eEnvFile,
    DATA_DIR: dataDir,
    CONTACT_TO: "leads@neutra.test",
    CONSENT_LOG: "on",
    ANALYTICS: "off",
    WEBHOOK_URL: "https://crm.example.test/hooks/leads",
    WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 9).toString("base64")}`,
    POW_REQUIRED: "on",
    // Operations approved the owner's scheduling provider (docs/decisions/0056).
    SCHEDULING_HOSTS: "calendly.com, termine.beispiel.example",
    LEAD_RETENTION_DAYS: "400",
    SPAM_RETENTION_DAYS: "14",
  });
  secondUrl = second.baseUrl;
});

test.afterAll(async () => {
  await second?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

for (const lang of ["de", "en"] as Lang[]) {
  for (const [name, { path: pagePath, copy }] of Object.entries(policies[lang])) {
    test(`the ${name} policy (${lang}) states each setting as the server that serves it runs`, async ({
      page,
      baseURL,
    }) => {
      const found = statements(copy);
      if (name === "cookies") {
        // The essential category's note, chosen by the code (app/pages/cookie-policy.tsx).
        const { note, noteConsentLog } = (copy as typeof cookiePolicyDe).categories.items.essential;
        found.push({ when: "consentLog", on: opening(noteConsentLog), off: opening(note) });
      }
      expect(found.length).toBeGreaterThan(0);
      for (const [url, settings] of [
        [baseURL!, defaults],
        [secondUrl, flipped],
      ] as const) {
        await page.goto(`${url}${pagePath}`);
        // innerText leaves out what the first paint has not laid out yet (ADR 0050): read the whole page.
        await expect(page.locator("html")).not.toHaveAttribute("data-lazy-layout");
        const flat = (await page.locator("main").innerText()).replace(/\s+/g, " ");
        for (const { when, on, off } of found) {
          const active = settings[when as keyof typeof settings];
          if (on) expect(flat.includes(on), `${url} ${when} on: ${on}`).toBe(active);
          if (off) expect(flat.includes(off), `${url} ${when} off: ${off}`).toBe(!active);
        }
        if (name === "privacy") {
          expect(flat.includes(`${dpo.name}, ${dpo.contact}`), `${url} the DPO`).toBe(settings.dpo);
          expect(flat.includes("termine.beispiel.example"), `${url} the scheduling host`).toBe(url === secondUrl);
        }
      }
    });
  }

  test(`with the statistics off, a page (${lang}) loads the loading-speed chunk but measures and sends nothing`, async ({
    page,
    baseURL,
  }) => {
    const pagePath = lang === "de" ? "/odoo-ams" : "/en/odoo-ams";
    for (const [url, analytics] of [
      [baseURL!, true],
      [secondUrl, false],
    ] as const) {
      const sent: string[] = [];
      const record = (request: { url(): string }) => {
        if (request.url() === `${url}/api/vitals`) sent.push(request.url());
      };
      page.on("request", record);
      const chunk = page.waitForResponse((r) => /\/assets\/web-vitals-[\w-]+\.js$/.test(r.url()));
      await page.goto(`${url}${pagePath}`);
      expect((await chunk).ok()).toBe(true);
      await startApp(page);
      // The first click settles the largest paint, whose figure goes at once when the statistics run.
      await page.locator("main h1").click();
      if (analytics) await expect.poll(() => sent.length).toBe(1);
      else {
        // The page carries the server's setting, which the chunk reads (docs/decisions/0062).
        expect(await page.locator("#site-content").textContent()).toContain('"analytics":false');
        await page.waitForTimeout(1500);
        expect(sent).toEqual([]);
      }
      page.off("request", record);
    }
  });

  test(`the privacy policy (${lang}) states the retention periods the server applies`, async ({ request, baseURL }) => {
    // The count and its unit stay together: a non-breaking space between them. Whole years read as years.
    const word = lang === "de" ? "\u00a0Tagen" : "\u00a0days";
    const years = lang === "de" ? "3\u00a0Jahren" : "3\u00a0years";
    const built = await (await request.get(`${baseURL}${policies[lang].privacy.path}`)).text();
    expect(built).toContain(years);
    expect(built).not.toContain(`${new Intl.NumberFormat(lang).format(1095)}${word}`);
    expect(built).toContain(`30${word}`);
    const rendered = await (await request.get(`${secondUrl}${policies[lang].privacy.path}`)).text();
    expect(rendered).toContain(`400${word}`);
    expect(rendered).toContain(`14${word}`);
    expect(rendered).not.toContain(years);
  });

  test(`the legal notice (${lang}) names the company facts set in the back office, and no longer says it shows samples`, async ({
    page,
    baseURL,
  }) => {
    const path = lang === "de" ? "/impressum" : "/en/impressum";
    await page.goto(`${baseURL}${path}`);
    await expect(page.getByTestId("sample-data-notice")).toBeVisible();
    await page.goto(`${secondUrl}${path}`);
    const main = page.locator("main");
    await expect(main).toContainText(String(company.name));
    await expect(main).toContainText(String(company.registerNumber));
    await expect(main).toContainText(String(company.vatId));
    await expect(page.getByTestId("sample-data-notice")).toHaveCount(0);
  });
}
