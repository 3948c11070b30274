import { LeadForm, type LeadFormSetup } from "./lead-form";

const setup: LeadFormSetup = {
  kind: "contact",
  copy: "general",
  idPrefix: "contact",
};

/** The general inquiry (/neutra-kontakt and the home page's #kontakt). */
export default function ContactFormView({ idPrefix }: { idPrefix?: string }) {
  return <LeadForm setup={setup} idPrefix={idPrefix} />;
}
