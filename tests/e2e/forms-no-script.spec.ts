import type { Locator, Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { formOnPage, localizePath, thankYouPaths, type PageWithLeadForm } from "../../common/config/route-table";
import formPostsDe from "../../common/locales/de/form-posts";
import formsDe from "../../common/locales/de/forms";
import thankYouDe from "../../common/locales/de/thank-you";
import formPostsEn from "../../common/locales/en/form-posts";
import formsEn from "../../common/locales/en/forms";
import thankYouEn from "../../common/locales/en/thank-you";
import { expect, test } from "./fixtures";
import { mailContaining } from "./mails";

/*
 * The lead forms with JavaScript off: the browser checks the constraint attributes first, a
 * native POST to the page itself is taken as a lead (stored, mailed with the "unverified" mark)
 * and answered 303 with the thank-you page; invalid input gets a 422 page naming each field, and
 * the back button returns to the form with every entry. Nothing typed reaches a URL.
 */
test.use({ javaScriptEnabled: false });

const copy = {
  de: { forms: formsDe, posts: formPostsDe, thankYou: thankYouDe },
  en: { forms: formsEn, posts: formPostsEn, thankYou: thankYouEn },
};

const forms: { path: string; lang: "de" | "en"; page: PageWithLeadForm }[] = [
  { path: "/neutra-kontakt", lang: "de", page: "contact" },
  { path: "/sap/kontakt", lang: "de", page: "sapContact" },
  { path: "/odoo-migration", lang: "de", page: "odooMigration" },
  { path: "/", lang: "de", page: "home" },
  { path: "/en/neutra-kontakt", lang: "en", page: "contact" },
  { path: "/en/sap/kontakt", lang: "en", page: "sapContact" },
  { path: "/en/odoo-migration", lang: "en", page: "odooMigration" },
  { path: "/en", lang: "en", page: "home" },
];

/** Fills every visible field with a valid, distinct value (choices: the first offered); returns the typed ones. */
async function fillValid(form: Locator, tag: string, email = `visitor-${tag}@secret-mail.example`) {
  const typed: string[] = [];
  const inputs = form.locator("input:not([tabindex='-1']):visible, textarea:visible");
  for (const [index, input] of (await inputs.all()).entries()) {
    const type = await input.getAttribute("type");
    const value = type === "email" ? email : type === "tel" ? `030 5550${index}` : `Geheim${index}${tag}`;
    await input.fill(value);
    typed.push(value);
  }
  for (const select of await form.locator("select:visible").all()) await select.selectOption({ index: 1 });
  return typed;
}

function expectNotInUrls(urls: string[], values: string[]) {
  for (const url of urls) for (const value of values) expect(decodeURIComponent(url)).not.toContain(value);
}

/** Each test is its own visitor (the server trusts the loopback proxy's X-Forwarded-For), so the rate limit stays per visitor. */
let visitor = 0;
async function asNewVisitor(page: Page) {
  visitor += 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${visitor}` });
}

for (const { path: formPath, lang, page: formPage } of forms) {
  const { forms: text, posts, thankYou } = copy[lang];

  test.describe(`${formPath} without JavaScript`, () => {
    test("the browser checks the fields first: an empty form is not sent", async ({ page }) => {
      await page.goto(formPath);
      const form = page.locator("main form").first();
      const posts: string[] = [];
      page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
      await form.locator('button[type="submit"]').click();
      await expect(form.locator("input:invalid").first()).toBeVisible();
      expect(await form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(false);
      expect(posts).toEqual([]);
    });

    test("sends the lead: 303 to the thank-you page, mailed with the unverified mark", async ({ page }) => {
      await asNewVisitor(page);
      const urls: string[] = [];
      page.on("request", (request) => urls.push(request.url()));
      await page.goto(formPath);
      const form = page.locator("main form").first();
      const tag = `${formPage}${lang}Ok`;
      const typed = await fillValid(form, tag);
      const [post] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        form.locator('button[type="submit"]').click(),
      ]);
      expect(post.status()).toBe(303);
      await page.waitForURL(`**${localizePath(thankYouPaths[formPage], lang)}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(thankYou.title);
      await expect(page.getByText(thankYou.text[formOnPage[formPage]])).toBeVisible();
      await expect(page.getByRole("link", { name: thankYou.back[formPage] })).toHaveAttribute("href", formPath);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      expectNotInUrls([...urls, page.url()], typed);

      const mail = await simpleParser(await mailContaining(`visitor-${tag}@secret-mail.example`));
      expect(mail.subject).toMatch(/^\[Ungeprüft\] /);
      expect(mail.text).toContain(`Gesendet von: ${formPath}`);
    });

    test("invalid input: 422 page naming the field; back returns to the form with every entry", async ({
      page,
      consoleLog,
    }) => {
      await asNewVisitor(page);
      const urls: string[] = [];
      page.on("request", (request) => urls.push(request.url()));
      await page.goto(formPath);
      const form = page.locator("main form").first();
      // The browser takes "name@host" as an address; the schema wants a domain with a dot.
      const typed = await fillValid(form, `${formPage}${lang}Bad`, "visitor@secret-mail");
      const [post] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        form.locator('button[type="submit"]').click(),
      ]);
      expect(post.status()).toBe(422);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts.invalid.title);
      await expect(page.getByRole("listitem")).toHaveText([
        `${text.fields.email}: ${text.neutraContact.validation.emailInvalid}`,
      ]);
      await expect(page.getByRole("link", { name: posts.invalid.link })).toHaveAttribute("href", formPath);
      const body = await page.locator("body").innerText();
      for (const value of typed) expect(body).not.toContain(value);

      await page.goBack();
      const back = page.locator("main form").first();
      await expect(back.locator('input[type="email"]')).toHaveValue("visitor@secret-mail");
      const values = await back
        .locator("input:not([tabindex='-1']):visible, textarea:visible")
        .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
      expect(values).toEqual(typed);
      expectNotInUrls([...urls, page.url()], typed);
      // Chromium reports the 422 document as a failed load; by now it has.
      expect(consoleLog.take(/status of 422/)).toHaveLength(1);
    });
  });
}
