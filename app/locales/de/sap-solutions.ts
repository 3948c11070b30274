const sapSolutions = {
  meta: {
    title: "SAP-Lösungen: AMS, S/4HANA-Migration, Branchen und KI",
    description:
      "SAP Application Management ab 2.500 EUR/Monat, S/4HANA-Migration, Branchenlösungen, SAP mit KI und Managementberatung, geliefert mit zertifizierten SAP-Partnern.",
  },
  hero: {
    eyebrow: "SAP-Services",
    title: "SAP-Lösungen mit strategischer Klarheit und verlässlicher Umsetzung",
    intro:
      "Wir verbinden Managementberatung mit der Umsetzungsstärke zertifizierter SAP-Partner: vom Application Management ab 2.500 EUR im Monat über die Migration auf S/4HANA bis zu KI-Anwendungen auf Ihren SAP-Daten, mit bis zu 40 % geringeren Kosten als rein deutsche Teams.",
  },
};

export default sapSolutions;
