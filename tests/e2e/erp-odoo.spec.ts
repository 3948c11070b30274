import type { Locator } from "@playwright/test";
import amsDe from "../../common/locales/de/odoo-ams";
import amsEn from "../../common/locales/en/odoo-ams";
import migDe from "../../common/locales/de/odoo-migration";
import migEn from "../../common/locales/en/odoo-migration";
import formsDe from "../../common/locales/de/forms";
import formsEn from "../../common/locales/en/forms";
import contactDe from "../../common/locales/de/contact";
import contactEn from "../../common/locales/en/contact";
import { withFigures } from "../../app/lib/figure-variables";
import { expect, gotoHydrated, test } from "./fixtures";
import { mailContaining } from "./mails";
import { expectFloatingThreshold, expectNoAxeViolations, expectSmoothScroll, normalize } from "./erp-helpers";

const ams = [
  {
    path: "/odoo-ams",
    copy: withFigures(amsDe, "de"),
    prefix: "",
    contactTitle: contactDe.hero.title,
    price: ["Festpreis 5.000 EUR zzgl. USt.", "ab 2.500 EUR/Monat zzgl. USt."],
  },
  {
    path: "/en/odoo-ams",
    copy: withFigures(amsEn, "en"),
    prefix: "/en",
    contactTitle: contactEn.hero.title,
    price: ["Fixed price EUR 5,000 excl. VAT", "from EUR 2,500/month excl. VAT"],
  },
] as const;

