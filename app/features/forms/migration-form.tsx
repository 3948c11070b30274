import { migrationTimeframes } from "#common/lead-schemas";
import { useToday } from "~/lib/use-today";
import { LeadForm, type LeadFormSetup } from "./lead-form";
import { migrationDraftKey } from "./use-form-draft";

const setup: LeadFormSetup = {
  kind: "migration",
  copy: "migration",
  idPrefix: "mig",
  draftKey: migrationDraftKey,
};

/** Quarters already over are not offered any more (the schema still accepts every value). */
export function openTimeframes(today: Date): (typeof migrationTimeframes)[number][] {
  const quarter = today.getFullYear() * 4 + Math.floor(today.getMonth() / 3);
  return migrationTimeframes.filter((value) => {
    const match = /^q([1-4])-(\d{4})$/.exec(value);
    return !match || Number(match[2]) * 4 + Number(match[1]) - 1 >= quarter;
  });
}

/** The fixed-price Odoo migration lead form (/odoo-migration); every field is required. */
export default function MigrationFormView() {
  const today = useToday();
  return <LeadForm setup={setup} values={{ timeframe: openTimeframes(today) }} />;
}
