import { overlay } from "../../content/overlay";

const aiManufacturing = {
  meta: {
    title: "KI-Anwendungsfälle für die Fertigung",
    description:
      "KI in der Fertigung: Qualitätsprüfung, vorausschauende Instandhaltung, Produktionsplanung, Einkauf und Dokumentation, angebunden an SAP PM/QM und MES.",
  },
  /** Its link in the header menu (the route table's `menu`). */
  nav: "Fertigung",
  hero: {
    eyebrow: "KI-Services · Fertigung",
    title: "KI für eine Fertigung mit weniger Stillstand und Ausschuss",
    intro:
      "Von der visuellen Qualitätsprüfung über die vorausschauende Instandhaltung bis zur Produktionsplanung: Wir verbinden KI mit SAP PM/QM und Ihrem MES, damit Erkenntnisse direkt in Aufträgen und Maßnahmen landen.",
    bookDemo: "Demo buchen",
    toCases: "Anwendungsfälle ansehen",
  },
  cases: {
    title: "Fünf Anwendungsfälle aus der Fertigung",
    intro:
      "Von der Linie bis zum Einkauf: Wählen Sie einen Anwendungsfall, um Ausgangslage, Lösung und Nutzen im Detail zu sehen.",
  },
  integrations: {
    title: "Passt in Ihre Systemlandschaft",
    intro:
      "Die KI verbindet Daten aus Maschinen, MES und SAP und legt Ergebnisse dort an, wo Instandhaltung, Qualität und Planung heute schon arbeiten.",
    items: {
      sap: {
        title: "SAP PM, QM und PP",
        text: "Meldungen, Aufträge, Prüflose und Fertigungsaufträge lesen und anlegen, in SAP ECC und S/4HANA.",
      },
      mes: {
        title: "MES",
        text: "Auftragsstatus, Rückmeldungen und Feinplanung aus Ihrem Manufacturing Execution System.",
      },
      machines: {
        title: "Maschinen und Sensorik",
        text: "Steuerungsdaten über OPC UA und MQTT, Historians und nachgerüstete Sensoren.",
      },
      documents: {
        title: "Dokumente und PLM",
        text: "Handbücher, Arbeitsanweisungen und Zeichnungen aus DMS, PLM und Dateiablagen.",
      },
    },
  },
};

declare module "../types" {
  interface Namespaces {
    aiManufacturing: typeof aiManufacturing;
  }
}

export default overlay("de", "ai-manufacturing", aiManufacturing);
