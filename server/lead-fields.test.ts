/**
 * A form field is declared once (common/lead-schemas.ts): the provider mail, the CSV export and the
 * API description follow the declaration, so a new field cannot be stored but left out of them.
 */
import { describe, expect, it } from "vitest";
import { formByKind, formFields, leadKinds, type LeadKind } from "../common/lead-schemas";
import formsDe from "../common/locales/de/forms";
import { leadMail, leadMailRows } from "./mail/lead-mail";
import { openApiDocument } from "./openapi";
import { leadsToCsv } from "./leads/csv";

/** Every declared field with a value no other field has: a choice's last value, a marked text. */
function filledPayload(kind: LeadKind): Record<string, string> {
  return Object.fromEntries(formFields(kind).map(({ name, ui }) => [name, ui.values?.at(-1) ?? `«${name}-value»`]));
}

const expectedShown = (kind: LeadKind, name: string, payload: Record<string, string>) => {
  const field = formFields(kind).find((f) => f.name === name)!;
  const options = field.ui.options && field.ui.options !== "dialCode" ? formsDe.options[field.ui.options] : undefined;
  const prefix = formFields(kind).find((f) => f.ui.prefixOf === name);
  const value = payload[name]!;
  return options ? (options as Record<string, string>)[value] : prefix ? `${payload[prefix.name]} ${value}` : value;
};

describe.each(leadKinds)("the %s form's declared fields", (kind) => {
  const payload = filledPayload(kind);
  const fields = formFields(kind);

  it("are all in the provider mail, in order, with their German label and value", () => {
    const mail = leadMail({ kind, id: "id-1", language: "de", pageContext: "/x", createdAt: new Date(), payload });
    const shown = fields.filter((f) => !f.ui.prefixOf);
    expect(leadMailRows(kind, payload).map((row) => row.field)).toEqual(shown.map((f) => f.name));
    for (const { name } of shown) {
      const label = formsDe.fields[name as keyof typeof formsDe.fields];
      expect(label, name).toBeTruthy();
      expect(mail.text).toContain(`${label}: ${expectedShown(kind, name, payload)}`);
    }
    // A dial code is mailed in front of its number, not on a line of its own.
    for (const prefix of fields.filter((f) => f.ui.prefixOf)) {
      expect(mail.text).toContain(`${payload[prefix.name]} ${payload[prefix.ui.prefixOf!]}`);
    }
  });

  it("each have a column in the CSV export holding the value as sent", () => {
    const csv = leadsToCsv([
      {
        id: "1",
        kind,
        language: "de",
        pageContext: "/x",
        name: payload.name,
        company: payload.company,
        email: payload.email,
        payload,
        spam: false,
        createdAt: new Date("2026-11-24T10:00:00Z"),
      } as Parameters<typeof leadsToCsv>[0][number],
    ]);
    const [header = [], row = []] = csv.split("\r\n").map((line) => line.split(","));
    for (const { name } of fields) {
      const column = header.indexOf(`"${name}"`);
      expect(column, name).toBeGreaterThan(-1);
      // A leading "+" (a dial code) gets the export's formula guard.
      const value = payload[name]!;
      expect(row[column], name).toBe(`"${value.startsWith("+") ? `'${value}` : value}"`);
    }
  });

  it("are described in the API document, titled with their German label", () => {
    const schemas = openApiDocument.components.schemas as Record<string, unknown>;
    const described = JSON.stringify(kind === "sap-contact" ? schemas.SapContactPayload : schemas.LeadPayload);
    for (const { name } of fields) {
      expect(described, name).toContain(`"title":"${formsDe.fields[name as keyof typeof formsDe.fields]}"`);
    }
    expect(Object.keys(formByKind[kind].shape)).toEqual(fields.map((f) => f.name));
  });
});
