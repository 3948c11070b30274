/**
 * The three lead forms, declared once: each form's fields in the order the visitor sees them, with
 * their validation and how they are shown (`fieldUi`). The same declaration drives the form, the
 * provider mail, the CSV export and the API description; the browser and the server validate with
 * the same schemas. Errors are codes (see `ValidationCode`); each language maps them to sentences
 * under `neutraContact.validation.<code>` and names a field `fields.<name>`
 * (common/locales/<lang>/forms.ts).
 */
// zod/mini: the same validation as zod with a third of the code in the browser.
import * as z from "zod/mini";
import type formsCopy from "./locales/de/forms";

// No eval: zod's compiled fast path would need `new Function`, which our CSP forbids (and even
// probing for it is reported as a violation).
z.config({ jitless: true });

export const limits = { line: 200, email: 254, phone: 40, text: 5000 } as const;

export const validationCodes = [
  "nameRequired",
  "companyRequired",
  "emailRequired",
  "emailInvalid",
  "serviceRequired",
  "interestRequired",
  "phoneRequired",
  "phoneInvalid",
  "required",
  "tooLong",
  "invalidCharacters",
  "invalidOption",
] as const;
export type ValidationCode = (typeof validationCodes)[number];

// Single-line fields reject every control character (CR/LF would allow mail header tricks);
// free text keeps tab and line breaks. Matching control characters is the point here.
/* eslint-disable no-control-regex */
const lineControl = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const textControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
// Half of a UTF-16 surrogate pair on its own is not text: PostgreSQL refuses it in JSON (the lead
// would not be stored) and no keyboard produces it. With the u flag a proper pair is one code point,
// so this matches only a half on its own.
const loneSurrogate = /[\uD800-\uDFFF]/u;

/** One line of text: no control character (NUL included, which PostgreSQL cannot store). */
export const isSingleLine = (value: string) => !lineControl.test(value) && !loneSurrogate.test(value);
/** Free text: line breaks and tabs, but no other control character. */
export const isFreeText = (value: string) => !textControl.test(value) && !loneSurrogate.test(value);

/**
 * Characters that show nothing themselves but change how the text around them is shown or
 * compared: bidirectional embeddings, overrides, isolates and marks (with them "Müller
 * \u202Efdp.exe" shows as "Müller exe.pdf", in the inbox or a mail subject), zero-width spaces,
 * joiners and the word joiner, the byte order mark, the soft hyphen, the Hangul fillers that pass
 * for a blank name, and the other invisible formatters. A zero-width joiner between two emoji
 * stays: it makes them one (👩‍💻). No lookbehind: the forms' browsers include older Safari.
 */
const invisible =
  /[\u00ad\u061c\u115f\u1160\u180e\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]|(\p{Extended_Pictographic}[\p{Emoji_Modifier}\ufe0f]?)\u200d(?=\p{Extended_Pictographic})|\u200d/gu;

/** The text without those characters: what every text field of the forms and the back office keeps. */
export const withoutInvisible = (value: string) =>
  value.replace(invisible, (_, emoji?: string) => (emoji === undefined ? "" : `${emoji}\u200d`));
// One plain address: no display name, quotes, commas, angle brackets, spaces or a second "@".
const plainEmail =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * Regular expressions that are also the `pattern` attribute of their input (a browser checks them
 * without our script); the source is written to compile in the attribute's `v` mode as well.
 */
const htmlPatterns = new WeakMap<RegExp, string>();
function htmlPattern(source: string): RegExp {
  const regex = new RegExp(`^(?:${source})$`);
  htmlPatterns.set(regex, source);
  return regex;
}

/** Digits, spaces and + ( ) - /, with at least one digit. */
const phoneNumber = htmlPattern(String.raw`[0-9 +\(\)\-\/]*[0-9][0-9 +\(\)\-\/]*`);

/** A trimmed, non-empty string; a missing value gets the same code as an empty one. */
function text(code: ValidationCode, max: number, ...checks: z.core.$ZodCheck<string>[]) {
  return z
    .string({ error: code })
    .check(
      z.overwrite(withoutInvisible),
      z.trim(),
      z.minLength(1, { error: code }),
      z.maxLength(max, { error: "tooLong" }),
      ...checks,
    );
}

const requiredLine = (code: ValidationCode) =>
  text(code, limits.line, z.refine(isSingleLine, { error: "invalidCharacters" }));

