import { LeadForm, type LeadFormSetup } from "./lead-form";

const setup: LeadFormSetup = {
  kind: "contact",
  endpoint: "/api/leads",
  // The payload carries the chosen service as `interest` and `expectations` too.
  toPayload: (v) => ({ ...v, kind: "contact", interest: v.serviceInterest, expectations: v.serviceInterest }),
  copy: "general",
  idPrefix: "contact",
};

/** The general inquiry (/neutra-kontakt and the home page's #kontakt). */
export default function ContactFormView({ idPrefix }: { idPrefix?: string }) {
  return <LeadForm setup={setup} idPrefix={idPrefix} />;
}
