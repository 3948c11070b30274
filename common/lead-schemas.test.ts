import { describe, expect, it } from "vitest";
import {
  contactPayload,
  countryCodes,
  fieldErrors,
  formFields,
  leadKinds,
  leadPayload,
  limits,
  migrationPayload,
  sapContactPayload,
  validationCodes,
  type LeadKind,
} from "./lead-schemas";
import { migrationLead } from "../tests/support/payloads";

const sap = {
  name: "Erika Mustermann",
  company: "Stadtwerke Musterstadt GmbH",
  email: "erika.mustermann@stadtwerke.example",
  phone: "+49 (30) 123-456/7",
  interest: "migration",
  sapSystem: "ecc",
  timeframe: "quartal",
  message: "Wir planen die Umstellung auf S/4HANA.\nBitte melden Sie sich.",
  currentVersion: "ecc",
  expectations: "migration",
  pageContext: "/sap/kontakt",
};

const contact = {
  kind: "contact",
  name: "John Smith",
  company: "Acme Energy Ltd",
  email: "john@acme.example",
  serviceInterest: "erp-selection",
  interest: "erp-selection",
  expectations: "erp-selection",
  pageContext: "/en/neutra-kontakt",
};

/** The migration form's fields, without the spam traps the endpoint reads besides. */
const { website: _website, elapsedMs: _elapsedMs, ...migration } = migrationLead;

function errorsOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error as never);
}

describe("SAP contact payload", () => {
  it("accepts the declared fields and treats empty optional fields as not given", () => {
    expect(sapContactPayload.parse(sap).interest).toBe("migration");
    const minimal = sapContactPayload.parse({ ...sap, phone: "", sapSystem: "", timeframe: "", message: " " });
    expect(minimal.phone).toBeUndefined();
    expect(minimal.sapSystem).toBeUndefined();
    expect(minimal.message).toBeUndefined();
  });

  it.each([
    ["name", "", "nameRequired"],
    ["name", "   ", "nameRequired"],
    ["name", "x".repeat(201), "tooLong"],
    ["name", "Eve\r\nBcc: victim@example.com", "invalidCharacters"],
    ["company", "", "companyRequired"],
    ["company", "Tab\there", "invalidCharacters"],
    ["email", "", "emailRequired"],
    ["email", "not-an-address", "emailInvalid"],
    ["email", "a@b.example, c@d.example", "emailInvalid"],
    ["email", "Eve <eve@example.com>", "emailInvalid"],
    ["email", '"eve"@example.com', "emailInvalid"],
    ["email", "eve@example.com\r\nBcc: x@y.z", "emailInvalid"],
    ["email", `${"a".repeat(250)}@b.de`, "tooLong"],
    ["phone", "call me maybe", "phoneInvalid"],
    ["phone", "+49 30 1234567890123456789012345678901234567", "tooLong"],
    ["phone", "()", "phoneInvalid"],
    ["interest", "", "interestRequired"],
    ["interest", "sales", "invalidOption"],
    ["sapSystem", "r3", "invalidOption"],
    ["timeframe", "gestern", "invalidOption"],
    ["message", "x".repeat(5001), "tooLong"],
    ["message", "bell\u0007", "invalidCharacters"],
    ["name", "half \ud800 pair", "invalidCharacters"],
    ["message", "\udc00 alone", "invalidCharacters"],
    ["pageContext", "https://evil.example/", "invalidCharacters"],
  ])("%s = %j is rejected with %s", (field, value, code) => {
    expect(errorsOf(sapContactPayload, { ...sap, [field]: value })[field]).toBe(code);
  });

  it("accepts emoji and other characters outside the basic plane (whole surrogate pairs)", () => {
    expect(sapContactPayload.safeParse({ ...sap, name: "Zoë 😀", message: "👩‍👩‍👧 𝒜" }).success).toBe(true);
  });

  it("keeps line breaks in the message", () => {
    expect(sapContactPayload.parse(sap).message).toContain("\n");
  });

  it("drops bidirectional controls and invisible formatters from every text field, keeps umlauts and emoji", () => {
    const spoofed = sapContactPayload.parse({
      ...sap,
      // "Müller exe.pdf" on screen, "Müller fdp.exe" in fact.
      name: "Müller \u202efdp.exe",
      company: "\u2067Acme\u2069 \u200eGmbH\u200f\ufeff",
      message: "Mül\u200bler\u00ad \u2066isoliert\u2069\u061c, 👩‍💻 👩🏽‍💻 🏳️‍🌈 a\u200db",
    });
    expect(spoofed).toMatchObject({
      name: "Müller fdp.exe",
      company: "Acme GmbH",
      message: "Müller isoliert, 👩‍💻 👩🏽‍💻 🏳️‍🌈 ab",
    });
    for (const code of [0x200b, 0x200c, 0x200e, 0x200f, 0x202a, 0x202e, 0x2066, 0x2069, 0xfeff, 0x2060, 0x3164]) {
      expect(sapContactPayload.parse({ ...sap, name: `A${String.fromCodePoint(code)}B` }).name, code.toString(16)).toBe(
        "AB",
      );
    }
    // A name of nothing but invisible characters is no name; the limit counts what is left.
    expect(errorsOf(sapContactPayload, { ...sap, name: "\u200b\u202e\u3164" }).name).toBe("nameRequired");
    expect(sapContactPayload.safeParse({ ...sap, name: `${"x".repeat(200)}\u200b` }).success).toBe(true);
    expect(migrationPayload.parse({ ...migration, painPoints: "lang\u202esam" }).painPoints).toBe("langsam");
  });
});

