import {
  sapContactForm,
  sapInterests,
  sapSystems,
  sapTimeframes,
  type SapContactForm as Values,
} from "#common/lead-schemas";
import { ContactFields, SelectField, TextField } from "./fields";
import { Honeypot, SubmitRow } from "./form-parts";
import { useLeadForm } from "./use-lead-form";

const defaultValues: Values = {
  name: "",
  company: "",
  email: "",
  phone: "",
  interest: "" as Values["interest"],
  sapSystem: "",
  timeframe: "",
  message: "",
};

/** The SAP first-conversation form (/sap/kontakt); posts to the `send-contact-email` function. */
export default function SapContactFormView() {
  const { kit, onSubmit, sending, t, honeypot } = useLeadForm<Values>({
    schema: sapContactForm,
    defaultValues,
    endpoint: "/api/send-contact-email",
    // Spec: the payload also carries currentVersion (= sapSystem) and expectations (= interest).
    toPayload: (v) => ({ ...v, currentVersion: v.sapSystem, expectations: v.interest }),
    idPrefix: "sap",
  });
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="relative grid grid-cols-1 gap-5 md:grid-cols-2"
      aria-label={t("sap.title")}
    >
      <ContactFields kit={kit} />
      <SelectField kit={kit} name="interest" values={sapInterests} group="interest" required />
      <SelectField kit={kit} name="sapSystem" values={sapSystems} group="sapSystem" />
      <SelectField kit={kit} name="timeframe" values={sapTimeframes} group="sapTimeframe" className="md:col-span-2" />
      <TextField kit={kit} name="message" multiline className="md:col-span-2" />
      <Honeypot inputRef={honeypot} />
      <SubmitRow sending={sending} label={t("sap.submit")} />
    </form>
  );
}
