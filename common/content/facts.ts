/**
 * The facts the owner edits in the back office (docs/decisions/0040): prices and figures, the company
 * facts of the Impressum and the policies, the contact details, and per lead form who receives its
 * leads. One schema each, and `factsSchema` for all; the server validates on save and import, the
 * back office next to the field. A finding's code names its message, `contentRules.fact.<code>` in
 * common/locales/<lang>/admin.ts. Today's values: fact-defaults.ts; the figures, schema and value,
 * are declared in figures.ts.
 */
import * as z from "zod/mini";
import { pages, type PageId } from "../config/route-table";
import { isSingleLine, withoutInvisible, type LeadKind } from "../lead-schemas";
import { figureDeclarations, type FigureName, type FigureSchema, type Figures } from "./figures";

/** Missing is "required"; a value of another type (a number for a text) is the field's own code. */
const typeError =
  (code: FactCode) =>
  (issue: { input?: unknown }): FactCode =>
    issue.input === undefined ? "required" : code;

/** Trimmed text that must be there; the checks after it see the trimmed value. */
const filled = (code: FactCode = "invalid") =>
  z.string({ error: typeError(code) }).check(z.trim(), z.minLength(1, { error: "required", abort: true }));

/** A single line of text: without invisible characters, not empty. */
const line = (max = 200) =>
  z
    .string({ error: typeError("invalid") })
    .check(
      z.overwrite(withoutInvisible),
      z.trim(),
      z.minLength(1, { error: "required", abort: true }),
      z.maxLength(max),
      z.refine(isSingleLine, { error: "invalidCharacters" }),
    );

const email = () => filled("email").check(z.maxLength(254), z.regex(z.regexes.email, { error: "email" }));

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && z.regexes.domain.test(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** An https address with a host name (no credentials): the site links to it and loads it in frames. */
const httpsUrl = () => filled("httpsUrl").check(z.maxLength(500), z.refine(isHttpsUrl, { error: "httpsUrl" }));

// Unknown codes come back as they are ("XX"); an empty answer would mean the same.
const regions = new Intl.DisplayNames(["en"], { type: "region" });
/** An ISO 3166-1 alpha-2 country code ("DE"), shown as the country's name in each language. */
const countryCode = () =>
  filled("countryCode").check(
    z.refine((code) => /^[A-Z]{2}$/.test(code) && regions.of(code) !== code, { error: "countryCode" }),
  );

/**
 * A phone number as dialled from abroad, E.164 with the usual separators: "+49 30 23125 000",
 * "+49 (0)30 23125-000". The "(0)" is dropped when dialled (legal.ts `phoneHref`).
 */
const phone = () =>
  line(40).check(
    z.refine((value) => /^\+[1-9]\d{6,14}$/.test(value.replace("(0)", "").replace(/[\s\-/()]/g, "")), {
      error: "phone",
    }),
  );

/** The German VAT identification number: DE and nine digits. */
const vatId = () => filled("vatId").check(z.regex(/^DE\d{9}$/, { error: "vatId" }));

/** A calendar month, "2026-10": shown as "Oktober 2026" / "October 2026". */
const isoMonth = () => filled("month").check(z.regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, { error: "month" }));

const isoDate = () =>
  filled("date").check(
    z.refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)), { error: "date" }),
  );

/** A whole number of euros or weeks: no NaN, no fraction, within a sane range. */
const whole = (min: number, max: number) => z.int({ error: typeError("wholeNumber") }).check(z.gte(min), z.lte(max));

const list = <T extends z.ZodMiniType>(item: T, max = 10) =>
  z.array(item).check(
    z.minLength(1, { error: "tooFew" }),
    z.maxLength(max),
    z.refine((items) => new Set(items).size === items.length, { error: "duplicate" }),
  );

/** A processor named in the privacy policy: who it is, where, and its country's code. */
const processor = () => z.strictObject({ name: line(), address: line(), country: countryCode() });

/** A figure's schema from its declaration (figures.ts): whole euros or weeks, or a month. */
const figureSchema = (schema: FigureSchema) => (schema.kind === "month" ? isoMonth() : whole(schema.min, schema.max));

/** The figures the pages compute with or format, one schema each from its declaration. */
const figuresSchema = z.object(
  Object.fromEntries<z.ZodMiniType>(
    Object.entries(figureDeclarations).map(([name, { schema }]) => [name, figureSchema(schema)]),
  ) as { [N in FigureName]: z.ZodMiniType<Figures[N]> },
);

/** The company facts of the Impressum and the policies (today SITE_LEGAL_*, common/config/legal.ts). */
const companySchema = z.object({
  name: line(),
  street: line(),
  postalCity: line(),
  country: countryCode(),
  managingDirectors: list(line()),
  phone: phone(),
  privacyEmail: email(),
  /** The registered seat (Sitz der Gesellschaft): a city, which the business address need not be in. */
  seat: line(),
  registerCourt: line(),
  registerNumber: line(40),
  vatId: vatId(),
  /** Responsible for the content under § 18 Abs. 2 MStV. */
  contentResponsible: z.strictObject({ name: line(), address: line() }),
  /** The data-protection supervisory authority competent for the company (Art. 77 GDPR). */
  authority: z.strictObject({ name: line(), address: line(), url: httpsUrl() }),
  hostingProvider: processor(),
  mailProvider: processor(),
  /** The data protection officer (Art. 13(1)(b) GDPR), when one is appointed. */
  dpo: z.optional(z.strictObject({ name: line(), contact: line() })),
  /** The privacy policy's current version. */
  privacyPolicyDate: isoDate(),
});

