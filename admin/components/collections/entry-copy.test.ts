import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import adminDe from "#common/locales/de/admin";
import adminEn from "#common/locales/en/admin";
import type { AdminT } from "../../lib/i18n";
import { fieldLabel, placeOf } from "./entry-copy";

let t: AdminT;
beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: "de",
    defaultNS: "admin",
    resources: { de: { admin: adminDe }, en: { admin: adminEn } },
    interpolation: { escapeValue: false },
  });
  t = instance.getFixedT("de", "admin");
});

describe("the collection editor's labels", () => {
  it("names a field by its own label and a group's part by the part's, where both share a name", () => {
    expect(fieldLabel("role", t)).toBe(adminDe.collections.fields.role);
    expect(fieldLabel("role", t, { part: true })).toBe(adminDe.collections.parts.role);
    expect(fieldLabel("unit", t)).toBe(adminDe.collections.parts.unit);
  });

  it("places a problem by its field, the item's number and the part", () => {
    expect(placeOf("quote.said.role", t, "de")).toBe(
      `${adminDe.collections.fields.quote} · ${adminDe.collections.parts.role}`,
    );
    expect(placeOf("figures.1.unit", t, "de")).toBe(
      `${adminDe.collections.fields.figures} · 2 · ${adminDe.collections.parts.unit}`,
    );
  });
});
