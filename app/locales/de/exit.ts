const exit = {
  meta: {
    title: "Exit-Vorbereitung: Technologie als Teil der Equity Story",
    description:
      "Exit-Readiness für Portfoliounternehmen: IT- und ERP-Landschaft aufräumen, Werttreiber belegen und die Vendor Due Diligence vorbereiten.",
  },
  hero: {
    eyebrow: "Private Equity · Exit",
    title: "Eine Technologiebasis, die den Exit-Wert steigert",
    intro:
      "Käufer prüfen IT und Daten so genau wie die Zahlen. Wir bereiten Ihr Portfoliounternehmen vor: mit einer sauberen Systemlandschaft, belegten Effizienzgewinnen und einer Vendor Due Diligence, die Fragen beantwortet, bevor sie gestellt werden.",
  },
};

export default exit;
