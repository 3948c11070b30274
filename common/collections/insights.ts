/** Insights: the articles the owner writes; the reading time follows from the body (readingMinutes). */
import { body } from "./body";
import { defineCollection } from "./collection";
import { choices, day, image, line, member, paragraphs, searchDescription, searchTitle, slug } from "./fields";
import { serviceAreas } from "./service-areas";

export const insights = defineCollection({
  id: "insights",
  paths: { de: "/insights", en: "/en/insights" },
  titleField: "title",
  order: { field: "date", direction: "desc" },
  entryPages: true,
  readingTime: true,
  maxEntries: 1000,
  fields: {
    title: line(140, searchTitle),
    slug: slug(),
    summary: paragraphs(400, searchDescription),
    author: member(),
    date: day(),
    leadImage: image(true),
    body: body(true),
    serviceAreas: choices(serviceAreas, 0),
  },
});
