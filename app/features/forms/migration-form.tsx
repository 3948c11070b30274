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
import { SelectField, TextField } from "./fields";
import { Honeypot, SubmitRow } from "./form-parts";
import { useToday } from "~/lib/use-today";
import { migrationDraftKey, useFormDraft } from "./use-form-draft";
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

/** The project answers kept as a draft with functional consent; never the contact details. */
const draftFields = [
  "currentVersion",
  "edition",
  "activeUsers",
  "modules",
  "customizations",
  "datevIntegration",
  "painPoints",
  "expectations",
  "timeframe",
] as const;

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
  const { kit, onSubmit, sending, t, honeypot, form } = useLeadForm<Values>({
    schema: migrationForm,
    defaultValues,
    endpoint: "/api/leads",
    toPayload: (v) => ({ ...v, kind: "migration" }),
    idPrefix: "mig",
  });
  useFormDraft(form, migrationDraftKey, [...draftFields]);
  const today = useToday();
  const legend = "mb-4 text-base font-semibold text-ink-950";
  const group = "grid min-w-0 grid-cols-1 gap-5 md:grid-cols-2";
  const wide = "md:col-span-2";

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="relative grid grid-cols-1 gap-8"
      aria-label={t("migration.title")}
    >
      <fieldset className={group}>
        <legend className={legend}>{t("migration.systemGroup")}</legend>
        <SelectField kit={kit} name="currentVersion" values={odooVersions} group="odooVersion" required />
        <SelectField kit={kit} name="edition" values={odooEditions} group="edition" required />
        <SelectField kit={kit} name="activeUsers" values={activeUserRanges} group="activeUsers" required />
        <SelectField kit={kit} name="customizations" values={customizationLevels} group="customizations" required />
        <SelectField kit={kit} name="datevIntegration" values={datevOptions} group="datevIntegration" required />
        <TextField kit={kit} name="modules" multiline minHeight={80} className={wide} required />
      </fieldset>
      <fieldset className={group}>
        <legend className={legend}>{t("migration.projectGroup")}</legend>
        <TextField kit={kit} name="painPoints" multiline minHeight={100} className={wide} required />
        <TextField kit={kit} name="expectations" multiline minHeight={100} className={wide} required />
        <SelectField kit={kit} name="timeframe" values={openTimeframes(today)} group="migrationTimeframe" required />
      </fieldset>
      <fieldset className={group}>
        <legend className={legend}>{t("migration.contactGroup")}</legend>
        <TextField kit={kit} name="name" autoComplete="name" required />
        <TextField kit={kit} name="company" autoComplete="organization" required />
        <TextField kit={kit} name="email" type="email" autoComplete="email" className={wide} required />
        <div className={`grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 ${wide}`}>
          <SelectField
            kit={kit}
            name="countryCode"
            values={countryCodes.map((c) => c.code)}
            labels={(code) => `${code} ${countryCodes.find((c) => c.code === code)?.country}`}
            autoComplete="tel-country-code"
            required
          />
          <TextField kit={kit} name="phone" type="tel" autoComplete="tel" required />
        </div>
      </fieldset>
      <Honeypot inputRef={honeypot} />
      <SubmitRow sending={sending} label={t("migration.submit")} />
    </form>
  );
}
