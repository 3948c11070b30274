import {
  companySizes,
  contactForm,
  contactTimeframes,
  serviceInterests,
  type ContactForm as Values,
} from "#common/lead-schemas";
import { ContactFields, SelectField, TextField } from "./fields";
import { Honeypot, SubmitRow } from "./form-parts";
import { useLeadForm } from "./use-lead-form";

const defaultValues: Values = {
  name: "",
  company: "",
  email: "",
  phone: "",
  serviceInterest: "" as Values["serviceInterest"],
  companySize: "",
  timeframe: "",
  message: "",
};

/** The general inquiry (/neutra-kontakt and the home page's #kontakt). */
export default function ContactFormView({ idPrefix = "contact" }: { idPrefix?: string }) {
  const { kit, onSubmit, sending, t, honeypot } = useLeadForm<Values>({
    schema: contactForm,
    defaultValues,
    endpoint: "/api/leads",
    // Spec: interest and expectations both carry the chosen service.
    toPayload: (v) => ({ ...v, kind: "contact", interest: v.serviceInterest, expectations: v.serviceInterest }),
    idPrefix,
  });
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="relative grid grid-cols-1 gap-5 md:grid-cols-2"
      aria-label={t("general.title")}
    >
      <ContactFields kit={kit} />
      <SelectField kit={kit} name="serviceInterest" values={serviceInterests} group="serviceInterest" required />
      <SelectField kit={kit} name="companySize" values={companySizes} group="companySize" />
      <SelectField
        kit={kit}
        name="timeframe"
        values={contactTimeframes}
        group="contactTimeframe"
        className="md:col-span-2"
      />
      <TextField kit={kit} name="message" multiline className="md:col-span-2" />
      <Honeypot inputRef={honeypot} />
      <SubmitRow sending={sending} label={t("general.submit")} />
    </form>
  );
}
