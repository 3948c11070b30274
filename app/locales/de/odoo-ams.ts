const odooAms = {
  meta: {
    title: "Odoo Application Management, Migration und Branchenlösungen",
    description:
      "Odoo-Betrieb mit festen Ansprechpartnern, Migration zum Festpreis und Branchenlösungen: Odoo-Services für den Mittelstand, beraten in Deutschland.",
  },
  hero: {
    eyebrow: "Odoo-Services",
    title: "Odoo, das zuverlässig läuft und mit Ihnen wächst",
    intro:
      "Wir betreuen Ihr Odoo im laufenden Betrieb, heben ältere Versionen zum Festpreis auf Odoo 17 und passen Branchenlösungen an Ihre Prozesse an. Die Beratung erfolgt vor Ort in Deutschland, die technische Umsetzung durch unser eingespieltes Partnerteam.",
  },
};

export default odooAms;
