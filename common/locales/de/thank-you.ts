import { overlay } from "../../content/overlay";
import type { PageWithLeadForm } from "../../config/route-table";
import type { LeadKind } from "../../lead-schemas";

/** The page after a lead form sent without script (the script shows a notice in place instead). */
const thankYou = {
  metaTitle: "Vielen Dank für Ihre Anfrage",
  eyebrow: "Anfrage gesendet",
  title: "Vielen Dank für Ihre Anfrage!",
  /** What happens next: each form's one promise (docs/glossary.md). */
  text: {
    contact:
      "Ihre Anfrage ist bei uns eingegangen. Ein Berater meldet sich innerhalb eines Arbeitstags persönlich bei Ihnen.",
    "sap-contact":
      "Ihre Anfrage ist bei uns eingegangen. Ein SAP-Berater meldet sich innerhalb von 24\u00a0Stunden persönlich bei Ihnen.",
    migration:
      "Ihre Anfrage ist bei uns eingegangen. Wir melden uns innerhalb eines Arbeitstags mit einem Terminvorschlag für das kostenlose Code-Audit.",
  },
  /**
   * After a send that came without a valid solution of the spam check while the server requires
   * one (POW_REQUIRED): the page without script and the notice in the form. "{email}" becomes the
   * contact address as a link.
   */
  review: {
    title: "Ihre Anfrage ist eingegangen",
    text: "Ihr Browser konnte unsere Spam-Prüfung nicht ausführen. Deshalb leiten wir Ihre Anfrage nicht sofort weiter: Wir sehen sie zuerst von Hand durch, und die Antwortzeit des Formulars gilt für sie nicht. Eilt es, schreiben Sie uns bitte an {email}.",
  },
  back: {
    home: "Zurück zur Startseite",
    contact: "Zurück zur Kontaktseite",
    sapContact: "Zurück zum SAP-Erstgespräch",
    odooMigration: "Zurück zur Odoo-Migration",
  },
} satisfies { text: Record<LeadKind, string>; back: Record<PageWithLeadForm, string> } & Record<string, unknown>;

export default overlay("de", "thank-you", thankYou);
