import {
  companySizes,
  contactForm,
  contactTimeframes,
  serviceInterests,
  type ContactForm as Values,
} from "#common/lead-schemas";
import { Field, fieldIds, Input, Select, Textarea } from "~/components/ui/field";
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
  const { form, onSubmit, sending, errorOf, t, honeypot } = useLeadForm<Values>({
    schema: contactForm,
    defaultValues,
    endpoint: "/api/leads",
    // Spec: interest and expectations both carry the chosen service.
    toPayload: (v) => ({ ...v, kind: "contact", interest: v.serviceInterest, expectations: v.serviceInterest }),
  });
  const { register } = form;
  const id = (field: string) => `${idPrefix}-${field}`;
  const req = { required: true, requiredLabel: t("requiredMark") };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="relative grid grid-cols-1 gap-5 md:grid-cols-2"
      aria-label={t("general.title")}
    >
      <Field id={id("name")} label={t("fields.name")} error={errorOf("name")} {...req}>
        <Input
          {...fieldIds(id("name"), errorOf("name"))}
          {...register("name")}
          autoComplete="name"
          required
          placeholder={t("placeholders.name")}
        />
      </Field>
      <Field id={id("company")} label={t("fields.company")} error={errorOf("company")} {...req}>
        <Input
          {...fieldIds(id("company"), errorOf("company"))}
          {...register("company")}
          autoComplete="organization"
          required
          placeholder={t("placeholders.company")}
        />
      </Field>
      <Field id={id("email")} label={t("fields.email")} error={errorOf("email")} {...req}>
        <Input
          {...fieldIds(id("email"), errorOf("email"))}
          {...register("email")}
          type="email"
          autoComplete="email"
          required
          placeholder={t("placeholders.email")}
        />
      </Field>
      <Field id={id("phone")} label={t("fields.phone")} error={errorOf("phone")}>
        <Input
          {...fieldIds(id("phone"), errorOf("phone"))}
          {...register("phone")}
          type="tel"
          autoComplete="tel"
          placeholder={t("placeholders.phone")}
        />
      </Field>
      <Field id={id("service")} label={t("fields.serviceInterest")} error={errorOf("serviceInterest")} {...req}>
        <Select {...fieldIds(id("service"), errorOf("serviceInterest"))} {...register("serviceInterest")} required>
          <option value="">{t("selectPlaceholder")}</option>
          {serviceInterests.map((v) => (
            <option key={v} value={v}>
              {t(`options.serviceInterest.${v}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={id("size")} label={t("fields.companySize")} error={errorOf("companySize")}>
        <Select {...fieldIds(id("size"), errorOf("companySize"))} {...register("companySize")}>
          <option value="">{t("selectPlaceholder")}</option>
          {companySizes.map((v) => (
            <option key={v} value={v}>
              {t(`options.companySize.${v}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={id("timeframe")} label={t("fields.timeframe")} error={errorOf("timeframe")} className="md:col-span-2">
        <Select {...fieldIds(id("timeframe"), errorOf("timeframe"))} {...register("timeframe")}>
          <option value="">{t("selectPlaceholder")}</option>
          {contactTimeframes.map((v) => (
            <option key={v} value={v}>
              {t(`options.contactTimeframe.${v}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={id("message")} label={t("fields.message")} error={errorOf("message")} className="md:col-span-2">
        <Textarea
          {...fieldIds(id("message"), errorOf("message"))}
          {...register("message")}
          className="min-h-[120px]"
          placeholder={t("placeholders.message")}
        />
      </Field>
      <Honeypot inputRef={honeypot} />
      <SubmitRow sending={sending} label={t("general.submit")} />
    </form>
  );
}
