const aiLogistics = {
  meta: {
    title: "KI-Anwendungsfälle für die Logistik",
    description:
      "KI in der Logistik: Frachtaufträge, Zustellung, Tickets, Bestände und Retouren automatisieren, angebunden an SAP, TMS und WMS.",
  },
  hero: {
    eyebrow: "KI-Services · Logistik",
    title: "KI, die Ihrer Disposition Routinearbeit abnimmt",
    intro:
      "Frachtaufträge aus E-Mails erfassen, Zustellprobleme vorhersehen, Tickets vorsortieren, Bestände ausgleichen, Retouren beschleunigen: fünf Anwendungsfälle, die auf Ihren vorhandenen Systemen aufsetzen und in Wochen statt Jahren Wirkung zeigen.",
    bookDemo: "Demo buchen",
  },
};

export default aiLogistics;