/** The optional fields, whose blank value means "not given" (the API description says so). */
export const blankAsMissing = z.registry();

/** Empty strings from untouched inputs count as "not given". */
function optional<T extends z.ZodMiniType<unknown, string>>(schema: T) {
  const field = z.pipe(
    // Typed as a string for the form; other values pass through to the schema, which rejects them.
    z.transform((v: string | undefined) => (typeof v === "string" && v.trim() === "" ? undefined : v)),
    z.optional(schema),
  );
  blankAsMissing.add(field);
  return field;
}

const email = () => text("emailRequired", limits.email, z.regex(plainEmail, { error: "emailInvalid" }));

const phone = () => text("phoneRequired", limits.phone, z.regex(phoneNumber, { error: "phoneInvalid" }));

const freeText = (code: ValidationCode = "required") =>
  text(code, limits.text, z.refine(isFreeText, { error: "invalidCharacters" }));

function choice<const T extends readonly [string, ...string[]]>(values: T, code: ValidationCode = "invalidOption") {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? code : "invalidOption"),
  });
}

/** Where the option labels of a choice are: `options.<group>.<value>` in the forms copy. */
type OptionGroup = keyof typeof formsCopy.options;

/**
 * How a field is shown. Its label is `fields.<name>` and its placeholder `placeholders.<name>` in
 * the forms copy; it is required unless it is one of the optional fields (`blankAsMissing`).
 */
export interface FieldUi {
  control: "text" | "email" | "tel" | "textarea" | "select";
  /** A choice's values, and where their labels are; a dial code shows as "+49 DE" instead. */
  values?: readonly string[];
  options?: OptionGroup | "dialCode";
  autoComplete?: string;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  /** A text area's minimum height in pixels. */
  minHeight?: 80 | 100 | 120;
  /** The fieldset of a form in parts (the migration form). */
  part?: "system" | "project" | "contact";
  /** A dial code shown in front of the field it belongs to, and sent and mailed with it. */
  prefixOf?: string;
  /** The value the form starts with and is reset to; empty when not given. */
  initial?: string;
}

/** The HTML constraints of a field, read from its schema: what a browser can check without our script. */
export interface FieldConstraints {
  maxLength?: number;
  pattern?: string;
}

/** Finds `maxLength` and an HTML-compatible pattern in a field's checks (through optional() and pipes). */
function constraintsOf(schema: z.ZodMiniType): FieldConstraints {
  const def = schema._zod.def as {
    checks?: { _zod: { def: { check: string; maximum?: number; pattern?: RegExp } } }[];
    out?: z.ZodMiniType;
    innerType?: z.ZodMiniType;
  };
  const inner = def.out ?? def.innerType;
  if (inner) return constraintsOf(inner);
  const constraints: FieldConstraints = {};
  for (const { _zod } of def.checks ?? []) {
    if (_zod.def.check === "max_length") constraints.maxLength = _zod.def.maximum;
    const pattern = _zod.def.pattern && htmlPatterns.get(_zod.def.pattern);
    if (pattern) constraints.pattern = pattern;
  }
  return constraints;
}

/** Every declared field's `FieldUi`, looked up by its schema. */
export const fieldUi = z.registry<FieldUi>();

function field<T extends z.ZodMiniType>(schema: T, ui: FieldUi): T {
  fieldUi.add(schema, ui);
  return schema;
}

const select = <const T extends readonly [string, ...string[]]>(
  values: T,
  options: OptionGroup,
  ui: Omit<FieldUi, "control" | "values" | "options"> = {},
  code?: ValidationCode,
) => field(choice(values, code), { control: "select", values, options, ...ui });

const optionalSelect = <const T extends readonly [string, ...string[]]>(
  values: T,
  options: OptionGroup,
  ui: Omit<FieldUi, "control" | "values" | "options"> = {},
) => field(optional(choice(values)), { control: "select", values, options, ...ui });

const textArea = (ui: Omit<FieldUi, "control"> = {}) => field(freeText(), { control: "textarea", ...ui });

/** Name, company, e-mail (required) and phone (optional): how both contact forms begin. */
const contactDetails = () => ({
  name: field(requiredLine("nameRequired"), { control: "text", autoComplete: "name" }),
  company: field(requiredLine("companyRequired"), { control: "text", autoComplete: "organization" }),
  email: field(email(), { control: "email", autoComplete: "email" }),
  phone: field(optional(phone()), { control: "tel", autoComplete: "tel" }),
});

