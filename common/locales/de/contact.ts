import { overlay } from "../../content/overlay";

const contact = {
  meta: {
    title: "Kontakt",
    description:
      "Nehmen Sie Kontakt mit Neutra Tech auf: Beratung zu Strategie, ERP-Auswahl und -Einführung, Migration, AMS und Prozessoptimierung.",
  },
  /** Its link in the header menu (the route table's `menu`). */
  nav: "Kontakt",
  hero: {
    eyebrow: "Kontakt",
    title: "Kontakt aufnehmen",
    intro:
      "Erzählen Sie uns, woran Sie arbeiten. Wir melden uns innerhalb eines Arbeitstags mit einer ersten Einschätzung und einem Vorschlag für das weitere Vorgehen.",
  },
  expect: {
    title: "Was Sie erwartet",
    points: [
      "Eine persönliche Antwort von einem erfahrenen Berater innerhalb eines Arbeitstags",
      "Ein kostenloses, unverbindliches Erstgespräch",
      "Klare Aussagen zu Aufwand, Kosten und Zeitplan",
      "Vertraulicher Umgang mit allen Angaben",
    ],
  },
};

declare module "../types" {
  interface Namespaces {
    contact: typeof contact;
  }
}

export default overlay("de", "contact", contact);
