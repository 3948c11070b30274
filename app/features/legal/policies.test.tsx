/**
 * The privacy and cookie policies state what the configuration switches on (the build's
 * variables, common/config/server-facts.ts and SITE_LEGAL_*): each setting on and off, in both
 * languages, and the paragraph follows.
 */
import { cleanup, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { counterDeletionHours } from "#common/config/ip-counters";

type Lang = "de" | "en";

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

/** The page's text as built with these variables. */
async function policyText(page: "privacy" | "cookiePolicy", lang: Lang, env: Record<string, string> = {}) {
  vi.resetModules();
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { i18nByLang } = await import("~/i18n/instances");
  const { default: Page } = (await import(page === "privacy" ? "~/pages/privacy" : "~/pages/cookie-policy")) as {
    default: ComponentType;
  };
  const path = lang === "de" ? "/" : "/en/";
  const router = createMemoryRouter([{ path, element: <Page /> }], { initialEntries: [path] });
  const { container } = render(
    <I18nextProvider i18n={i18nByLang[lang]}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return container.textContent.replace(/\s+/g, " ");
}

/** A phrase of each statement, per language: present exactly when its setting is on. */
const statements: {
  name: string;
  on: Record<string, string>;
  off: Record<string, string>;
  phrase: Record<Lang, string>;
}[] = [
  {
    name: "consent record on the server (CONSENT_LOG)",
    on: { CONSENT_LOG: "on" },
    off: { CONSENT_LOG: "off" },
    phrase: {
      de: "übermittelt Ihr Browser Ihre Entscheidung auch an unseren Server",
      en: "your browser also sends your decision to our server",
    },
  },
  {
    name: "consent decision only in the browser (CONSENT_LOG off)",
    on: { CONSENT_LOG: "off" },
    off: { CONSENT_LOG: "on" },
    phrase: { de: "an unseren Server übermitteln wir sie nicht", en: "we do not send it to our server" },
  },
  {
    name: "visitor statistics (ANALYTICS)",
    on: { ANALYTICS: "on" },
    off: { ANALYTICS: "off" },
    phrase: { de: "Besucherstatistik ohne Cookies", en: "Visitor statistics without cookies" },
  },
  {
    name: "the CRM as a recipient (WEBHOOK_URL)",
    on: { WEBHOOK_URL: "https://crm.example/hook" },
    off: { WEBHOOK_URL: "" },
    phrase: { de: "Kundenbeziehungen verwalten (CRM-System)", en: "manage our customer relationships (CRM system)" },
  },
  {
    name: "proof-of-work required (POW_REQUIRED)",
    on: { POW_REQUIRED: "on" },
    off: { POW_REQUIRED: "off" },
    phrase: { de: "behandeln wir sie wie Spam", en: "we treat it as spam" },
  },
  {
    name: "proof-of-work not required (POW_REQUIRED off)",
    on: { POW_REQUIRED: "off" },
    off: { POW_REQUIRED: "on" },
    phrase: { de: "leiten wir sie mit einem Hinweis darauf weiter", en: "we forward it with a note saying so" },
  },
  {
    name: "the data protection officer (SITE_LEGAL_DPO)",
    on: { SITE_LEGAL_DPO: "Dr. Dana Schutz, dsb@beispiel.example" },
    off: { SITE_LEGAL_DPO: "" },
    phrase: {
      de: "Datenschutzbeauftragten erreichen Sie unter: Dr. Dana Schutz, dsb@beispiel.example",
      en: "data protection officer at: Dr. Dana Schutz, dsb@beispiel.example",
    },
  },
];

describe.each(["de", "en"] as const)("the privacy policy follows the configuration (%s)", (lang) => {
  for (const statement of statements) {
    it(`${statement.name}: stated when on, not when off`, async () => {
      expect(await policyText("privacy", lang, statement.on)).toContain(statement.phrase[lang]);
      expect(await policyText("privacy", lang, statement.off)).not.toContain(statement.phrase[lang]);
    });
  }

  it("states the retention the server applies, for leads and for spam, and what a customer relationship changes", async () => {
    const text = await policyText("privacy", lang, { LEAD_RETENTION_DAYS: "400", SPAM_RETENTION_DAYS: "14" });
    expect(text).toContain(lang === "de" ? "nach Ablauf von 400 Tagen ab ihrem Eingang" : "400 days after it arrived");
    expect(text).toContain(lang === "de" ? "bereits nach 14 Tagen" : "spam after 14 days");
    expect(text).toContain(
      lang === "de" ? "Wird aus Ihrer Anfrage eine Geschäftsbeziehung" : "leads to a business relationship",
    );
    expect(await policyText("privacy", lang, { SPAM_RETENTION_DAYS: "1" })).toContain(
      lang === "de" ? "bereits nach 1 Tag." : "spam after 1 day.",
    );
    // Whole years read as years: the default three, and one.
    expect(await policyText("privacy", lang)).toContain(lang === "de" ? "von 3 Jahren ab" : "3 years after it arrived");
    expect(await policyText("privacy", lang, { LEAD_RETENTION_DAYS: "365" })).toContain(
      lang === "de" ? "von einem Jahr ab" : "one year after it arrived",
    );
  });

  it("calls the rate limits' hash of the IP address pseudonymised and states when it is deleted, in hours from the code", async () => {
    const text = await policyText("privacy", lang, { CONSENT_LOG: "on", ANALYTICS: "on" });
    const hours = (count: number) => (lang === "de" ? `${count} Stunden` : `${count} hours`);
    expect(counterDeletionHours).toEqual({ leads: 30, visits: 7 });
    const forms =
      lang === "de" ? "(pseudonymisiert), den wir nach spätestens " : "(pseudonymised), which we delete after ";
    expect(text).toContain(`${forms}${hours(counterDeletionHours.leads)}`);
    // The statistics' and the consent log's counters.
    expect(
      text.split(`${lang === "de" ? "nach spätestens" : "after"} ${hours(counterDeletionHours.visits)}`),
    ).toHaveLength(3);
    expect(text).not.toMatch(/\{\{\w+\}\}/);
  });

  it("names the processors with their country in the page's language", async () => {
    const text = await policyText("privacy", lang, {
      SITE_LEGAL_HOSTING_PROVIDER: "Beispiel-Hosting GmbH, Weg 1, 10115 Berlin, DE",
      SITE_LEGAL_MAIL_PROVIDER: "Example Mail Ltd, 1 Road, Dublin, IE",
    });
    expect(text).toContain(lang === "de" ? "Weg 1, 10115 Berlin, Deutschland" : "Weg 1, 10115 Berlin, Germany");
    expect(text).toContain(lang === "de" ? "1 Road, Dublin, Irland" : "1 Road, Dublin, Ireland");
  });

  it("names every page that offers the scheduling calendar: the four AI use-case pages", async () => {
    const text = await policyText("privacy", lang);
    expect(text).toContain(
      lang === "de"
        ? "auf unseren Seiten zu KI-Anwendungsfällen in Logistik, Handel, Energiewirtschaft und Fertigung"
        : "on our pages about AI use cases in logistics, retail, the energy sector and manufacturing",
    );
  });

  it("the cookie policy says where the consent decision goes, as the privacy policy does", async () => {
    const toServer =
      lang === "de"
        ? "übermittelt Ihr Browser Ihre Entscheidung außerdem an unseren Server"
        : "your browser also sends your decision to our server";
    const stays = lang === "de" ? "an unseren Server wird dabei nichts übertragen" : "nothing is sent to our server";
    const on = await policyText("cookiePolicy", lang, { CONSENT_LOG: "on" });
    expect(on).toContain(toServer);
    expect(on).not.toContain(stays);
    const off = await policyText("cookiePolicy", lang, { CONSENT_LOG: "off" });
    expect(off).toContain(stays);
    expect(off).not.toContain(toServer);
  });
});
