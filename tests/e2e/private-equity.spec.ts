import { expectNoAxeViolations } from "./axe";
import type { Locator, Page } from "@playwright/test";
import { site } from "../../common/config/site";
import peDe from "../../common/locales/de/private-equity";
import peEn from "../../common/locales/en/private-equity";
import preDe from "../../common/locales/de/pre-deal";
import preEn from "../../common/locales/en/pre-deal";
import postDe from "../../common/locales/de/post-deal";
import postEn from "../../common/locales/en/post-deal";
import exitDe from "../../common/locales/de/exit";
import exitEn from "../../common/locales/en/exit";
import { expect, gotoHydrated, test } from "./fixtures";

/** Visible text as a reader sees it: no-break spaces as spaces, word joiners gone. */
const normalize = (text: string | null) => (text ?? "").replace(/\u00a0/g, " ").replace(/\u2060/g, "");

async function textOf(locator: Locator): Promise<string> {
  return normalize(await locator.textContent());
}

async function texts(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((t) => normalize(t).trim());
}

/** A link to the external booking page that opens in a new tab, checked by attribute and by click. */
async function expectBookingLink(page: Page, link: Locator) {
  await expect(link).toHaveAttribute("href", site.bookingUrl);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  const context = page.context();
  await context.route(
    (url) => url.href.startsWith(site.bookingUrl),
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking</title>" }),
  );
  const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await expect.poll(() => popup.url()).toBe(site.bookingUrl);
  await popup.close();
  // The visitor stays on the page they came from.
  await expect(page.locator("h1")).toBeVisible();
}

function jsonLdOf(html: string): { "@graph": Record<string, unknown>[] } {
  const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
  return JSON.parse(json ?? "{}");
}

const languages = [
  {
    lang: "de",
    prefix: "",
    pe: peDe,
    pre: preDe,
    post: postDe,
    exit: exitDe,
    figures: ["über 3,2 Mrd. EUR", "über 35", "24 Monate", "+2,8×"],
    tabs: ["Pre-Deal", "Post-Deal", "Exit-Vorbereitung"],
    more: "Mehr erfahren",
    strategicCall: "Strategisches Gespräch",
    booking: "Termin vereinbaren",
    faqFacts: ["2–4 Wochen", "12–18 Monaten", "40 % und mehr"],
    weeks: ["Kick-off & Discovery", "Deep Dive", "Assessment & Validierung", "Report & Präsentation"],
    postServices: ["ERP-Implementierung", "Prozessoptimierung", "KI-Integration", "Change-Management"],
    metrics: ["30–40 %", "über 25 %", "50 %", "95 %"],
    resultsIn: "12–18 Monaten",
    durations: ["4–6 Wochen", "2–3 Monate", "6–12 Monate", "3–6 Monate"],
    impacts: ["10–15 % Bewertungsaufschlag", "5–10 Prozentpunkte höhere EBITDA-Marge"],
    exitSteps: ["6–12 Monate vor dem Exit", "3–6 Monate vor dem Exit", "Während des Exits"],
  },
  {
    lang: "en",
    prefix: "/en",
    pe: peEn,
    pre: preEn,
    post: postEn,
    exit: exitEn,
    figures: ["over EUR 3.2bn", "over 35", "24 months", "+2.8×"],
    tabs: ["Pre-deal", "Post-deal", "Exit preparation"],
    more: "Learn more",
    strategicCall: "Book a strategy call",
    booking: "Book an appointment",
    faqFacts: ["2–4 weeks", "12–18 months", "40% or more"],
    weeks: ["Kick-off & discovery", "Deep dive", "Assessment & validation", "Report & presentation"],
    postServices: ["ERP implementation", "Process optimisation", "AI integration", "Change management"],
    metrics: ["30–40%", "25%+", "50%", "95%"],
    resultsIn: "12–18 months",
    durations: ["4–6 weeks", "2–3 months", "6–12 months", "3–6 months"],
    impacts: ["10–15% valuation premium", "5–10 percentage points higher EBITDA margin"],
    exitSteps: ["6–12 months before exit", "3–6 months before exit", "During the exit"],
  },
] as const;

