import { overlay } from "../../content/overlay";

const digitalTransformation = {
  meta: {
    title: "Digitale Transformation entlang des Anlagenlebenszyklus",
    description:
      "Digitalisierung von der Errichtung (EPC) bis zum Betrieb (O&M): durchgängige Daten und Prozesse für Energie- und Industrieunternehmen.",
  },
  hero: {
    eyebrow: "Digitale Transformation",
    title: "Digitalisierung vom Bau bis zum Betrieb",
    intro:
      "Zwischen Errichtung und Betrieb einer Anlage gehen heute viele Daten verloren. Wir schaffen durchgängige Prozesse und Systeme von EPC bis O&M, damit Planung, Bau, Inbetriebnahme und Instandhaltung auf derselben Datengrundlage arbeiten.",
  },
  lifecycle: {
    title: "Der Anlagen\u00adlebenszyklus von EPC bis O&M",
    imageLabel:
      "Grafik des Anlagenlebenszyklus von EPC bis O&M auf einer durchgängigen Datengrundlage: Wer ist der Anbieter?",
    dataLine: "Eine durchgängige Datengrundlage",
    epc: "EPC",
    om: "O&M",
    phases: [
      { title: "Engineering", text: "Planung und Auslegung der Anlage, technische Dokumentation" },
      { title: "Beschaffung", text: "Komponenten, Lieferanten und Verträge" },
      { title: "Bau", text: "Montage, Baufortschritt und Qualitätsnachweise" },
      { title: "Inbetriebnahme", text: "Tests, Abnahme und Übergabe an den Betrieb" },
      { title: "Betrieb & Instandhaltung", text: "Wartung, Störungen und Optimierung über Jahrzehnte" },
    ],
  },
  description: {
    title: "Warum die Übergabe zwischen Bau und Betrieb entscheidet",
    paragraphs: [
      "In der EPC-Phase entstehen Tausende Dokumente, Stücklisten und Prüfprotokolle. Beim Übergang in den Betrieb landen sie häufig als PDF-Sammlung auf einem Laufwerk, und die Instandhaltung baut Equipment-Stammdaten, Wartungspläne und Ersatzteillisten mühsam neu auf.",
      "Wir verbinden Engineering-, Projekt- und ERP-Systeme so, dass jede Anlage mit vollständigen Stammdaten in den Betrieb geht. Das verkürzt die Inbetriebnahme, senkt Ausfallzeiten und macht Instandhaltungskosten von Anfang an planbar.",
    ],
  },
  provider: {
    button: "Wer ist der Anbieter?",
    title: "Wer ist der Anbieter?",
    story: [
      "Neutra Tech ist eine Beratung für digitale Transformation mit Sitz in Deutschland. Unser Team hat SAP-Projekte bei Energieversorgern und Industrieunternehmen verantwortet und dabei immer wieder dasselbe Muster gesehen: Wertvolle Daten aus Planung und Bau erreichen den Betrieb nur lückenhaft.",
      "Deshalb denken wir Digitalisierung über den gesamten Lebenszyklus: Ob Windpark, Umspannwerk oder Produktionslinie, jede Anlage soll vom ersten Engineering-Dokument bis zur letzten Wartung auf einer gemeinsamen Datengrundlage laufen.",
    ],
    expertiseTitle: "Unsere Expertise",
    expertise: [
      "SAP-ERP-Einführung und -Support",
      "Digitalstrategie für Energieunternehmen",
      "Asset Management",
      "Prozessoptimierung",
      "Nachhaltige Technologieberatung",
    ],
    link: "Zur Website von Neutra Tech",
    newTab: "(öffnet in neuem Tab)",
    close: "Dialog schließen",
  },
};

declare module "../types" {
  interface Namespaces {
    digitalTransformation: typeof digitalTransformation;
  }
}

export default overlay("de", "digital-transformation", digitalTransformation);
