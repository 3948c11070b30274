import { overlay } from "../../content/overlay";

const aiLogistics = {
  meta: {
    title: "KI-Anwendungsfälle für die Logistik",
    description:
      "KI in der Logistik: Frachtaufträge, Zustellung, Tickets, Bestände und Retouren automatisieren, angebunden an SAP, TMS und WMS.",
  },
  /** Its link in the header menu (the route table's `menu`). */
  nav: "Logistik",
  hero: {
    eyebrow: "KI-Services · Logistik",
    title: "KI, die Ihrer Disposition Routinearbeit abnimmt",
    intro:
      "Frachtaufträge aus E-Mails erfassen, Zustellprobleme vorhersehen, Tickets vorsortieren, Bestände ausgleichen, Retouren beschleunigen: fünf Anwendungsfälle, die auf Ihren vorhandenen Systemen aufsetzen und in Wochen statt Jahren Wirkung zeigen.",
    bookDemo: "Demo buchen",
    toCases: "Anwendungsfälle ansehen",
  },
  cases: {
    title: "Fünf Anwendungsfälle aus der Logistik",
    intro:
      "Von der Auftragserfassung bis zur Retoure: Wählen Sie einen Anwendungsfall, um Ausgangslage, Lösung und Nutzen im Detail zu sehen.",
  },
  integrations: {
    title: "Passt in Ihre Systemlandschaft",
    intro:
      "Sie müssen kein System ablösen. Die KI arbeitet mit den Daten, die heute schon fließen, und schreibt Ergebnisse dorthin zurück, wo Ihr Team arbeitet.",
    items: {
      files: {
        title: "Excel, CSV und E-Mail",
        text: "Aufträge, Listen und Anhänge so, wie sie heute ankommen. Kein Kunde muss sein Format ändern.",
      },
      sap: {
        title: "SAP ECC und S/4HANA",
        text: "Lesen und Buchen über Standardschnittstellen wie BAPI, IDoc und OData, einschließlich SAP TM und EWM.",
      },
      tms: {
        title: "TMS und WMS",
        text: "Anbindung Ihres Transport- und Lagerverwaltungssystems, ob Standardprodukt oder Eigenentwicklung.",
      },
      api: {
        title: "APIs und Dateiablagen",
        text: "REST-Schnittstellen, SFTP und Netzlaufwerke für Telematik, Partner und gewachsene Altsysteme.",
      },
    },
  },
};

declare module "../types" {
  interface Namespaces {
    aiLogistics: typeof aiLogistics;
  }
}

export default overlay("de", "ai-logistics", aiLogistics);
