import { overlay } from "../../content/overlay";

const whyUs = {
  meta: {
    title: "Warum Neutra Tech",
    description:
      "Strategie, Seniorität, Vision, Technologie, internationale Aufstellung und Integrität: sechs Gründe, warum Unternehmen und Investoren mit Neutra Tech zusammenarbeiten.",
  },
  hero: {
    eyebrow: "Warum Neutra Tech",
    title: "Sechs Gründe, warum Kunden mit uns zusammenarbeiten",
    intro:
      "Erfahrene Berater, die Strategie und Umsetzung zusammendenken, eingespielte Umsetzungsteams in der EU und eine Haltung, die auf langfristiges Vertrauen setzt: Das unterscheidet uns.",
  },
  pillsLabel: "Die sechs Gründe im Überblick",
  sections: {
    strategie: {
      pill: "Strategie",
      title: "Strategie vor Technologie",
      description:
        "Jedes Projekt beginnt bei Ihren Geschäftszielen, nicht beim Produktkatalog eines Herstellers. Wir übersetzen Wachstums-, Effizienz- und Exit-Ziele in eine IT-Roadmap mit klaren Prioritäten, Budgets und Meilensteinen.",
      bullets: [
        "Zielbild und Roadmap, abgestimmt mit Geschäftsführung und Fachbereichen",
        "Herstellerneutrale Empfehlung zwischen SAP, Odoo und ergänzenden Lösungen, ohne Provisionen von Softwareherstellern",
        "Business Case mit klaren Kennzahlen vor dem ersten Projekttag",
        "Entscheidungsvorlagen, die vor Geschäftsführung, Beirat und Investoren bestehen",
      ],
    },
    senioritaet: {
      pill: "Seniorität",
      title: "Erfahrene Berater vom Erstgespräch bis zum Go-live",
      description:
        "Wer Sie im Erstgespräch berät, bleibt bis zum Go-live für Sie zuständig. Unser Team verbindet Senior-Berater mit Big-4-Erfahrung mit Beratern aus Konzernen und dem Mittelstand, die Transformationen selbst verantwortet haben.",
      bullets: [
        "Senior-Berater mit Big-4-Erfahrung statt wechselnder Junior-Teams",
        "Ein fester Ansprechpartner, der Ihr Vorhaben von Anfang bis Ende begleitet",
        "Erfahrung aus SAP- und Odoo-Projekten, IT-Due-Diligences und Integrationen nach Zukäufen",
        "Gespräche auf Augenhöhe mit Geschäftsführung und Investoren",
      ],
    },
    vision: {
      pill: "Vision",
      title: "Über das nächste Release hinaus gedacht",
      description:
        "Wir planen Ihre Systeme für die Anforderungen von morgen: Wachstum, neue Standorte, Zukäufe, regulatorische Pflichten und KI. So vermeiden Sie teure Umbauten nach wenigen Jahren.",
      bullets: [
        "Zielarchitekturen, die Zukäufe und neue Standorte aufnehmen",
        "Klare Upgrade-Pfade, etwa von SAP ECC auf S/4HANA oder von älteren Odoo-Versionen auf Odoo 17",
        "Eine saubere Datenbasis, auf der KI-Anwendungen aufsetzen können",
        "Nachhaltigkeits- und Berichtspflichten von Anfang an mitgedacht",
      ],
    },
    technologie: {
      pill: "Technologie",
      title: "Tiefe Expertise in SAP, Odoo und KI",
      description:
        "Wir kennen die Plattformen, auf denen Ihr Geschäft läuft, bis in Prozesse und Daten hinein. Gemeinsam mit zertifizierten Partnern setzen wir um, was wir empfehlen, und verbinden ERP mit KI, wo es sich rechnet.",
      bullets: [
        "SAP S/4HANA, SAP ECC und RISE with SAP",
        "Odoo Community und Enterprise, Migration auf Odoo 17 zum Festpreis",
        "KI-Anwendungsfälle für Logistik, Handel, Energie und Fertigung",
        "Schnittstellen, Datenmigration und Integration bestehender Systeme",
      ],
    },
    international: {
      pill: "International",
      title: "Beratung in Deutschland, Umsetzung mit internationalen Teams",
      description:
        "Beratung und Projektsteuerung finden vor Ort in Deutschland statt, die technische Umsetzung übernehmen eingespielte internationale Partnerteams. So verbinden Sie Nähe und Verbindlichkeit mit Kapazität und Kosteneffizienz.",
      bullets: [
        "Bis zu 40\u00a0% geringere Kosten als mit Teams, die nur in Deutschland arbeiten",
        "24/7-Support für geschäftskritische SAP-Systeme im Servicepaket Max",
        "Rollouts für Standorte in Deutschland, Europa und darüber hinaus",
        "Mit Ihnen sprechen wir Deutsch oder Englisch; die Umsetzungsteams arbeiten auf Englisch",
      ],
    },
    integritaet: {
      pill: "Integrität",
      title: "Klare Aussagen, verlässliche Umsetzung",
      description:
        "Wir sagen Ihnen, was ein Vorhaben wirklich kostet und wie lange es dauert, auch wenn die Antwort unbequem ist. Wir empfehlen nur, was Ihrem Unternehmen nützt, und halten, was wir zusagen.",
      bullets: [
        "Transparente Kosten- und Zeitplanung ohne versteckte Nachträge",
        "Empfehlungen nach Ihrem Bedarf, nicht nach Lizenzumsätzen",
        "Vertraulicher Umgang mit Unternehmens- und Transaktionsdaten",
        "Antwort auf Ihre Anfrage innerhalb eines Arbeitstags, auf SAP-Anfragen innerhalb von 24\u00a0Stunden",
      ],
    },
  },
};

declare module "../types" {
  interface Namespaces {
    whyUs: typeof whyUs;
  }
}

export default overlay("de", "why-us", whyUs);
