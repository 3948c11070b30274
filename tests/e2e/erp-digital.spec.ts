import deCopy from "../../common/locales/de/digital-transformation";
import enCopy from "../../common/locales/en/digital-transformation";
import { site } from "../../common/config/site";
import { expect, gotoHydrated, test } from "./fixtures";
import { expectNoAxeViolations } from "./erp-helpers";

for (const [path, copy] of [
  ["/digital-transformation", deCopy],
  ["/en/digital-transformation", enCopy],
] as const) {
  test.describe(path, () => {
    test("title, lifecycle image with five captions, description, provider button", async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.locator("h1")).toHaveText(copy.hero.title);
      const lifecycle = page.getByRole("region", { name: copy.lifecycle.title.replace(/\u00ad/g, "") });
      const image = lifecycle.getByRole("button", { name: copy.lifecycle.imageLabel });
      await expect(image).toBeVisible();
      await expect(image.locator('svg[viewBox="0 0 640 250"]')).toHaveAttribute("width", "640");
      await expect(image.locator('svg[viewBox="0 0 640 250"]')).toHaveAttribute("height", "250");
      await expect(lifecycle.locator("figcaption [data-lifecycle-phase]")).toHaveCount(5);
      for (const phase of copy.lifecycle.phases) await expect(lifecycle.getByText(phase.text)).toBeVisible();
      for (const paragraph of copy.description.paragraphs) await expect(page.getByText(paragraph)).toBeVisible();
      await expect(page.getByRole("button", { name: copy.provider.button, exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("the image opens the provider modal; Escape closes it and focus returns to the image", async ({ page }) => {
      await gotoHydrated(page, path);
      const image = page.getByRole("button", { name: copy.lifecycle.imageLabel });
      await image.click();
      const dialog = page.getByRole("dialog", { name: copy.provider.title });
      await expect(dialog).toBeVisible();
      for (const paragraph of copy.provider.story) await expect(dialog.getByText(paragraph)).toBeVisible();
      await expect(dialog.locator("[data-expertise]")).toHaveText(copy.provider.expertise);
      const link = dialog.getByRole("link", { name: new RegExp(copy.provider.link) });
      await expect(link).toHaveAttribute("href", site.providerUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expectNoAxeViolations(page, "dialog[open]");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(image).toBeFocused();
    });

    test("the provider button opens the same modal; the close button returns focus to it", async ({ page }) => {
      await gotoHydrated(page, path);
      const button = page.getByRole("button", { name: copy.provider.button, exact: true });
      await button.click();
      const dialog = page.getByRole("dialog", { name: copy.provider.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator("[data-expertise]")).toHaveCount(5);
      await dialog.getByRole("button", { name: copy.provider.close }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  });
}
