const aiRetail = {
  meta: {
    title: "KI-Anwendungsfälle für den Handel",
    description:
      "KI im Handel: Nachfrageprognosen, Preisgestaltung, Sortiment, Kundenservice und Retouren, verbunden mit Kasse, ERP und Onlineshop.",
  },
  hero: {
    eyebrow: "KI-Services · Handel",
    title: "KI für einen Handel, der Nachfrage versteht",
    intro:
      "Genauere Prognosen pro Filiale, schnellere Antworten im Kundenservice, weniger Abschriften und Retouren: Wir bringen KI dorthin, wo Ihre Daten bereits liegen, in Kassensysteme, ERP und Onlineshop.",
  },
};

export default aiRetail;
