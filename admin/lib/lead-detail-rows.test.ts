import { describe, expect, it } from "vitest";
import { formFields, formPayload, leadKinds } from "#common/lead-schemas";
import formsDe from "#common/locales/de/forms";
import formsEn from "#common/locales/en/forms";
import { leadDetailRows } from "./lead-detail-rows";

describe.each(leadKinds)("the %s lead in the back office", (kind) => {
  // Every field filled with its last choice, or a marked text; as the form sends it.
  const values = Object.fromEntries(formFields(kind).map(({ name, ui }) => [name, ui.values?.at(-1) ?? `«${name}»`]));
  const payload = { ...formPayload(kind, values), pageContext: "/x" };

  it.each([
    ["de", formsDe],
    ["en", formsEn],
  ] as const)("shows each field once, labelled in %s, a choice by the label the visitor picked", (_lang, copy) => {
    const rows = leadDetailRows(kind, payload, copy);
    const shown = formFields(kind).filter((f) => !f.ui.prefixOf);
    expect(rows.map((row) => row.key)).toEqual(shown.map((f) => f.name));
    for (const { name, ui } of shown) {
      const row = rows.find((r) => r.key === name)!;
      expect(row.label).toBe(copy.fields[name as keyof typeof copy.fields]);
      if (ui.options && ui.options !== "dialCode") {
        expect(row.value).toBe((copy.options[ui.options] as Record<string, string>)[values[name]!]);
      } else if (!formFields(kind).some((f) => f.ui.prefixOf === name)) {
        expect(row.value).toBe(`«${name}»`);
      }
    }
  });
});

it("keeps a key the form does not declare, and an unknown choice, as sent", () => {
  const rows = leadDetailRows(
    "migration",
    { kind: "migration", edition: "team", activeUsers: "constructor", legacy: ["a", "b"] },
    formsEn,
  );
  expect(rows.find((r) => r.key === "edition")).toEqual({ key: "edition", label: "Edition", value: "team" });
  expect(rows.find((r) => r.key === "activeUsers")?.value).toBe("constructor");
  expect(rows.at(-1)).toEqual({ key: "legacy", label: "legacy", value: "a, b" });
});
