import { expect, test } from "./fixtures";

/*
 * The lead forms with JavaScript off (or before their script is live): a native submit goes out
 * as POST to the page itself, so nothing typed lands in a URL, the history or a proxy log. The
 * server answers with a page in the visitor's language that says the enquiry was not sent.
 */
test.use({ javaScriptEnabled: false });

const forms = [
  { path: "/neutra-kontakt", lang: "de", title: "Ihre Anfrage wurde nicht gesendet" },
  { path: "/sap/kontakt", lang: "de", title: "Ihre Anfrage wurde nicht gesendet" },
  { path: "/odoo-migration", lang: "de", title: "Ihre Anfrage wurde nicht gesendet" },
  { path: "/", lang: "de", title: "Ihre Anfrage wurde nicht gesendet" },
  { path: "/en/neutra-kontakt", lang: "en", title: "Your enquiry has not been sent" },
  { path: "/en/sap/kontakt", lang: "en", title: "Your enquiry has not been sent" },
  { path: "/en/odoo-migration", lang: "en", title: "Your enquiry has not been sent" },
  { path: "/en", lang: "en", title: "Your enquiry has not been sent" },
] as const;

for (const { path, lang, title } of forms) {
  test(`${path}: a submit without JavaScript is a POST; no entry reaches a URL`, async ({ page, consoleLog }) => {
    const urls: string[] = [];
    page.on("request", (request) => urls.push(request.url()));
    await page.goto(path);
    const form = page.locator("main form").first();
    // A distinct value in every text field the form has.
    const values: string[] = [];
    const inputs = form.locator("input:not([type=hidden]):not([tabindex='-1']):visible, textarea:visible");
    for (const [index, input] of (await inputs.all()).entries()) {
      const type = await input.getAttribute("type");
      const value = type === "email" ? `visitor${index}@secret-mail.example` : `Geheim${index}Wert`;
      await input.fill(value);
      values.push(value);
    }
    expect(values.length).toBeGreaterThanOrEqual(4);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.isNavigationRequest() && r.method() === "POST"),
      form.locator('button[type="submit"]').click(),
    ]);
    await page.waitForLoadState();
    consoleLog.take(/status of 422/);
    expect(request.url()).toBe(new URL(path, page.url()).href);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(
      page.getByRole("link", { name: lang === "de" ? "Zur Formularseite" : "Back to the form page" }),
    ).toHaveAttribute("href", path);
    for (const url of [...urls, page.url()]) {
      for (const value of values) expect(decodeURIComponent(url)).not.toContain(value);
    }
    // The page the server writes does not repeat anything the visitor typed either.
    const text = await page.locator("body").innerText();
    for (const value of values) expect(text).not.toContain(value);
  });
}
