/** The team: who works here, shown on one page (/team), and as the author or contact of other entries. */
import { defineCollection } from "./collection";
import { image, line, lines, linkedIn, paragraphs, slug, whole } from "./fields";

export const team = defineCollection({
  id: "team",
  paths: { de: "/team", en: "/en/team" },
  titleField: "name",
  order: { field: "order", direction: "asc" },
  entryPages: false,
  maxEntries: 200,
  fields: {
    name: line(120),
    /** Names the member's place on the team page (/team#<slug>), and keeps it across renames. */
    slug: slug(),
    role: line(120),
    photo: image(true),
    bio: paragraphs(600),
    languages: lines(40, 10),
    linkedIn: linkedIn(),
    order: whole(0, 999),
  },
});
