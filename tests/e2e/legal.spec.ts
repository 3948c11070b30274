import type { Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { countryName, legal, phoneHref, processorAddress } from "../../common/config/legal";
import type { Lang } from "../../common/config/route-table";
import { site } from "../../common/config/site";
import { formatDate } from "../../app/lib/format";
import commonDe from "../../common/locales/de/common";
import consentDe from "../../common/locales/de/consent";
import cookieDe from "../../common/locales/de/cookie-policy";
import cookiesDe from "../../common/locales/de/cookies";
import imprintDe from "../../common/locales/de/imprint";
import privacyDe from "../../common/locales/de/privacy";
import commonEn from "../../common/locales/en/common";
import consentEn from "../../common/locales/en/consent";
import cookieEn from "../../common/locales/en/cookie-policy";
import cookiesEn from "../../common/locales/en/cookies";
import imprintEn from "../../common/locales/en/imprint";
import privacyEn from "../../common/locales/en/privacy";
import { expect, gotoHydrated, test } from "./fixtures";

/** Text as a reader sees it: the pages tie citations with non-breaking spaces. */
const normalize = (text: string | null) =>
  (text ?? "")
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const prefix = (lang: Lang) => (lang === "de" ? "" : "/en");

const categories = [
  ["essential", "essenziell"],
  ["functional", "funktional"],
  ["analytics", "analyse"],
  ["marketing", "marketing"],
] as const;

const cookiePolicyPaths = [
  { path: "/datenschutz-cookies", lang: "de", copy: cookieDe },
  { path: "/cookie-policy", lang: "de", copy: cookieDe },
  { path: "/en/datenschutz-cookies", lang: "en", copy: cookieEn },
  { path: "/en/cookie-policy", lang: "en", copy: cookieEn },
] as const;

const cookieLists = { de: cookiesDe, en: cookiesEn } as const;
const commonCopy = { de: commonDe, en: commonEn } as const;

/**
 * The end-to-end build keeps the sample company facts of docs/operating.md (tests/e2e/site.env sets none), so
 * every page that shows them must say so, visibly and in the prerendered HTML.
 */
async function expectSampleNotice(page: Page, html: string, lang: Lang) {
  const notice = page.getByTestId("sample-data-notice");
  await expect(notice).toBeVisible();
  expect(normalize(await notice.textContent())).toContain(commonCopy[lang].sampleData.text);
  expect(html).toContain('data-testid="sample-data-notice"');
}
const consentCopy = { de: consentDe, en: consentEn } as const;

/** Every entry of a page's cookie lists: name -> retention, as the reader sees them. */
async function shownRetention(scope: Locator): Promise<Map<string, string>> {
  const shown = new Map<string, string>();
  const items = scope.locator("[data-testid=cookie-list] li[data-cookie]");
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i);
    shown.set(
      (await item.getAttribute("data-cookie"))!,
      normalize(await item.getByTestId("cookie-retention").textContent()),
    );
  }
  return shown;
}

/** The one cookie list (cookies.ts) as name -> retention. */
function listedRetention(lang: Lang): Map<string, string> {
  const list = cookieLists[lang];
  return new Map(
    categories.flatMap(([category]) =>
      list[category].map((item): [string, string] => [
        "key" in item ? item.key : item.service,
        normalize(item.retention),
      ]),
    ),
  );
}

