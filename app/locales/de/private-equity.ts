const privateEquity = {
  meta: {
    title: "Private Equity: IT-Due-Diligence, Wertsteigerung und Exit-Vorbereitung",
    description:
      "IT- und ERP-Expertise für Private-Equity-Investoren: technische Due Diligence vor dem Deal, Wertsteigerung nach dem Closing und eine belastbare Equity Story zum Exit.",
  },
  hero: {
    eyebrow: "Private Equity",
    title: "IT als Werttreiber über den gesamten Investitionszyklus",
    intro:
      "Wir unterstützen Investoren und ihre Portfoliounternehmen vom ersten Blick in die IT-Landschaft bis zum Exit: mit belastbaren Befunden vor dem Signing, schnellen ERP- und KI-Hebeln nach dem Closing und einer Technologiebasis, die Käufer überzeugt.",
  },
};

export default privateEquity;
