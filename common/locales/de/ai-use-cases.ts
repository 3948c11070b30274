import { overlay } from "../../content/overlay";

/** Labels of the shared AI use-case template (app/features/ai-use-cases), the same on all four pages. */
const aiUseCases = {
  row: {
    label: "Anwendungsfälle, horizontal scrollbar",
    previous: "Vorheriger Anwendungsfall",
    next: "Nächster Anwendungsfall",
    open: "Details ansehen",
  },
  note: "Die Personen stehen stellvertretend für Rollen, mit denen wir arbeiten. Alle Kennzahlen sind Beispielwerte; was in Ihrem Unternehmen erreichbar ist, schätzen wir gemeinsam ein.",
  detail: {
    close: "Schließen",
    story: "Die Ausgangslage",
    pain: "Das Problem",
    solution: "Die Lösung",
    benefits: "Der Nutzen",
    benefitsNote: "Beispielwerte; die Wirkung hängt von Ausgangslage, Datenqualität und Umfang ab.",
    quote: "Beispiel: nach der Einführung",
    /** After the name and role under each quote: the personas are examples, not customers. */
    example: "Beispielperson",
    ready: {
      title: "Bereit für Ihren Anwendungsfall?",
      text: "In einer 30-minütigen Demo zeigen wir Ihnen, wie dieser Anwendungsfall mit Ihren Daten und Systemen aussehen kann, und schätzen gemeinsam Aufwand und Nutzen ein.",
      button: "Demo buchen",
    },
  },
};

declare module "../types" {
  interface Namespaces {
    aiUseCases: typeof aiUseCases;
  }
}

export default overlay("de", "ai-use-cases", aiUseCases);