describe("general contact payload", () => {
  it("accepts the declared fields", () => {
    expect(contactPayload.parse({ ...contact, companySize: "medium", timeframe: "thisMonth" }).companySize).toBe(
      "medium",
    );
  });

  it("gives each of the four required fields its own code", () => {
    const errors = errorsOf(contactPayload, { kind: "contact", pageContext: "/neutra-kontakt" });
    expect(errors).toMatchObject({
      name: "nameRequired",
      company: "companyRequired",
      email: "emailRequired",
      serviceInterest: "serviceRequired",
    });
    expect(errorsOf(contactPayload, { ...contact, email: "john@" }).email).toBe("emailInvalid");
  });

  it.each([
    ["companySize", "huge"],
    ["timeframe", "someday"],
    ["serviceInterest", "crypto"],
  ])("%s = %s is not an option", (field, value) => {
    expect(errorsOf(contactPayload, { ...contact, [field]: value })[field]).toBe("invalidOption");
  });
});

describe("migration payload", () => {
  it("accepts the declared fields", () => {
    expect(migrationPayload.parse(migration).countryCode).toBe("+43");
  });

  it("offers the 23 dial codes in order, +49 first", () => {
    expect(countryCodes).toHaveLength(23);
    expect(countryCodes.map((c) => c.code).join(" ")).toBe(
      "+49 +43 +41 +33 +31 +32 +39 +34 +44 +1 +46 +47 +45 +358 +48 +420 +36 +351 +30 +386 +385 +353 +352",
    );
  });

  it("requires every field", () => {
    const errors = errorsOf(migrationPayload, { kind: "migration", pageContext: "/odoo-migration" });
    for (const field of Object.keys(migration).filter((f) => f !== "kind" && f !== "pageContext")) {
      expect(errors[field], field).toBeDefined();
    }
  });

  it.each([
    ["currentVersion", "v17"],
    ["currentVersion", "v6"],
    ["edition", "pro"],
    ["activeUsers", "100"],
    ["customizations", "some"],
    ["datevIntegration", "maybe"],
    ["timeframe", "q1-2030"],
    ["countryCode", "+999"],
  ])("%s = %s is not an option", (field, value) => {
    expect(errorsOf(migrationPayload, { ...migration, [field]: value })[field]).toBe("invalidOption");
  });
});

describe("lead payload", () => {
  it("tells the general inquiry and the migration lead apart by kind", () => {
    expect(leadPayload.parse(contact).kind).toBe("contact");
    expect(leadPayload.parse(migration).kind).toBe("migration");
    expect(leadPayload.safeParse({ ...contact, kind: "sap" }).success).toBe(false);
  });

  it("reports only known codes", () => {
    const errors = errorsOf(leadPayload, { kind: "contact", name: 42 });
    for (const code of Object.values(errors)) expect(validationCodes).toContain(code);
  });
});

describe("HTML constraints, read from the schemas", () => {
  const byName = (kind: LeadKind) => new Map(formFields(kind).map((field) => [field.name, field]));

  it("gives every text field its schema's maximum length and nothing to a choice", () => {
    for (const kind of leadKinds) {
      for (const { name, ui, constraints } of formFields(kind)) {
        if (ui.control === "select") expect(constraints, `${kind}.${name}`).toEqual({});
        else expect(constraints.maxLength, `${kind}.${name}`).toBeGreaterThan(0);
      }
    }
    expect(byName("contact").get("name")?.constraints.maxLength).toBe(limits.line);
    expect(byName("contact").get("email")?.constraints.maxLength).toBe(limits.email);
    expect(byName("migration").get("modules")?.constraints.maxLength).toBe(limits.text);
    // Beyond the limit the schema refuses: the attribute and the schema agree.
    const long = { ...sap, name: "x".repeat(limits.line + 1) };
    expect(fieldErrors(sapContactPayload.safeParse(long).error!)).toEqual({ name: "tooLong" });
  });

  it("gives the phone fields a pattern that a browser (v flag) and the schema read the same way", () => {
    const pattern = byName("migration").get("phone")?.constraints.pattern;
    expect(pattern).toBeDefined();
    expect(byName("contact").get("phone")?.constraints.pattern).toBe(pattern);
    const browser = new RegExp(`^(?:${pattern})$`, "v");
    for (const phone of ["+49 30 123456", "(030) 12-34/56", "0", "+", "030 abc", "", " - "]) {
      const schemaAccepts = !fieldErrors(migrationPayload.safeParse({ ...migration, phone }).error ?? { issues: [] })
        .phone;
      expect(browser.test(phone), phone).toBe(schemaAccepts);
    }
    // No pattern where a browser could not compile the schema's expression (the e-mail's).
    expect(byName("contact").get("email")?.constraints.pattern).toBeUndefined();
  });
});
