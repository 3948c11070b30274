import { describe, expect, it } from "vitest";
import { leadPostPage } from "./lead-post-notices";

/** The page's visible text, spaces as a reader sees them. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/[\s\u00a0]+/g, " ");

describe("the rate-limit page names the wait in the right plural form", () => {
  const page = (lang: "de" | "en", seconds: number) =>
    text(leadPostPage(lang, { rateLimited: seconds }, "/neutra-kontakt", "kontakt@example.com"));

  it("one minute in the singular, more in the plural, in both languages", () => {
    expect(page("de", 45)).toContain("Senden Sie es in einer Minute erneut");
    expect(page("de", 600)).toContain("Senden Sie es in 10 Minuten erneut");
    expect(page("en", 60)).toContain("Send it again in a minute");
    expect(page("en", 61)).toContain("Send it again in 2 minutes");
    expect(page("de", 45)).not.toMatch(/\b1 Minuten\b/);
  });
});
