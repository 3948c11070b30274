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
};

export default digitalTransformation;
