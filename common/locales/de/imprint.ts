import { overlay } from "../../content/overlay";

const imprint = {
  meta: {
    title: "Impressum",
    description: "Impressum von Neutra Tech: Anbieterkennzeichnung nach § 5 DDG und Verantwortlicher nach § 18 MStV.",
  },
  hero: {
    eyebrow: "Rechtliches",
    title: "Impressum",
    intro:
      "Angaben zum Anbieter dieser Website nach § 5 Digitale-Dienste-Gesetz (DDG) und zum inhaltlich Verantwortlichen nach § 18 Abs. 2 Medienstaatsvertrag (MStV).",
  },
  provider: { title: "Angaben gemäß § 5 DDG" },
  representation: { title: "Vertreten durch", managingDirectors: "Geschäftsführung" },
  contact: { title: "Kontakt", phone: "Telefon (Zentrale)", email: "E-Mail" },
  register: { title: "Registereintrag", court: "Registergericht", number: "Registernummer" },
  vat: { title: "Umsatzsteuer-ID", label: "Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz" },
  responsible: { title: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV" },
  dispute: {
    title: "Verbraucherstreitbeilegung",
    text: "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
  },
  privacy: {
    title: "Datenschutz",
    text: "Wie wir personenbezogene Daten verarbeiten, erfahren Sie in unserer <privacy>Datenschutzerklärung</privacy>. Welche Cookies wir einsetzen und wie Sie Ihre Einwilligung verwalten, erläutert unsere <cookiePolicy>Cookie-Richtlinie</cookiePolicy>.",
  },
  newTab: "öffnet in einem neuen Tab",
};

declare module "../types" {
  interface Namespaces {
    imprint: typeof imprint;
  }
}

export default overlay("de", "imprint", imprint);