const message = () => field(optional(freeText()), { control: "textarea", wide: true });

/** Where the form was sent from: a site path, e.g. "/sap/kontakt" or "/en/odoo-migration". */
const pageContext = z.string().check(z.maxLength(200), z.regex(/^\/[a-z0-9\-/]*$/, { error: "invalidCharacters" }));

/**
 * Spam traps, checked by the server: an invisible field bots fill, the time taken to fill, and the
 * proof-of-work solution (common/proof-of-work.ts).
 */
const trap = {
  website: z.optional(z.string().check(z.maxLength(500))),
  elapsedMs: z.optional(z.int().check(z.nonnegative())),
  pow: z.optional(z.string().check(z.maxLength(4000))),
};

// SAP contact request (/sap/kontakt)
const sapInterests = ["ams", "migration", "branche", "ki", "beratung", "allgemein"] as const;
const sapSystems = ["ecc", "s4hana", "rise", "hybrid", "kein", "andere"] as const;
const sapTimeframes = ["sofort", "woche", "monat", "quartal", "flexibel"] as const;

const sapContactForm = z.object({
  ...contactDetails(),
  interest: select(sapInterests, "interest", {}, "interestRequired"),
  sapSystem: optionalSelect(sapSystems, "sapSystem"),
  timeframe: optionalSelect(sapTimeframes, "sapTimeframe", { wide: true }),
  message: message(),
});

/** The SAP payload also carries the system as `currentVersion` and the interest as `expectations`. */
export const sapContactPayload = z.extend(sapContactForm, {
  currentVersion: optional(choice(sapSystems)),
  expectations: choice(sapInterests, "interestRequired"),
  pageContext,
  ...trap,
});

// General contact inquiry (/neutra-kontakt and the home page's #kontakt)
const serviceInterests = [
  "digital-strategy",
  "erp-selection",
  "erp-implementation",
  "system-migration",
  "ams",
  "process-optimization",
  "general-consulting",
] as const;
const companySizes = ["startup", "small", "medium", "large", "enterprise"] as const;
const contactTimeframes = ["asap", "thisWeek", "thisMonth", "thisQuarter", "flexible"] as const;

const contactForm = z.object({
  ...contactDetails(),
  serviceInterest: select(serviceInterests, "serviceInterest", {}, "serviceRequired"),
  companySize: optionalSelect(companySizes, "companySize"),
  timeframe: optionalSelect(contactTimeframes, "contactTimeframe", { wide: true }),
  message: message(),
});

/** The inquiry's payload carries the chosen service as `interest` and `expectations` too. */
export const contactPayload = z.extend(contactForm, {
  kind: z.literal("contact"),
  interest: choice(serviceInterests, "serviceRequired"),
  expectations: choice(serviceInterests, "serviceRequired"),
  pageContext,
  ...trap,
});

// Odoo migration lead (/odoo-migration)
const odooVersions = ["v7", "v8", "v9", "v10", "v11", "v12", "v13", "v14", "v15", "v16"] as const;
const odooEditions = ["community", "enterprise", "unsure"] as const;
const activeUserRanges = ["1-5", "6-15", "16-30", "31-50", "50+"] as const;
const customizationLevels = ["none", "minor", "moderate", "extensive", "unsure"] as const;
const datevOptions = ["yes", "no", "planned", "unsure"] as const;
export const migrationTimeframes = [
  "asap",
  "q3-2025",
  "q4-2025",
  "q1-2026",
  "q2-2026",
  "q3-2026",
  "q4-2026",
  "2027",
  "flexible",
] as const;
/** The 23 dial codes the form offers, Germany first and the default. */
export const countryCodes = [
  { code: "+49", country: "DE" },
  { code: "+43", country: "AT" },
  { code: "+41", country: "CH" },
  { code: "+33", country: "FR" },
  { code: "+31", country: "NL" },
  { code: "+32", country: "BE" },
  { code: "+39", country: "IT" },
  { code: "+34", country: "ES" },
  { code: "+44", country: "GB" },
  { code: "+1", country: "US" },
  { code: "+46", country: "SE" },
  { code: "+47", country: "NO" },
  { code: "+45", country: "DK" },
  { code: "+358", country: "FI" },
  { code: "+48", country: "PL" },
  { code: "+420", country: "CZ" },
  { code: "+36", country: "HU" },
  { code: "+351", country: "PT" },
  { code: "+30", country: "GR" },
  { code: "+386", country: "SI" },
  { code: "+385", country: "HR" },
  { code: "+353", country: "IE" },
  { code: "+352", country: "LU" },
] as const;
const dialCodes = countryCodes.map((c) => c.code) as unknown as readonly [string, ...string[]];