for (const l of languages) {
  const overview = `${l.prefix}/private-equity`;
  const subPage = (slug: string) => `${l.prefix}/private-equity/${slug}`;

  test.describe(`${l.lang}: private equity overview`, () => {
    test("phase tabs: three tabs, Pre-Deal by default, switching by click and by arrow keys", async ({ page }) => {
      await gotoHydrated(page, overview);
      await expect(page.locator("h1")).toHaveText(l.pe.hero.title);
      const tablist = page.getByRole("tablist", { name: l.pe.phases.tabsLabel });
      const tabs = tablist.getByRole("tab");
      await expect(tabs).toHaveCount(3);
      expect(await texts(tabs)).toEqual(l.tabs);

      const items = [l.pe.phases.items.preDeal, l.pe.phases.items.postDeal, l.pe.phases.items.exit];
      const slugs = ["pre-deal", "post-deal", "exit"];
      const panel = page.getByRole("tabpanel");
      async function expectPhase(index: number) {
        const item = items[index]!;
        await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true");
        await expect(panel).toHaveCount(1);
        await expect(panel.getByRole("heading", { level: 3 })).toHaveText(item.title);
        await expect(panel.getByText(item.description)).toBeVisible();
        await expect(panel.getByRole("listitem")).toHaveText([...item.features]);
        await expect(panel.getByRole("link", { name: new RegExp(`^${l.more}`) })).toHaveAttribute(
          "href",
          subPage(slugs[index]!),
        );
      }

      await expectPhase(0);
      await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "false");

      await tabs.nth(1).click();
      await expectPhase(1);
      await tabs.nth(2).click();
      await expectPhase(2);

      // Keyboard: arrow keys move between tabs and select them, wrapping at the ends.
      await tabs.nth(0).click();
      await expectPhase(0);
      await page.keyboard.press("ArrowRight");
      await expect(tabs.nth(1)).toBeFocused();
      await expectPhase(1);
      await page.keyboard.press("ArrowRight");
      await expectPhase(2);
      await page.keyboard.press("ArrowRight");
      await expect(tabs.nth(0)).toBeFocused();
      await expectPhase(0);
      await page.keyboard.press("ArrowLeft");
      await expectPhase(2);
      await page.keyboard.press("Home");
      await expectPhase(0);
      await page.keyboard.press("End");
      await expectPhase(2);

      await expectNoAxeViolations(page);

      // "Mehr erfahren" leads to the chosen phase's page.
      await panel.getByRole("link", { name: new RegExp(`^${l.more}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${subPage("exit")}$`));
      await expect(page.locator("h1")).toHaveText(l.exit.hero.title);
    });

    test("track record: the four figures and six industry tags", async ({ page }) => {
      await gotoHydrated(page, overview);
      const block = page.getByRole("region", { name: l.pe.trackRecord.title });
      const figures = block.getByTestId("track-record-figures");
      expect(await texts(figures.locator("dd"))).toEqual(l.figures);
      await expect(figures.locator("dt")).toHaveCount(4);
      // What the figures count, under the tiles: the 2.8× is a multiple expansion, not a promise.
      await expect(block.getByTestId("track-record-basis")).toHaveText(l.pe.trackRecord.basis);
      await expect(block.getByTestId("industry-tags").getByRole("listitem")).toHaveText([
        ...l.pe.trackRecord.industries,
      ]);
    });

    test("FAQ: six questions, one answer open at a time, collapsible", async ({ page }) => {
      await gotoHydrated(page, overview);
      const faq = page.getByRole("region", { name: l.pe.faq.title });
      const triggers = faq.getByRole("button");
      await expect(triggers).toHaveCount(6);
      expect(await texts(triggers)).toEqual(l.pe.faq.items.map((i) => i.question));
      for (let i = 0; i < 6; i++) await expect(triggers.nth(i)).toHaveAttribute("aria-expanded", "false");

      const [first, second, last] = [l.pe.faq.items[0]!, l.pe.faq.items[1]!, l.pe.faq.items[5]!];
      await triggers.nth(0).click();
      await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "true");
      await expect(faq.getByText(first.answer)).toBeVisible();
      expect(normalize(first.answer)).toContain(l.faqFacts[0]);

      await triggers.nth(1).click();
      await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
      await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "false");
      await expect(faq.getByText(first.answer)).toBeHidden();
      const answer = faq.getByRole("region", { name: second.question });
      expect(await textOf(answer)).toContain(l.faqFacts[1]);
      expect(await textOf(answer)).toContain(l.faqFacts[2]);
      await expectNoAxeViolations(page);

      await triggers.nth(1).click();
      for (let i = 0; i < 6; i++) await expect(triggers.nth(i)).toHaveAttribute("aria-expanded", "false");
      await expect(faq.getByText(second.answer)).toBeHidden();

      // The last question is the vendor due diligence one; its answer opens by keyboard too.
      expect(last.question.toLowerCase()).toContain("vendor due diligence");
      await triggers.nth(5).focus();
      await page.keyboard.press("Enter");
      await expect(faq.getByText(last.answer)).toBeVisible();
    });

    test("contact: booking links open the external page in a new tab, mail goes to the PE address", async ({
      page,
    }) => {
      await gotoHydrated(page, overview);
      const hero = page.locator("main > section").first();
      await expectBookingLink(page, hero.getByRole("link", { name: new RegExp(`^${l.strategicCall}`) }));

      const contact = page.getByRole("region", { name: l.pe.contact.title });
      await expectBookingLink(page, contact.getByRole("link", { name: new RegExp(`^${l.booking}`) }));
      const mail = contact.getByRole("link", { name: site.privateEquityEmail });
      await expect(mail).toHaveAttribute("href", `mailto:${site.privateEquityEmail}`);
      // Screen readers hear that the booking link opens a new tab.
      await expect(contact.getByRole("link", { name: new RegExp(`^${l.booking}`) })).toHaveAccessibleName(
        `${l.booking} ${l.pe.newTab}`,
      );
    });

    test("prerendered HTML: every phase link and FAQPage/BreadcrumbList data before any script", async ({
      browser,
      request,
    }) => {
      const html = await (await request.get(overview)).text();
      const graph = jsonLdOf(html)["@graph"];
      const faq = graph.find((n) => n["@type"] === "FAQPage") as { mainEntity: { name: string }[] };
      expect(faq.mainEntity.map((q) => q.name)).toEqual(l.pe.faq.items.map((i) => i.question));
      const crumbs = graph.find((n) => n["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] };
      expect(crumbs.itemListElement.at(-1)?.item).toBe(`${site.url}${overview}`);

      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(overview);
      await expect(page.getByRole("tabpanel")).toHaveCount(1);
      for (const slug of ["pre-deal", "post-deal", "exit"]) {
        await expect(page.locator(`a[href="${subPage(slug)}"]`).first()).toBeAttached();
      }
      await context.close();
    });
  });

  test.describe(`${l.lang}: private equity sub-pages`, () => {
    test("pre-deal: back link, three service cards, seven questions, four-week plan, booking", async ({ page }) => {
      await gotoHydrated(page, subPage("pre-deal"));
      await expect(page.locator("h1")).toHaveText(l.pre.hero.title);

      const services = page.getByRole("region", { name: l.pre.services.title });
      const cards = services.getByTestId("service-cards").locator(":scope > li");
      await expect(cards).toHaveCount(3);
      for (let i = 0; i < 3; i++) {
        await expect(cards.nth(i).getByText(l.pre.services.pointsTitle)).toBeVisible();
        await expect(cards.nth(i).getByRole("listitem")).toHaveCount(3);
      }

      const questions = page.getByRole("region", { name: l.pre.questions.title });
      await expect(questions.getByTestId("key-questions").locator(":scope > li")).toHaveCount(7);
      expect(await texts(questions.getByTestId("key-questions").locator("p"))).toEqual(
        Object.values(l.pre.questions.items).map(normalize),
      );

      const plan = page.getByRole("region", { name: l.pre.steps.title }).getByTestId("week-plan");
      await expect(plan.locator(":scope > li")).toHaveCount(4);
      expect(await texts(plan.locator("h3"))).toEqual(l.weeks);
      await expect(plan.locator(":scope > li").nth(3)).toContainText(l.lang === "de" ? "Woche 4" : "Week 4");

      await expectBookingLink(page, page.getByRole("link", { name: new RegExp(`^${l.pre.cta.button}`) }));
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: l.pre.backLink }).click();
      await expect(page).toHaveURL(new RegExp(`${overview}$`));
      await expect(page.locator("h1")).toHaveText(l.pe.hero.title);
    });

    test("post-deal: four services, four metrics, results in 12-18 months, four phases, booking", async ({ page }) => {
      await gotoHydrated(page, subPage("post-deal"));
      await expect(page.locator("h1")).toHaveText(l.post.hero.title);
      await expect(page.getByRole("link", { name: l.post.backLink })).toHaveAttribute("href", overview);

      const services = page.getByRole("region", { name: l.post.services.title });
      expect(await texts(services.getByTestId("service-cards").locator("h3"))).toEqual(l.postServices);

      const results = page.getByRole("region", { name: l.post.results.title });
      expect(await texts(results.getByTestId("result-metrics").locator("dd"))).toEqual(l.metrics);
      expect(await textOf(results)).toContain(l.resultsIn);

      const phases = page.getByRole("region", { name: l.post.steps.title }).getByTestId("phases");
      await expect(phases.locator(":scope > li")).toHaveCount(4);
      for (const [i, duration] of l.durations.entries()) {
        expect(await textOf(phases.locator(":scope > li").nth(i))).toContain(duration);
      }

      await expectBookingLink(page, page.getByRole("link", { name: new RegExp(`^${l.post.cta.button}`) }));
      await expectNoAxeViolations(page);
    });

    test("exit: four services, four value drivers with impacts, three timeline steps, booking", async ({ page }) => {
      await gotoHydrated(page, subPage("exit"));
      await expect(page.locator("h1")).toHaveText(l.exit.hero.title);

      const services = page.getByRole("region", { name: l.exit.services.title });
      await expect(services.getByTestId("service-cards").locator(":scope > li")).toHaveCount(4);

      const drivers = page.getByRole("region", { name: l.exit.drivers.title }).getByTestId("value-drivers");
      await expect(drivers.locator(":scope > li")).toHaveCount(4);
      const impacts = await texts(drivers.getByTestId("impact"));
      expect(impacts).toHaveLength(4);
      expect(impacts.slice(0, 2)).toEqual(l.impacts);
      await expect(page.getByTestId("value-drivers-basis")).toHaveText(l.exit.drivers.basis);

      const steps = page.getByRole("region", { name: l.exit.steps.title }).getByTestId("exit-timeline");
      await expect(steps.locator(":scope > li")).toHaveCount(3);
      for (const [i, marker] of l.exitSteps.entries()) {
        expect(await textOf(steps.locator(":scope > li").nth(i))).toContain(marker);
      }

      await expectBookingLink(page, page.getByRole("link", { name: new RegExp(`^${l.exit.cta.button}`) }));
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: l.exit.backLink }).click();
      await expect(page).toHaveURL(new RegExp(`${overview}$`));
    });

    test("sub-pages carry a three-level BreadcrumbList", async ({ request }) => {
      for (const [slug, name] of [
        ["pre-deal", l.pre.breadcrumb],
        ["post-deal", l.post.breadcrumb],
        ["exit", l.exit.breadcrumb],
      ] as const) {
        const graph = jsonLdOf(await (await request.get(subPage(slug))).text())["@graph"];
        const crumbs = graph.find((n) => n["@type"] === "BreadcrumbList") as {
          itemListElement: { position: number; name: string; item: string }[];
        };
        expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
          `${site.url}${l.prefix || "/"}`,
          `${site.url}${overview}`,
          `${site.url}${subPage(slug)}`,
        ]);
        expect(crumbs.itemListElement[2]?.name).toBe(name);
      }
    });
  });
}
