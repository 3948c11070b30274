import { describe, expect, it } from "vitest";
import { imagesOf, membersOf, neutralPart, problemsOf, textsOf } from "./collection";
import { references } from "./references";
import { team } from "./team";

const photo = "6f1c2d3e-4a5b-4c6d-8e7f-901234567890";
const member = {
  name: "Erika Beispiel",
  slug: "erika-beispiel",
  role: "Beraterin (fiktiv)",
  photo,
  bio: "Eine erfundene Person.",
  languages: ["Deutsch"],
  linkedIn: "",
  order: 3,
};

describe("a collection declared once", () => {
  it("takes a half-filled draft and refuses it for publishing, naming each missing field", () => {
    expect(team.draft.safeParse({ name: "Erika" }).success).toBe(true);
    const strict = team.strict.safeParse({ name: "Erika" });
    expect(strict.success).toBe(false);
    const paths = problemsOf(strict.error!).map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(["slug", "role", "photo", "bio", "languages", "linkedIn", "order"]));
    expect(team.strict.safeParse(member).success).toBe(true);
  });

  it("refuses in a draft too what breaks a bound or a consent", () => {
    expect(problemsOf(team.draft.safeParse({ name: "x".repeat(121) }).error!)).toEqual([
      { path: "name", code: "too_big" },
    ]);
    expect(problemsOf(team.draft.safeParse({ age: 40 }).error!)).toEqual([{ path: "age", code: "unrecognized_keys" }]);
    const quote = { said: { text: "Gut." }, consent: false, shown: true };
    expect(problemsOf(references.draft.safeParse({ quote }).error!)).toEqual([
      { path: "quote.shown", code: "quoteWithoutConsent" },
    ]);
    expect(references.draft.safeParse({ quote: { ...quote, shown: false } }).success).toBe(true);
  });

  it("finds the texts the content rules check, the images and people named, and what both languages share", () => {
    const contact = "0b4f5c2e-8a61-4f3b-9a7e-2d1c6b5e4f30";
    const data = {
      title: "Titel",
      figures: [{ value: 1, unit: "%", measures: "Quote", period: "nach einem Jahr" }],
      quote: { said: { text: "Zitat", person: "Name", role: "Rolle" }, consent: true, shown: true },
      leadImage: photo,
      clientLogo: null,
      contact,
      date: "2026-10-01",
    };
    expect(textsOf(references, data).map((t) => t.path)).toEqual([
      "title",
      "figures.0.unit",
      "figures.0.measures",
      "figures.0.period",
      "quote.said.text",
      "quote.said.person",
      "quote.said.role",
    ]);
    expect(imagesOf(references, data)).toEqual([{ path: "leadImage", id: photo }]);
    expect(membersOf(references, data)).toEqual([{ path: "contact", id: contact }]);
    expect(neutralPart(references, data)).toEqual({ leadImage: photo, contact, date: "2026-10-01" });
    expect(neutralPart(team, member)).toEqual({ photo, linkedIn: "", order: 3 });
  });
});
