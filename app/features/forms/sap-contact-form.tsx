import {
  sapContactForm,
  sapInterests,
  sapSystems,
  sapTimeframes,
  type SapContactForm as Values,
} from "#common/lead-schemas";
import { Field, fieldIds, Input, Select, Textarea } from "~/components/ui/field";
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
  const { form, onSubmit, sending, errorOf, t, honeypot } = useLeadForm<Values>({
    schema: sapContactForm,
    defaultValues,
    endpoint: "/api/send-contact-email",
    // Spec: the payload also carries currentVersion (= sapSystem) and expectations (= interest).
    toPayload: (v) => ({ ...v, currentVersion: v.sapSystem, expectations: v.interest }),
  });
  const { register } = form;
  const req = { required: true, requiredLabel: t("requiredMark") };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="relative grid grid-cols-1 gap-5 md:grid-cols-2"
      aria-label={t("sap.title")}
    >
      <Field id="sap-name" label={t("fields.name")} error={errorOf("name")} {...req}>
        <Input
          {...fieldIds("sap-name", errorOf("name"))}
          {...register("name")}
          autoComplete="name"
          required
          placeholder={t("placeholders.name")}
        />
      </Field>
      <Field id="sap-company" label={t("fields.company")} error={errorOf("company")} {...req}>
        <Input
          {...fieldIds("sap-company", errorOf("company"))}
          {...register("company")}
          autoComplete="organization"
          required
          placeholder={t("placeholders.company")}
        />
      </Field>
      <Field id="sap-email" label={t("fields.email")} error={errorOf("email")} {...req}>
        <Input
          {...fieldIds("sap-email", errorOf("email"))}
          {...register("email")}
          type="email"
          autoComplete="email"
          required
          placeholder={t("placeholders.email")}
        />
      </Field>
      <Field id="sap-phone" label={t("fields.phone")} error={errorOf("phone")}>
        <Input
          {...fieldIds("sap-phone", errorOf("phone"))}
          {...register("phone")}
          type="tel"
          autoComplete="tel"
          placeholder={t("placeholders.phone")}
        />
      </Field>
      <Field id="sap-interest" label={t("fields.interest")} error={errorOf("interest")} {...req}>
        <Select {...fieldIds("sap-interest", errorOf("interest"))} {...register("interest")} required>
          <option value="">{t("selectPlaceholder")}</option>
          {sapInterests.map((v) => (
            <option key={v} value={v}>
              {t(`options.interest.${v}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="sap-system" label={t("fields.sapSystem")} error={errorOf("sapSystem")}>
        <Select {...fieldIds("sap-system", errorOf("sapSystem"))} {...register("sapSystem")}>
          <option value="">{t("selectPlaceholder")}</option>
          {sapSystems.map((v) => (
            <option key={v} value={v}>
              {t(`options.sapSystem.${v}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="sap-timeframe" label={t("fields.timeframe")} error={errorOf("timeframe")} className="md:col-span-2">
        <Select {...fieldIds("sap-timeframe", errorOf("timeframe"))} {...register("timeframe")}>
          <option value="">{t("selectPlaceholder")}</option>
          {sapTimeframes.map((v) => (
            <option key={v} value={v}>
              {t(`options.sapTimeframe.${v}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="sap-message" label={t("fields.message")} error={errorOf("message")} className="md:col-span-2">
        <Textarea
          {...fieldIds("sap-message", errorOf("message"))}
          {...register("message")}
          className="min-h-[120px]"
          placeholder={t("placeholders.message")}
        />
      </Field>
      <Honeypot inputRef={honeypot} />
      <SubmitRow sending={sending} label={t("sap.submit")} />
    </form>
  );
}
