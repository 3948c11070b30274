import { LeadForm, type LeadFormSetup } from "./lead-form";

const setup: LeadFormSetup = {
  kind: "sap-contact",
  endpoint: "/api/send-contact-email",
  // The payload also carries the system as `currentVersion` and the interest as `expectations`.
  toPayload: (v) => ({ ...v, currentVersion: v.sapSystem, expectations: v.interest }),
  copy: "sap",
  idPrefix: "sap",
};

/** The SAP first-conversation form (/sap/kontakt). */
export default function SapContactFormView() {
  return <LeadForm setup={setup} />;
}
