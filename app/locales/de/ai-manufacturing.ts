const aiManufacturing = {
  meta: {
    title: "KI-Anwendungsfälle für die Fertigung",
    description:
      "KI in der Fertigung: Qualitätsprüfung, vorausschauende Instandhaltung, Produktionsplanung, Einkauf und Dokumentation, angebunden an SAP PM/QM und MES.",
  },
  hero: {
    eyebrow: "KI-Services · Fertigung",
    title: "KI für eine Fertigung mit weniger Stillstand und Ausschuss",
    intro:
      "Von der visuellen Qualitätsprüfung über die vorausschauende Instandhaltung bis zur Produktionsplanung: Wir verbinden KI mit SAP PM/QM und Ihrem MES, damit Erkenntnisse direkt in Aufträgen und Maßnahmen landen.",
  },
};

export default aiManufacturing;