/** Every field is required; the form shows them in three parts. */
const migrationForm = z.object({
  currentVersion: select(odooVersions, "odooVersion", { part: "system" }, "required"),
  edition: select(odooEditions, "edition", { part: "system" }, "required"),
  activeUsers: select(activeUserRanges, "activeUsers", { part: "system" }, "required"),
  customizations: select(customizationLevels, "customizations", { part: "system" }, "required"),
  datevIntegration: select(datevOptions, "datevIntegration", { part: "system" }, "required"),
  modules: textArea({ part: "system", wide: true, minHeight: 80 }),
  painPoints: textArea({ part: "project", wide: true, minHeight: 100 }),
  expectations: textArea({ part: "project", wide: true, minHeight: 100 }),
  timeframe: select(migrationTimeframes, "migrationTimeframe", { part: "project" }, "required"),
  name: field(requiredLine("nameRequired"), { control: "text", autoComplete: "name", part: "contact" }),
  company: field(requiredLine("companyRequired"), { control: "text", autoComplete: "organization", part: "contact" }),
  email: field(email(), { control: "email", autoComplete: "email", part: "contact", wide: true }),
  countryCode: field(choice(dialCodes, "required"), {
    control: "select",
    values: dialCodes,
    options: "dialCode",
    autoComplete: "tel-country-code",
    part: "contact",
    prefixOf: "phone",
    initial: countryCodes[0].code,
  }),
  phone: field(phone(), { control: "tel", autoComplete: "tel", part: "contact" }),
});

export const migrationPayload = z.extend(migrationForm, {
  kind: z.literal("migration"),
  pageContext,
  ...trap,
});

/** Body of POST /api/leads: the general inquiry or the migration lead, told apart by `kind`. */
export const leadPayload = z.discriminatedUnion("kind", [contactPayload, migrationPayload]);

export const leadKinds = ["sap-contact", "contact", "migration"] as const;
export type LeadKind = (typeof leadKinds)[number];

/** The fields a visitor fills in, per form, in the order the form shows them. */
export const formByKind = {
  "sap-contact": sapContactForm,
  contact: contactForm,
  migration: migrationForm,
} as const satisfies Record<LeadKind, unknown>;

/** A form's fields in order, each with its `FieldUi`, its HTML constraints and whether it must be filled. */
export function formFields(
  kind: LeadKind,
): { name: string; ui: FieldUi; required: boolean; constraints: FieldConstraints }[] {
  return Object.entries(formByKind[kind].shape).map(([name, schema]) => {
    const ui = fieldUi.get(schema);
    if (!ui) throw new Error(`${kind}.${name} is not declared with field()`);
    return { name, ui, required: !blankAsMissing.has(schema), constraints: constraintsOf(schema) };
  });
}

/** Where each form is posted by script: the SAP form keeps the original function's address. */
export const leadEndpoints = {
  "sap-contact": "/api/send-contact-email",
  contact: "/api/leads",
  migration: "/api/leads",
} as const satisfies Record<LeadKind, string>;

/**
 * A form's payload from its fields: the kind, and the copies the API carries (the SAP system as
 * `currentVersion`, the chosen interest or service as `interest`/`expectations`). The script and
 * the server's handling of a native post build it the same way.
 */
export function formPayload(kind: LeadKind, values: Record<string, unknown>): Record<string, unknown> {
  switch (kind) {
    case "sap-contact":
      return { ...values, currentVersion: values.sapSystem, expectations: values.interest };
    case "contact":
      return { ...values, kind, interest: values.serviceInterest, expectations: values.serviceInterest };
    case "migration":
      return { ...values, kind };
  }
}

/** Field errors as the API answers them: `{ field: code }`, the first code per field. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) {
  const result: Record<string, ValidationCode> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    const code = (validationCodes as readonly string[]).includes(issue.message) ? issue.message : "invalidOption";
    result[field] ??= code as ValidationCode;
  }
  return result;
}
