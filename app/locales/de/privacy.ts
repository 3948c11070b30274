const privacy = {
  meta: {
    title: "Datenschutzerklärung",
    description:
      "Wie Neutra Tech personenbezogene Daten auf dieser Website verarbeitet: Kontaktanfragen, Server-Protokolle, Einwilligungen und Ihre Rechte nach der DSGVO.",
  },
  hero: {
    eyebrow: "Rechtliches",
    title: "Datenschutzerklärung",
    intro:
      "Der Schutz Ihrer Daten ist uns wichtig. Hier erläutern wir, welche personenbezogenen Daten wir beim Besuch dieser Website und bei Kontaktanfragen verarbeiten, auf welcher Rechtsgrundlage und welche Rechte Sie haben.",
  },
};

export default privacy;