for (const { path: page_, copy, prefix, contactTitle, price } of ams) {
  test.describe(page_, () => {
    test("hero, three service cards of which only migration navigates, five reasons, closing call to action", async ({
      page,
    }) => {
      await gotoHydrated(page, page_);
      const hero = page.locator("main > section").first();
      await expect(hero.locator("h1")).toHaveText(copy.hero.title);
      await expect(hero.getByText(copy.hero.intro)).toBeVisible();
      await expect(hero.getByText(copy.hero.description)).toBeVisible();
      await expect(hero.getByRole("link", { name: copy.hero.cta })).toHaveAttribute("href", `${prefix}/neutra-kontakt`);

      const services = page.getByRole("region", { name: copy.services.title });
      await expect(services.locator("[data-odoo-service]")).toHaveCount(3);
      await expect(services.getByRole("heading", { level: 3 })).toHaveText([
        copy.services.items.migration.title,
        copy.services.items.ams.title,
        copy.services.items.industry.title,
      ]);
      const text = normalize(await services.textContent());
      for (const p of [...price, copy.services.items.industry.price]) expect(text).toContain(p);
      for (const key of ["migration", "ams", "industry"] as const) {
        await expect(services.getByText(copy.services.items[key].description)).toBeVisible();
      }
      await expect(services.getByRole("link")).toHaveCount(1);

      // "Learn more" on AMS and industry solutions unfolds details in place; the URL stays.
      for (const key of ["ams", "industry"] as const) {
        const card = services.locator(`[data-odoo-service="${key}"]`);
        const more = card.getByRole("button");
        // Both labels are in the page; the open state shows one.
        await expect(more).toHaveText(new RegExp(copy.services.learnMore), { useInnerText: true });
        await expect(card.getByText(copy.services.items[key].details[0]!)).toBeHidden();
        await more.click();
        await expect(page).toHaveURL(new RegExp(`${page_}$`));
        await expect(more).toHaveAttribute("aria-expanded", "true");
        await expect(card.getByRole("listitem")).toHaveCount(copy.services.items[key].details.length);
        await expect(card.getByText(copy.services.items[key].details[0]!)).toBeVisible();
        await expect(more).toHaveText(new RegExp(copy.services.showLess), { useInnerText: true });
      }

      const why = page.getByRole("region", { name: copy.why.title });
      await expect(why.locator("[data-why-point]")).toHaveCount(5);
      await expect(why.getByRole("heading", { level: 3 })).toHaveText(copy.why.points.map((p) => p.title));

      const closing = page.getByRole("region", { name: copy.closing.title });
      await expect(closing.getByRole("link", { name: copy.closing.button })).toHaveAttribute(
        "href",
        `${prefix}/neutra-kontakt`,
      );
      await expectNoAxeViolations(page);

      await services.getByRole("link", { name: new RegExp(copy.services.learnMore) }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/odoo-migration$`));
    });

    test("floating ERP consultation (default): hidden up to 20 %, then to the contact page, at its top", async ({
      page,
    }) => {
      await gotoHydrated(page, page_);
      const floating = page.getByRole("link", { name: copy.floating });
      await expectFloatingThreshold(page, floating, 0.2);
      await floating.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/neutra-kontakt$`));
      await expect(page.locator("h1")).toHaveText(contactTitle);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

/** A form control by its label, not confused by longer labels that start alike. */
function field(form: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return form.getByLabel(new RegExp(`^${escaped}( \\*.*)?$`));
}

const migration = [
  {
    path: "/odoo-migration",
    copy: withFigures(migDe, "de"),
    forms: formsDe,
    facts: ["5.000 EUR", "Festpreis zzgl. USt.", "3–4 Wochen", "7.0 → 17"],
  },
  {
    path: "/en/odoo-migration",
    copy: withFigures(migEn, "en"),
    forms: formsEn,
    facts: ["EUR 5,000", "excl. VAT", "3–4 weeks", "7.0 → 17"],
  },
] as const;

for (const { path: page_, copy, forms, facts } of migration) {
  test.describe(page_, () => {
    test("hero facts, benefits, four steps, delivery model, audience, then the lead form", async ({ page }) => {
      await gotoHydrated(page, page_);
      await expect(page.locator("h1")).toHaveText(copy.hero.title);
      const hero = page.locator("main > section").first();
      const heroText = normalize(await hero.textContent());
      for (const fact of facts) expect(heroText).toContain(fact);
      // What the fixed price covers, with the weeks of hypercare, and beside it what it does not.
      await expect(
        hero.getByRole("heading", { name: copy.hero.includesTitle }).locator("xpath=following-sibling::ul/li"),
      ).toHaveText([...copy.hero.includes, copy.hero.hypercare_other.replace("{{count}}", "2")]);
      await expect(hero.getByTestId("migration-audit")).toHaveText(copy.hero.audit);
      await expect(hero.getByTestId("migration-custom-code")).toHaveText(copy.hero.customCode);

      const benefits = page.getByRole("region", { name: copy.benefits.title });
      await expect(benefits.locator("[data-card]")).toHaveCount(3);
      await expect(benefits.getByRole("heading", { level: 3 })).toHaveText(copy.benefits.items.map((b) => b.title));

      const process = page.getByRole("region", { name: copy.process.title });
      await expect(process.locator("[data-process-step]")).toHaveCount(4);
      await expect(process.getByRole("heading", { level: 3 })).toHaveText(copy.process.steps.map((s) => s.title));

      const delivery = page.getByRole("region", { name: copy.delivery.title });
      await expect(delivery.locator("[data-delivery-item]")).toHaveCount(3);
      const audience = page.getByRole("region", { name: copy.audience.title });
      await expect(audience.locator("[data-audience-item]")).toHaveText(copy.audience.items);

      // The lead form is the last section of the page and its fieldsets use the card's full width.
      const formSection = page.locator("main > section").last();
      await expect(formSection).toHaveAttribute("id", "migration-form");
      const form = formSection.getByRole("form", { name: forms.migration.title });
      await expect(form).toBeVisible();
      const formWidth = (await form.boundingBox())!.width;
      for (const fieldset of await form.locator("fieldset").all()) {
        expect(Math.round((await fieldset.boundingBox())!.width)).toBe(Math.round(formWidth));
      }
      await expectNoAxeViolations(page);
    });

    test("the hero button scrolls smoothly to the form", async ({ page }) => {
      await gotoHydrated(page, page_);
      await expectSmoothScroll(page, page.getByRole("link", { name: copy.hero.cta }), page.locator("#migration-form"));
    });

    test("floating ERP consultation here scrolls to the form, which is then sent end to end", async ({ page }) => {
      await gotoHydrated(page, page_);
      const floating = page.getByRole("link", { name: copy.floating });
      await expectFloatingThreshold(page, floating, 0.2);
      await expectSmoothScroll(page, floating, page.locator("#migration-form"));
      await expect(page).toHaveURL(new RegExp(`${page_}$`));

      const form = page.getByRole("form", { name: forms.migration.title });
      const company = `ERP Floating E2E ${page_}`;
      const f = (label: string) => field(form, label);
      await f(forms.fields.currentVersion).selectOption("v12");
      await f(forms.fields.edition).selectOption("community");
      await f(forms.fields.activeUsers).selectOption("16-30");
      await f(forms.fields.customizations).selectOption("moderate");
      await f(forms.fields.datevIntegration).selectOption("planned");
      await f(forms.fields.modules).fill("Verkauf, Lager, Buchhaltung");
      await f(forms.fields.painPoints).fill("Keine Updates mehr");
      await f(forms.fields.expectations).fill("DATEV-Export ohne Nacharbeit");
      await f(forms.fields.timeframe).selectOption("flexible");
      await f(forms.fields.name).fill("Petra Beispiel");
      await f(forms.fields.company).fill(company);
      await f(forms.fields.email).fill("petra@beispiel.example");
      await f(forms.fields.phone).fill("30 1234567");
      const request = page.waitForRequest("**/api/leads");
      await form.getByRole("button", { name: forms.migration.submit }).click();
      expect((await request).postDataJSON()).toMatchObject({
        kind: "migration",
        currentVersion: "v12",
        countryCode: "+49",
        pageContext: page_,
      });
      await expect(page.getByText(forms.contact.success.title)).toBeVisible();
      await expect(f(forms.fields.company)).toHaveValue("");
      const mail = await mailContaining(company);
      expect(mail).toContain("+49 30 1234567");
    });
  });
}
