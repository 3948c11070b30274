import { overlay } from "../../content/overlay";

const scheduling = {
  title: "Demo-Termin vereinbaren",
  description:
    "Wählen Sie einen freien 30-Minuten-Termin. Wir zeigen Ihnen den Anwendungsfall an Beispielen aus Ihrer Branche und besprechen, was in Ihrer Systemlandschaft möglich ist.",
  close: "Schließen",
};

declare module "../types" {
  interface Namespaces {
    scheduling: typeof scheduling;
  }
}

export default overlay("de", "scheduling", scheduling);
