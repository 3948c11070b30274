const whyUs = {
  meta: {
    title: "Warum Neutra Tech",
    description:
      "Strategie, Seniorität, Vision, Technologie, internationale Aufstellung und Integrität: sechs Gründe, warum Unternehmen und Investoren mit Neutra Tech arbeiten.",
  },
  hero: {
    eyebrow: "Warum Neutra Tech",
    title: "Sechs Gründe, warum Kunden mit uns arbeiten",
    intro:
      "Erfahrene Berater, die Strategie und Umsetzung zusammendenken, eine internationale Lieferfähigkeit und eine Haltung, die auf langfristiges Vertrauen setzt: Das unterscheidet uns.",
  },
};

export default whyUs;
