const aiEnergy = {
  meta: {
    title: "KI-Anwendungsfälle für die Energiewirtschaft",
    description:
      "KI für Energieversorger und Netzbetreiber: Inspektion von Netzanlagen, Störungsmeldungen, Zählerdaten, Instandhaltungsplanung und regulatorisches Berichtswesen, angebunden an SAP IS-U.",
  },
  hero: {
    eyebrow: "KI-Services · Energie",
    title: "KI für Netze, Anlagen und Abrechnung",
    intro:
      "Netzbetreiber und Versorger stehen unter Kosten- und Regulierungsdruck. Wir setzen KI dort ein, wo sie sofort entlastet: bei der Anlageninspektion, der Störungsbearbeitung, der Prüfung von Zählerdaten, der Instandhaltungsplanung und im Berichtswesen.",
  },
};

export default aiEnergy;