test.describe("cookie policy", () => {
  for (const { path, lang, copy } of cookiePolicyPaths) {
    test(`${path}: canonical /datenschutz-cookies, four categories with badge and retention, today's date, settings button, contact`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<link rel="canonical" href="${site.url}${prefix(lang)}/datenschutz-cookies"/>`);

      await gotoHydrated(page, path);
      await expect(page.locator("h1")).toHaveText(copy.hero.title);
      await expectSampleNotice(page, html, lang);

      // Today's date in the page's language (the visitor's day after hydration, not the build day).
      const iso = new Date().toISOString().slice(0, 10);
      const time = page.getByTestId("last-updated").locator("time");
      await expect(time).toHaveAttribute("datetime", iso);
      await expect(time).toHaveText(formatDate(new Date(`${iso}T12:00:00`), lang));
      expect(normalize(await page.getByTestId("last-updated").textContent())).toContain(copy.updated);

      const cards = page.locator("article[data-category]");
      await expect(cards).toHaveCount(4);
      for (const [index, [category, id]] of categories.entries()) {
        const item = copy.categories.items[category];
        const card = cards.nth(index);
        await expect(card).toHaveAttribute("id", id);
        // The badge is the consent dialog's name of the category: one name per category.
        await expect(card.getByTestId("category-badge")).toHaveText(
          consentCopy[lang].preferences.categories[category].name,
        );
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(item.title);
        expect(normalize(await card.getByTestId("category-retention").textContent())).toBe(item.retention);
        await expect(card).toContainText(
          category === "essential" ? copy.categories.alwaysActive : copy.categories.consentRequired,
        );
        for (const stored of cookieLists[lang][category])
          await expect(card).toContainText("key" in stored ? stored.key : stored.service);
      }
      // Each cookie with its own retention, from the list the privacy policy shows too.
      expect(await shownRetention(page.locator("#kategorien"))).toEqual(listedRetention(lang));
      // The retention periods, word for word.
      const retention = await page.getByTestId("category-retention").allTextContents();
      expect(retention.map(normalize)).toEqual(
        lang === "de"
          ? ["Sitzung bzw. 1 Jahr", "bis zu 2 Jahre", "bis zu 2 Jahre", "bis zu 1 Jahr"]
          : ["Session or 1 year", "Up to 2 years", "Up to 2 years", "Up to 1 year"],
      );

      const button = page.getByRole("button", { name: copy.manage.button });
      await expect(button).toBeVisible();
      await expect(button).toBeEnabled();

      const contact = page.locator("#kontakt");
      await expect(contact.getByText(legal.companyName)).toBeVisible();
      await expect(contact.getByRole("link", { name: legal.privacyEmail })).toHaveAttribute(
        "href",
        `mailto:${legal.privacyEmail}`,
      );
      await expect(
        contact.getByRole("link", { name: lang === "de" ? "Datenschutzerklärung" : "privacy policy" }),
      ).toHaveAttribute("href", `${prefix(lang)}/datenschutz`);

      const toc = page.getByRole("navigation", { name: copy.toc });
      await expect(toc.getByRole("link")).toHaveCount(8);
      await toc.getByRole("link", { name: copy.categories.items.analytics.title }).click();
      await expect(page).toHaveURL(/#analyse$/);
      await expect(page.locator("#analyse")).toBeInViewport();

      await expectNoAxeViolations(page);
    });
  }

  test("the last-updated line is the visitor's day, not the build's, without a hydration warning", async ({ page }) => {
    // A browser whose clock says 15 March 2027: the prerendered build date must give way to it.
    await page.clock.setFixedTime(new Date("2027-03-15T10:00:00Z"));
    await gotoHydrated(page, "/datenschutz-cookies");
    await expect(page.getByTestId("last-updated").locator("time")).toHaveText("15. März 2027");
    await gotoHydrated(page, "/en/cookie-policy");
    await expect(page.getByTestId("last-updated").locator("time")).toHaveText("15 March 2027");
  });

  test("/cookie-policy shows the same page as /datenschutz-cookies, in both languages", async ({ page }) => {
    for (const lang of ["de", "en"] as const) {
      await gotoHydrated(page, `${prefix(lang)}/datenschutz-cookies`);
      const main = normalize(await page.locator("main").innerText());
      await gotoHydrated(page, `${prefix(lang)}/cookie-policy`);
      expect(normalize(await page.locator("main").innerText())).toBe(main);
      expect(main.length).toBeGreaterThan(3000);
      // One document, one canonical address: the alias points search engines to it (ADR 0019).
      const canonical = `${site.url}${prefix(lang)}/datenschutz-cookies`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        `${site.url}/en/datenschutz-cookies`,
      );
    }
  });
});

test.describe("Impressum", () => {
  for (const [lang, copy] of [
    ["de", imprintDe],
    ["en", imprintEn],
  ] as const) {
    test(`${prefix(lang)}/impressum shows the company facts from the legal config`, async ({ page, request }) => {
      const path = `${prefix(lang)}/impressum`;
      // The facts are in the prerendered HTML, for crawlers and without JavaScript.
      const html = await (await request.get(path)).text();
      for (const fact of [legal.companyName, legal.vatId, legal.registerNumber]) expect(html).toContain(fact);

      await gotoHydrated(page, path);
      await expect(page.locator("h1")).toHaveText(copy.hero.title);
      await expectSampleNotice(page, html, lang);
      const main = page.locator("main");
      const text = normalize(await main.innerText());
      for (const fact of [
        legal.companyName,
        legal.street,
        legal.postalCity,
        countryName(legal.country, lang),
        legal.managingDirectors.join(", "),
        legal.registerCourt,
        legal.registerNumber,
        legal.vatId,
        legal.contentResponsible.name,
        legal.contentResponsible.address,
      ]) {
        expect(text, fact).toContain(fact);
      }
      await expect(main.getByRole("link", { name: legal.phone })).toHaveAttribute("href", phoneHref(legal.phone));
      await expect(main.getByRole("link", { name: site.contactEmail })).toHaveAttribute(
        "href",
        `mailto:${site.contactEmail}`,
      );

      const headings = (await main.getByRole("heading", { level: 2 }).allTextContents()).map(normalize);
      expect(headings).toEqual([
        copy.provider.title,
        copy.representation.title,
        copy.contact.title,
        copy.register.title,
        copy.vat.title,
        copy.responsible.title,
        copy.dispute.title,
        copy.privacy.title,
      ]);
      expect(text).toContain(lang === "de" ? "§ 5 DDG" : "Section 5 DDG");
      expect(text).toContain(lang === "de" ? "§ 18 Abs. 2 MStV" : "Section 18(2) MStV");

      await expect(
        main.getByRole("link", { name: lang === "de" ? "Datenschutzerklärung" : "privacy policy" }),
      ).toHaveAttribute("href", `${prefix(lang)}/datenschutz`);
      await expect(
        main.getByRole("link", { name: lang === "de" ? "Cookie-Richtlinie" : "cookie policy" }),
      ).toHaveAttribute("href", `${prefix(lang)}/datenschutz-cookies`);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("privacy policy", () => {
  for (const [lang, copy] of [
    ["de", privacyDe],
    ["en", privacyEn],
  ] as const) {
    test(`${prefix(lang)}/datenschutz: every section, working TOC anchors, the configured facts`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(`${prefix(lang)}/datenschutz`)).text();
      await gotoHydrated(page, `${prefix(lang)}/datenschutz`);
      await expect(page.locator("h1")).toHaveText(copy.hero.title);
      await expectSampleNotice(page, html, lang);
      await expect(page.getByTestId("last-updated").locator("time")).toHaveText(
        formatDate(new Date(`${legal.privacyPolicyDate}T12:00:00`), lang),
      );

      // The sections of an Art. 13 GDPR notice, in order, each reachable from the table of contents.
      const ids = Object.keys(privacyDe.sections) as (keyof typeof privacyDe.sections)[];
      expect(ids).toEqual([
        "verantwortlicher",
        "grundsaetze",
        "hosting",
        "besucherstatistik",
        "kontaktformulare",
        "cookies",
        "terminbuchung",
        "analyse-marketing",
        "rechte",
        "automatisierte-entscheidungen",
        "verschluesselung",
        "aenderungen",
      ]);
      const toc = page.getByRole("navigation", { name: copy.toc });
      const links = toc.getByRole("link");
      await expect(links).toHaveCount(ids.length);
      for (const [index, id] of ids.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", `#${id}`);
        expect(normalize(await links.nth(index).textContent())).toContain(copy.sections[id].title);
        expect(normalize(await page.locator(`section#${id} h2`).textContent())).toContain(copy.sections[id].title);
      }
      for (const id of ["rechte", "kontaktformulare", "aenderungen"] as const) {
        await toc.getByRole("link", { name: copy.sections[id].title }).click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(page.locator(`#${id}-title`)).toBeInViewport();
      }

      const section = (id: string) => page.locator(`section#${id}`);
      // Controller from the config, the privacy contact, the imprint.
      await expect(section("verantwortlicher")).toContainText(legal.companyName);
      await expect(section("verantwortlicher")).toContainText(legal.street);
      await expect(section("verantwortlicher").getByRole("link", { name: legal.privacyEmail }).first()).toHaveAttribute(
        "href",
        `mailto:${legal.privacyEmail}`,
      );
      // Server logs: the fields, 14 days, Art. 6(1)(f).
      const hosting = normalize(await section("hosting").innerText());
      expect(hosting).toContain(lang === "de" ? "14 Tagen" : "14 days");
      expect(hosting).toContain(lang === "de" ? "Art. 6 Abs. 1 lit. f DSGVO" : "Art. 6(1)(f) GDPR");
      // The processor's country in the page's language, from its code.
      expect(hosting).toContain(processorAddress(legal.hostingProvider, lang));
      expect(hosting).toContain(lang === "de" ? "Berlin, Deutschland" : "Berlin, Germany");
      // Visitor statistics: what is stored, the legal basis, 13 months, GPC and DNT honoured.
      const statistics = normalize(await section("besucherstatistik").innerText());
      expect(statistics).toContain(lang === "de" ? "Art. 6 Abs. 1 lit. f DSGVO" : "Art. 6(1)(f) GDPR");
      expect(statistics).toContain(lang === "de" ? "13 Monaten" : "13 months");
      expect(statistics).toContain("Global Privacy Control");
      expect(statistics).toContain("Do Not Track");
      await expect(section("besucherstatistik").locator("li")).toHaveCount(4);
      // Forms: the three forms, both legal bases, the processor.
      const forms = normalize(await section("kontaktformulare").innerText());
      expect(forms).toContain(lang === "de" ? "Art. 6 Abs. 1 lit. b DSGVO" : "Art. 6(1)(b) GDPR");
      expect(forms).toContain(processorAddress(legal.mailProvider, lang));
      // What this build's configuration switches on, as the server runs it (the defaults; the
      // component tests switch each setting): retention as set, proof-of-work not required, no CRM.
      expect(forms).toContain(lang === "de" ? "nach Ablauf von 3 Jahren ab ihrem Eingang" : "3 years after it arrived");
      expect(forms).toContain(lang === "de" ? "bereits nach 30 Tagen" : "spam after 30 days");
      expect(forms).toContain(lang === "de" ? "(Proof-of-Work)" : "(proof of work)");
      expect(forms).toContain(lang === "de" ? "mit einem Hinweis darauf weiter" : "with a note saying so");
      expect(forms).not.toContain(lang === "de" ? "CRM-System" : "CRM system");
      expect(normalize(await section("cookies").innerText())).toContain(
        lang === "de" ? "an unseren Server übermitteln wir sie nicht" : "we do not send it to our server",
      );
      await expect(section("verantwortlicher")).not.toContainText(
        lang === "de" ? "Datenschutzbeauftragten" : "data protection officer",
      );
      await expect(section("kontaktformulare").locator("dt")).toHaveCount(3);
      // Cookies: TDDDG, consent, a link to the cookie policy.
      await expect(
        section("cookies").getByRole("link", { name: lang === "de" ? "Cookie-Richtlinie" : "cookie policy" }),
      ).toHaveAttribute("href", `${prefix(lang)}/datenschutz-cookies`);
      expect(normalize(await section("cookies").innerText())).toContain(
        lang === "de" ? "§ 25 Abs. 1 TDDDG" : "Section 25(1) TDDDG",
      );
      // Booking: Microsoft Bookings opens in a new tab; Calendly and the Data Privacy Framework named.
      const booking = section("terminbuchung").locator(`a[href="${site.bookingUrl}"]`);
      await expect(booking).toHaveAttribute("target", "_blank");
      await expect(booking).toHaveAttribute("rel", /noopener/);
      await expect(section("terminbuchung")).toContainText("Calendly");
      await expect(section("terminbuchung")).toContainText(
        lang === "de"
          ? "Logistik, Handel, Energiewirtschaft und Fertigung"
          : "logistics, retail, the energy sector and manufacturing",
      );
      await expect(section("terminbuchung")).toContainText("Data Privacy Framework");
      await expect(section("analyse-marketing")).toContainText("Google Analytics 4");
      await expect(section("analyse-marketing")).toContainText("Meta");
      // Every cookie of the cookie policy, with the same retention (one list, ADR 0026).
      expect(await shownRetention(page.locator("main"))).toEqual(listedRetention(lang));
      // Rights: the right to object set apart; the configured supervisory authority.
      await expect(
        section("rechte").getByRole("complementary", {
          name: lang === "de" ? "Widerspruchsrecht nach Art. 21 DSGVO" : "Right to object under Art. 21 GDPR",
        }),
      ).toBeVisible();
      const rights = normalize(await section("rechte").innerText());
      for (const article of ["15", "16", "17", "18", "20", "21", "77"]) expect(rights).toContain(`Art. ${article}`);
      expect(rights).toContain(lang === "de" ? "Art. 7 Abs. 3" : "Art. 7(3)");
      expect(rights).toContain(legal.authority.name);
      expect(rights).toContain(legal.authority.address);
      await expect(section("rechte").locator(`a[href="${legal.authority.url}"]`)).toHaveAttribute("target", "_blank");

      await expectNoAxeViolations(page);
    });
  }
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("no legal page is wider than a 320 px screen", async ({ page }) => {
    for (const path of [
      "/datenschutz-cookies",
      "/en/cookie-policy",
      "/impressum",
      "/en/impressum",
      "/datenschutz",
      "/en/datenschutz",
    ]) {
      await gotoHydrated(page, path);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
    }
  });
});
