const preDeal = {
  meta: {
    title: "Pre-Deal: IT-Due-Diligence in vier Wochen",
    description:
      "Technische und ERP-Due-Diligence vor dem Signing: Risiken, Investitionsbedarf und Wertsteigerungspotenziale der IT-Landschaft in vier Wochen bewertet.",
  },
  hero: {
    eyebrow: "Private Equity · Pre-Deal",
    title: "IT-Due-Diligence, die Ihre Investitionsentscheidung trägt",
    intro:
      "In vier Wochen bewerten wir IT-Landschaft, ERP-Systeme und Organisation des Zielunternehmens. Sie erhalten klare Antworten auf Risiken, notwendige Investitionen und das Wertsteigerungspotenzial, das sich im Business Case abbilden lässt.",
  },
};

export default preDeal;
