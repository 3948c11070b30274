import {
  activeUserRanges,
  countryCodes,
  customizationLevels,
  datevOptions,
  defaultCountryCode,
  migrationForm,
  migrationTimeframes,
  odooEditions,
  odooVersions,
  type MigrationForm as Values,
} from "#common/lead-schemas";
import { Field, fieldIds, Input, Select, Textarea } from "~/components/ui/field";
import { Honeypot, SubmitRow } from "./form-parts";
import { useToday } from "~/lib/use-today";
import { useLeadForm } from "./use-lead-form";

const defaultValues = {
  currentVersion: "",
  edition: "",
  activeUsers: "",
  modules: "",
  customizations: "",
  datevIntegration: "",
  painPoints: "",
  expectations: "",
  timeframe: "",
  name: "",
  company: "",
  email: "",
  countryCode: defaultCountryCode,
  phone: "",
} as unknown as Values;

/** Quarters already over are not offered any more (the schema still accepts every spec value). */
export function openTimeframes(today: Date): (typeof migrationTimeframes)[number][] {
  const quarter = today.getFullYear() * 4 + Math.floor(today.getMonth() / 3);
  return migrationTimeframes.filter((value) => {
    const match = /^q([1-4])-(\d{4})$/.exec(value);
    return !match || Number(match[2]) * 4 + Number(match[1]) - 1 >= quarter;
  });
}

/** The fixed-price Odoo migration lead form (/odoo-migration); every field is required. */
export default function MigrationFormView() {
  const { form, onSubmit, sending, errorOf, t, honeypot } = useLeadForm<Values>({
    schema: migrationForm,
    defaultValues,
    endpoint: "/api/leads",
    toPayload: (v) => ({ ...v, kind: "migration" }),
  });
  const { register } = form;
  const today = useToday();
  const req = { required: true, requiredLabel: t("requiredMark") };
  const select = <K extends keyof Values>(
    field: K,
    id: string,
    values: readonly string[],
    group: "odooVersion" | "edition" | "activeUsers" | "customizations" | "datevIntegration" | "migrationTimeframe",
  ) => (
    <Field id={id} label={t(`fields.${field as "edition"}`)} error={errorOf(field as never)} {...req}>
      <Select {...fieldIds(id, errorOf(field as never))} {...register(field as never)} required>
        <option value="">{t("selectPlaceholder")}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`options.${group}.${v}` as never)}
          </option>
        ))}
      </Select>
    </Field>
  );
  const legend = "mb-4 text-base font-semibold text-ink-950";

  return (
    <form onSubmit={onSubmit} noValidate className="relative grid grid-cols-1 gap-8" aria-label={t("migration.title")}>
      <fieldset className="grid min-w-0 grid-cols-1 gap-5 md:grid-cols-2">
        <legend className={legend}>{t("migration.systemGroup")}</legend>
        {select("currentVersion", "mig-version", odooVersions, "odooVersion")}
        {select("edition", "mig-edition", odooEditions, "edition")}
        {select("activeUsers", "mig-users", activeUserRanges, "activeUsers")}
        {select("customizations", "mig-custom", customizationLevels, "customizations")}
        {select("datevIntegration", "mig-datev", datevOptions, "datevIntegration")}
        <Field
          id="mig-modules"
          label={t("fields.modules")}
          error={errorOf("modules")}
          className="md:col-span-2"
          {...req}
        >
          <Textarea
            {...fieldIds("mig-modules", errorOf("modules"))}
            {...register("modules")}
            required
            className="min-h-[80px]"
            placeholder={t("placeholders.modules")}
          />
        </Field>
      </fieldset>
      <fieldset className="grid min-w-0 grid-cols-1 gap-5 md:grid-cols-2">
        <legend className={legend}>{t("migration.projectGroup")}</legend>
        <Field
          id="mig-pain"
          label={t("fields.painPoints")}
          error={errorOf("painPoints")}
          className="md:col-span-2"
          {...req}
        >
          <Textarea
            {...fieldIds("mig-pain", errorOf("painPoints"))}
            {...register("painPoints")}
            required
            className="min-h-[100px]"
            placeholder={t("placeholders.painPoints")}
          />
        </Field>
        <Field
          id="mig-expectations"
          label={t("fields.expectations")}
          error={errorOf("expectations")}
          className="md:col-span-2"
          {...req}
        >
          <Textarea
            {...fieldIds("mig-expectations", errorOf("expectations"))}
            {...register("expectations")}
            required
            className="min-h-[100px]"
            placeholder={t("placeholders.expectations")}
          />
        </Field>
        {select("timeframe", "mig-timeframe", openTimeframes(today), "migrationTimeframe")}
      </fieldset>
      <fieldset className="grid min-w-0 grid-cols-1 gap-5 md:grid-cols-2">
        <legend className={legend}>{t("migration.contactGroup")}</legend>
        <Field id="mig-name" label={t("fields.name")} error={errorOf("name")} {...req}>
          <Input
            {...fieldIds("mig-name", errorOf("name"))}
            {...register("name")}
            autoComplete="name"
            required
            placeholder={t("placeholders.name")}
          />
        </Field>
        <Field id="mig-company" label={t("fields.company")} error={errorOf("company")} {...req}>
          <Input
            {...fieldIds("mig-company", errorOf("company"))}
            {...register("company")}
            autoComplete="organization"
            required
            placeholder={t("placeholders.company")}
          />
        </Field>
        <Field id="mig-email" label={t("fields.email")} error={errorOf("email")} className="md:col-span-2" {...req}>
          <Input
            {...fieldIds("mig-email", errorOf("email"))}
            {...register("email")}
            type="email"
            autoComplete="email"
            required
            placeholder={t("placeholders.email")}
          />
        </Field>
        <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 md:col-span-2">
          <Field id="mig-country" label={t("fields.countryCode")} error={errorOf("countryCode")} {...req}>
            <Select
              {...fieldIds("mig-country", errorOf("countryCode"))}
              {...register("countryCode")}
              required
              autoComplete="tel-country-code"
            >
              {countryCodes.map(({ code, country }) => (
                <option key={code} value={code}>
                  {`${code} ${country}`}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="mig-phone" label={t("fields.phone")} error={errorOf("phone")} {...req}>
            <Input
              {...fieldIds("mig-phone", errorOf("phone"))}
              {...register("phone")}
              type="tel"
              autoComplete="tel-national"
              required
              placeholder={t("placeholders.phone")}
            />
          </Field>
        </div>
      </fieldset>
      <Honeypot inputRef={honeypot} />
      <SubmitRow sending={sending} label={t("migration.submit")} />
    </form>
  );
}
