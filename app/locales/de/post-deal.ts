const postDeal = {
  meta: {
    title: "Post-Deal: Wertsteigerung durch ERP, Prozesse und KI",
    description:
      "Nach dem Closing: ERP-Einführung, Prozessoptimierung, KI-Integration und Change Management für messbare Ergebnisse innerhalb von 12 bis 18 Monaten.",
  },
  hero: {
    eyebrow: "Private Equity · Post-Deal",
    title: "Wertsteigerung nach dem Closing, messbar in 12 bis 18 Monaten",
    intro:
      "Wir setzen die Hebel aus der Due Diligence um: eine tragfähige ERP-Plattform, schlanke Prozesse, KI dort, wo sie Arbeit abnimmt, und ein Change Management, das die Organisation mitnimmt.",
  },
};

export default postDeal;
