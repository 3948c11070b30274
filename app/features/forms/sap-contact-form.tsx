import { LeadForm, type LeadFormSetup } from "./lead-form";

const setup: LeadFormSetup = {
  kind: "sap-contact",
  copy: "sap",
  idPrefix: "sap",
};

/** The SAP first-conversation form (/sap/kontakt). */
export default function SapContactFormView() {
  return <LeadForm setup={setup} />;
}