/** The contact details the site shows and the pages it links to (today SITE_*, common/config/site.ts). */
const contactSchema = z.object({
  email: email(),
  privateEquityEmail: email(),
  bookingUrl: httpsUrl(),
  /** The 30-minute scheduling page the demo dialog embeds, and who provides it. */
  schedulingUrl: httpsUrl(),
  schedulingProvider: line(),
});

/** Who receives a form's leads, and whether the visitor gets a confirmation. */
const leadFormSchema = z.strictObject({
  recipients: list(email()),
  confirmation: z.boolean({ error: typeError("invalid") }),
});

/** Per lead form (today CONTACT_TO, CONTACT_TO_<FORM> and AUTORESPONDER). */
const leadFormsSchema = z.object({
  "sap-contact": leadFormSchema,
  contact: leadFormSchema,
  migration: leadFormSchema,
} satisfies Record<LeadKind, typeof leadFormSchema>);

/** An image of the media library by its id, or "" for none. */
const imageRef = () =>
  z
    .string({ error: typeError("invalid") })
    .check(z.refine((value) => value === "" || z.uuid().safeParse(value).success));

/**
 * The image shown when a page is shared (Open Graph), per page, and the site's, which stands in
 * for a page without its own; "" keeps the title card the site renders for each page.
 */
const shareImagesSchema = z.object({
  site: imageRef(),
  ...(Object.fromEntries(pages.map((page) => [page.id, imageRef()])) as Record<PageId, ReturnType<typeof imageRef>>),
});

export const factSchemas = {
  figures: figuresSchema,
  company: companySchema,
  contact: contactSchema,
  leadForms: leadFormsSchema,
  shareImages: shareImagesSchema,
} as const;

export const factsSchema = z.object(factSchemas);
export type Facts = z.infer<typeof factsSchema>;

declare module "./overlay" {
  interface FactGroups {
    figures: Facts["figures"];
    company: Facts["company"];
    contact: Facts["contact"];
    leadForms: Facts["leadForms"];
  }
}

export const factCodes = [
  "required",
  "tooLong",
  "invalidCharacters",
  "email",
  "httpsUrl",
  "phone",
  "vatId",
  "countryCode",
  "date",
  "month",
  "wholeNumber",
  "tooSmall",
  "tooBig",
  "tooFew",
  "tooMany",
  "duplicate",
  "schedulingHost",
  "imageMissing",
  "imageWithoutAlt",
  "invalid",
] as const;
export type FactCode = (typeof factCodes)[number];

interface FactFinding {
  /** Where in the checked value: "vatId", "hostingProvider.country", "recipients.1"; "" for itself. */
  path: string;
  code: FactCode;
  severity: "error";
  values?: Record<string, number>;
}

/** A zod issue as a finding: a bound by what it bounds, otherwise the code the schema gave. */
function finding(issue: z.core.$ZodIssue): FactFinding {
  const path = issue.path.join(".");
  const of = (code: FactCode, values?: Record<string, number>): FactFinding => ({
    path,
    code,
    severity: "error",
    ...(values && { values }),
  });
  if (issue.code === "too_big") {
    const max = Number(issue.maximum);
    return of(issue.origin === "string" ? "tooLong" : issue.origin === "array" ? "tooMany" : "tooBig", { max });
  }
  if (issue.code === "too_small" && issue.origin === "number") return of("tooSmall", { min: Number(issue.minimum) });
  // The schemas' own codes are their messages (a bound's issue carries its schema's message too).
  const own = factCodes.find((code) => code === issue.message);
  return of(own ?? "invalid");
}

/** The schema of a fact or of one of its parts: "company", "company.vatId", "leadForms.contact". */
function schemaAt(name: string): z.ZodMiniType | undefined {
  let schema: z.ZodMiniType | undefined = factsSchema;
  for (const part of name.split(".")) {
    if (!schema) return undefined;
    const def = schema._zod.def as { shape?: Record<string, z.ZodMiniType>; innerType?: z.ZodMiniType };
    // An optional part (the DPO) wraps its object.
    const shape =
      def.shape ?? (def.innerType?._zod.def as { shape?: Record<string, z.ZodMiniType> } | undefined)?.shape;
    schema = shape && Object.hasOwn(shape, part) ? shape[part] : undefined;
  }
  return schema;
}

/**
 * Whether a fact, or one of its parts, may be saved: nothing when it may. A name that is no fact
 * (an imported file's, say) cannot be saved either.
 */
export function checkFact(name: string, value: unknown): FactFinding[] {
  const parsed = parseFact(name, value);
  return parsed.ok ? [] : parsed.findings;
}

/**
 * A fact as it may be stored: the schema's output (trimmed, invisible characters removed, no
 * unknown part), never the value as sent; or why it may not.
 */
export function parseFact(
  name: string,
  value: unknown,
): { ok: true; value: unknown } | { ok: false; findings: FactFinding[] } {
  const schema = schemaAt(name);
  if (!schema) return { ok: false, findings: [{ path: "", code: "invalid", severity: "error" }] };
  const result = z.safeParse(schema, value);
  return result.success ? { ok: true, value: result.data } : { ok: false, findings: result.error.issues.map(finding) };
}
