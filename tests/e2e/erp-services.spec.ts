import deCopy from "../../common/locales/de/services";
import enCopy from "../../common/locales/en/services";
import homeDe from "../../common/locales/de/home";
import { stripParenthetical } from "../../app/features/erp/strip-parenthetical";
import { withFigures } from "../../app/lib/figure-variables";
import { expect, gotoHydrated, test } from "./fixtures";
import { expectNoAxeViolations } from "./erp-helpers";

const languages = [
  { path: "/leistungen", copy: withFigures(deCopy, "de") },
  { path: "/en/leistungen", copy: withFigures(enCopy, "en") },
] as const;

for (const { path, copy } of languages) {
  test.describe(path, () => {
    test("#leistungen: three areas, each list of service tablets opens and closes on its own", async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.locator("h1")).toHaveText(copy.hero.title);
      const areas = page.locator("section#leistungen");
      await expect(areas.locator("[data-service-area]")).toHaveCount(3);
      await expect(areas.getByRole("heading", { level: 3 })).toHaveText(copy.areas.items.map((a) => a.title));
      await expect(areas.locator("[data-service-tablet]")).toHaveCount(9);
      expect(
        await areas
          .locator("[data-service-tablet]")
          .evaluateAll((els) => els.map((e) => e.getAttribute("data-service-tablet"))),
      ).toEqual(["1.1", "1.2", "1.3", "2.1", "2.2", "2.3", "3.1", "3.2", "3.3"]);

      const toggles = areas.getByRole("button");
      await expect(toggles).toHaveCount(3);
      for (const toggle of await toggles.all()) await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(areas.locator("[data-service-tablet]").first()).toBeHidden();

      const second = areas.locator("[data-service-area]").nth(1);
      await second.getByRole("button").click();
      await expect(second.getByRole("button")).toHaveAttribute("aria-expanded", "true");
      // Both labels are in the page; the open state shows one.
      await expect(second.getByRole("button")).toHaveText(copy.areas.hide, { useInnerText: true });
      for (const service of copy.areas.items[1]!.services) {
        await expect(second.getByRole("heading", { name: service.title })).toBeVisible();
        await expect(second.getByText(service.description)).toBeVisible();
        await expect(second.locator(`[data-service-tablet="${service.code}"]`)).toBeVisible();
      }
      // The other cards stay as they were.
      await expect(toggles.nth(0)).toHaveAttribute("aria-expanded", "false");
      await expect(areas.locator('[data-service-tablet="1.1"]')).toBeHidden();

      await toggles.nth(0).click();
      await expect(areas.locator('[data-service-tablet="1.1"]')).toBeVisible();
      await expect(second.locator('[data-service-tablet="2.1"]')).toBeVisible();
      await expectNoAxeViolations(page);

      await second.getByRole("button").click();
      await expect(second.locator('[data-service-tablet="2.1"]')).toBeHidden();
      await expect(second.getByRole("button")).toHaveText(copy.areas.show_other.replace("{{count}}", "3"), {
        useInnerText: true,
      });
    });

    test("industry block, four-phase strategy cycle", async ({ page }) => {
      await gotoHydrated(page, path);
      const industryTitle = copy.industry.title.replace("{{industries}}", copy.industry.industries);
      const industry = page.getByRole("region", { name: industryTitle });
      await expect(industry.getByRole("heading", { level: 2 })).toHaveText(industryTitle);
      await expect(industry.getByRole("listitem")).toHaveCount(4);
      await expect(industry.getByRole("heading", { level: 3 })).toHaveText(copy.industry.bullets.map((b) => b.title));

      const cycle = page.getByRole("region", { name: copy.cycle.title });
      await expect(cycle.getByRole("img", { name: copy.cycle.diagramLabel })).toBeVisible();
      await expect(cycle.locator("[data-cycle-phase]")).toHaveCount(4);
      await expect(cycle.getByRole("heading", { level: 3 })).toHaveText(copy.cycle.phases.map((p) => p.title));
    });

    test("delivery FAQ: five questions without asides, one open at a time, collapsible", async ({ page }) => {
      await gotoHydrated(page, path);
      const faq = page.getByRole("region", { name: copy.faq.title });
      const triggers = faq.getByRole("button");
      await expect(triggers).toHaveCount(5);
      await expect(triggers).toHaveText(copy.faq.items.map((i) => stripParenthetical(i.question)));
      for (const text of await triggers.allTextContents()) expect(text).not.toMatch(/[()]/);
      for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute("aria-expanded", "false");

      const first = copy.faq.items[0]!;
      await triggers.nth(0).click();
      await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "true");
      await expect(faq.getByText(first.intro)).toBeVisible();
      const point = stripParenthetical(first.point);
      await expect(faq.getByText(point, { exact: true })).toBeVisible();
      expect(point).not.toMatch(/[()]/);
      await expectNoAxeViolations(page);

      await triggers.nth(2).click();
      await expect(triggers.nth(2)).toHaveAttribute("aria-expanded", "true");
      await expect(triggers.nth(0)).toHaveAttribute("aria-expanded", "false");
      await expect(faq.getByText(first.intro)).toBeHidden();
      await expect(faq.getByText(copy.faq.items[2]!.intro)).toBeVisible();
      await expect(faq.getByText(stripParenthetical(copy.faq.items[2]!.point))).toBeVisible();

      await triggers.nth(2).click();
      for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute("aria-expanded", "false");
    });

    test("FAQPage structured data carries the five questions", async ({ request }) => {
      const html = await (await request.get(path)).text();
      const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
      const data = JSON.parse(json ?? "{}");
      expect(data["@type"]).toBe("FAQPage");
      expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(
        copy.faq.items.map((i) => stripParenthetical(i.question)),
      );
    });
  });
}

test("the home page links the services page", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: homeDe.hero.secondaryCta }).click();
  await expect(page).toHaveURL(/\/leistungen$/);
  await expect(page.locator("section#leistungen")).toBeAttached();
});
