const services = {
  meta: {
    title: "Leistungen: Strategie, ERP- und KI-Umsetzung, Betrieb",
    description:
      "Von der Strategie über die Einführung von SAP, Odoo und KI bis zum Betrieb: unsere Leistungen für Energie, Industrie und Mittelstand im Überblick.",
  },
  hero: {
    eyebrow: "Leistungen",
    title: "Von der Strategie bis zum stabilen Betrieb",
    intro:
      "Wir begleiten Ihre Transformation durchgängig: Wir klären Ziele und Architektur, setzen ERP- und KI-Lösungen um und betreiben und verbessern Ihre Systeme danach, mit einem verantwortlichen Ansprechpartner über alle Phasen.",
  },
};

export default services;
