import deCopy from "../../common/locales/de/sap-solutions";
import enCopy from "../../common/locales/en/sap-solutions";
import { site } from "../../common/config/site";
import { withFigures } from "../../app/lib/figure-variables";
import { expect, gotoHydrated, test } from "./fixtures";
import { expectFloatingThreshold, expectNoAxeViolations, expectSmoothScroll, normalize } from "./erp-helpers";

const languages = [
  {
    path: "/sap-services",
    copy: withFigures(deCopy, "de"),
    contact: "/sap/kontakt",
    price: "ab 2.500 EUR/Monat zzgl. USt.",
  },
  {
    path: "/en/sap-services",
    copy: withFigures(enCopy, "en"),
    contact: "/en/sap/kontakt",
    price: "from EUR 2,500/month excl. VAT",
  },
] as const;

for (const { path, copy, contact, price } of languages) {
  test.describe(path, () => {
    test("structure: value, Venn diagram with partner link, value model, five solution cards", async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.locator("h1")).toHaveText(copy.hero.title);

      const value = page.getByRole("region", { name: copy.value.title });
      await expect(value.getByRole("heading", { level: 3 })).toHaveText(copy.value.items.map((i) => i.title));

      const venn = page.getByRole("region", { name: copy.venn.title });
      await expect(venn.getByRole("img", { name: copy.venn.diagramLabel })).toBeVisible();
      await expect(venn.locator("[data-venn-part]")).toHaveCount(3);
      await expect(venn.getByRole("heading", { level: 3 })).toHaveText([
        copy.venn.parts.steering.label,
        copy.venn.parts.shared.label,
        copy.venn.parts.delivery.label,
      ]);
      const partner = venn.getByRole("link", { name: new RegExp(copy.venn.parts.delivery.link) });
      await expect(partner).toHaveAttribute("href", site.sapPartnerUrl);
      await expect(partner).toHaveAttribute("target", "_blank");
      await expect(partner).toHaveAttribute("rel", "noopener noreferrer");

      const model = page.getByRole("region", { name: copy.valueModel.title });
      await expect(model.locator("[data-value-card]")).toHaveCount(2);
      for (const [index, card] of copy.valueModel.cards.entries()) {
        await expect(model.locator("[data-value-card]").nth(index).getByRole("listitem")).toHaveCount(
          card.items.length,
        );
      }

      const modules = page.getByRole("region", { name: copy.solutions.title });
      await expect(modules).toHaveAttribute("id", "sap-solution-modules");
      await expect(modules.locator("[data-solution]")).toHaveCount(5);
      await expect(modules.getByRole("heading", { level: 3 })).toHaveText(
        ["ams", "migration", "industries", "ai", "consulting"].map(
          (key) => copy.solutions.items[key as keyof typeof copy.solutions.items].title,
        ),
      );
      expect(normalize(await modules.locator('[data-solution="ams"]').textContent())).toContain(price);
      const contactLinks = modules.getByRole("link", { name: new RegExp(copy.solutions.contactLink) });
      await expect(contactLinks).toHaveCount(4);
      for (const link of await contactLinks.all()) await expect(link).toHaveAttribute("href", contact);
      await expectNoAxeViolations(page);
    });

    test("the hero button scrolls smoothly to the solution modules", async ({ page }) => {
      await gotoHydrated(page, path);
      await expectSmoothScroll(
        page,
        page.getByRole("link", { name: copy.hero.cta }),
        page.locator("#sap-solution-modules"),
      );
    });

    test("AMS packages dialog: table, split feature list, way to the contact page; Escape and close button", async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      const trigger = page.getByRole("button", { name: copy.solutions.items.ams.button });
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: copy.packages.title });
      await expect(dialog).toBeVisible();
      const table = dialog.getByRole("table");
      await expect(table.getByRole("columnheader")).toHaveText(Object.values(copy.packages.columns));
      await expect(table.getByRole("rowheader")).toHaveText(["Lite", "Core", "Max"]);
      for (const [index, row] of copy.packages.rows.entries()) {
        const cells = table
          .getByRole("row")
          .nth(index + 1)
          .getByRole("cell");
        await expect(cells).toHaveText([row.support, row.hours, row.benefit, row.price]);
      }
      expect(normalize(await table.getByRole("row").nth(1).textContent())).toContain(price);
      // "Mo.–Fr." and the hours, explained once: no public holidays, German time.
      await expect(dialog.getByTestId("packages-hours-note")).toHaveText(copy.packages.hoursNote);
      const lists = dialog.locator("[data-feature-list]");
      await expect(lists).toHaveCount(2);
      await expect(lists.nth(0).getByRole("listitem")).toHaveText(copy.packages.features.slice(0, 3));
      await expect(lists.nth(1).getByRole("listitem")).toHaveText(copy.packages.features.slice(3));
      await expect(dialog.getByRole("link", { name: copy.packages.cta })).toHaveAttribute("href", contact);
      await expectNoAxeViolations(page, "dialog[open]");

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      await trigger.click();
      await dialog.getByRole("button", { name: copy.packages.close }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      await trigger.click();
      await dialog.getByRole("link", { name: copy.packages.cta }).click();
      await expect(page).toHaveURL(new RegExp(`${contact}$`));
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("floating SAP consulting button: hidden up to 10 %, visible beyond, leads to the SAP contact page", async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      const floating = page.getByRole("link", { name: copy.floating });
      await expectFloatingThreshold(page, floating, 0.1);
      await expect(floating).toHaveAttribute("href", contact);
      await floating.click();
      await expect(page).toHaveURL(new RegExp(`${contact}$`));
    });
  });
}
