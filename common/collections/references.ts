/**
 * References (Referenzen): the case studies the owner writes. A client is either named, which
 * needs the ticked "the client agreed to be named", or described without its name; a quote is
 * shown only with the quoted person's ticked consent. Both rules hold for drafts too: neither is
 * a half-filled value, each would put a name on the site without leave once published.
 */
import * as z from "zod/mini";
import { body } from "./body";
import { defineCollection } from "./collection";
import { choices, day, group, image, line, member, paragraphs, searchTitle, slug, textsOfGroup, field } from "./fields";
import { serviceAreas } from "./service-areas";

z.config({ jitless: true });

const clientName = line(120);
const clientDescription = line(200);

/** Named (only with the client's consent) or described ("mittelständischer Energieversorger, 1.200 Mitarbeitende"). */
const clientOf = (kind: "draft" | "strict") =>
  z.discriminatedUnion("kind", [
    z.strictObject({
      kind: z.literal("named"),
      name: clientName[kind],
      agreedToBeNamed: z.literal(true, { error: "agreedToBeNamed" }),
    }),
    z.strictObject({ kind: z.literal("described"), description: clientDescription[kind] }),
  ]);
const client = field({
  draft: clientOf("draft"),
  strict: clientOf("strict"),
  texts: (value) => [
    {
      path: value.kind === "named" ? "name" : "description",
      text: value.kind === "named" ? value.name : value.description,
    },
  ],
  input: { kind: "client" },
});

/** A result as a figure: "−35 %", what it measures ("Dauer des Monatsabschlusses"), when ("nach 6 Monaten"). */
const figure = group({
  value: {
    draft: z.number().check(z.minimum(-1e9), z.maximum(1e9)),
    strict: z.number().check(z.minimum(-1e9), z.maximum(1e9)),
    input: { kind: "number" },
  },
  unit: line(20),
  measures: line(120),
  period: line(80),
});
export const maxFigures = 8;
const figures = field({
  draft: z.array(figure.draft).check(z.maxLength(maxFigures)),
  strict: z.array(figure.strict).check(z.maxLength(maxFigures)),
  texts: (items) => items.flatMap((item, index) => textsOfGroup(figure.fields, item, `${index}.`)),
  input: { kind: "records", parts: figure.fields, max: maxFigures },
});

/** A quote, shown only when the person quoted agreed (`shown` needs `consent`). */
const quoteParts = group({ text: paragraphs(600), person: line(120), role: line(120) });
const withConsent = <S extends z.ZodMiniType<Record<string, unknown>>>(parts: S) =>
  z
    .strictObject({ said: parts, consent: z.boolean(), shown: z.boolean() })
    .check(z.refine((quote) => !quote.shown || quote.consent, { message: "quoteWithoutConsent", path: ["shown"] }));
const quote = field({
  draft: z.nullable(withConsent(quoteParts.draft)),
  strict: z.nullable(withConsent(quoteParts.strict)),
  texts: (value) => (value ? textsOfGroup(quoteParts.fields, value.said, "said.") : []),
  input: { kind: "consented", parts: quoteParts.fields },
});

export const references = defineCollection({
  id: "references",
  paths: { de: "/referenzen", en: "/en/references" },
  titleField: "title",
  order: { field: "date", direction: "desc" },
  entryPages: true,
  maxEntries: 300,
  fields: {
    title: line(140, searchTitle),
    slug: slug(),
    client,
    industry: line(80),
    serviceAreas: choices(serviceAreas, 1),
    situation: paragraphs(2000),
    approach: paragraphs(2000),
    results: paragraphs(2000),
    figures,
    quote,
    leadImage: image(true),
    clientLogo: image(false),
    date: day(),
    body: body(false),
    contact: member(),
  },
});
