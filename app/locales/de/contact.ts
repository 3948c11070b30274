const contact = {
  meta: {
    title: "Kontakt",
    description:
      "Nehmen Sie Kontakt mit Neutra Tech auf: Beratung zu Strategie, ERP-Auswahl und -Einführung, Migration, AMS und Prozessoptimierung.",
  },
  hero: {
    eyebrow: "Kontakt",
    title: "Kontakt aufnehmen",
    intro:
      "Erzählen Sie uns, woran Sie arbeiten. Wir melden uns zeitnah mit einer ersten Einschätzung und einem Vorschlag für das weitere Vorgehen.",
  },
};

export default contact;
