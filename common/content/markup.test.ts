import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { markup, placeholders, rendersMarkup, tags } from "./markup";
import { stringLeaves as leaves } from "../../tests/support/string-leaves";

const root = path.resolve(import.meta.dirname, "../..");
const modules = import.meta.glob<{ default: unknown }>("../locales/*/**/*.ts", { eager: true });

/** The site's components, as text. */
const sources = readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"))
  .map((file) => ({ file, text: readFileSync(path.join(root, "app", file), "utf8") }));

describe("which texts are rendered with their markup", () => {
  it("every shipped text with markup is one of them, or the page would show its tags", () => {
    const unlisted = Object.entries(modules).flatMap(([file, mod]) => {
      const [, module = ""] = /^\.\.\/locales\/(?:de|en)\/(.+)\.ts$/.exec(file) ?? [];
      if (!module) return [];
      return leaves(mod.default)
        .filter(([key, text]) => tags(text).length && !rendersMarkup(module, key))
        .map(([key]) => `${module} ${key}`);
    });
    expect(unlisted).toEqual([]);
  });

  it("every key the site renders through Trans is one of them", () => {
    const withTrans = sources.filter(({ text }) => text.includes("<Trans"));
    expect(withTrans.length).toBeGreaterThan(0);
    for (const { file, text } of withTrans) {
      const [, ns = ""] = /useTranslation\("(\w+)"\)/.exec(text) ?? [];
      for (const [, key] of text.matchAll(/i18nKey="([\w.]+)"/g))
        expect(rendersMarkup(ns, key!), `${file} ${key}`).toBe(true);
    }
  });

  it("every locale module a page renders with renderRich (the legal pages) is one of them", () => {
    // The pages and the cookie list, which gets renderRich as its `render`.
    const rich = sources.filter(({ text }) => /useLegalRich\(|renderRich\(|render: \(text: string\)/.test(text));
    const imported = rich.flatMap(({ text }) =>
      [...text.matchAll(/#common\/locales\/de\/([\w-]+)"/g)].map((m) => m[1]!),
    );
    // The cookie policy names the categories as the consent dialog does, as plain words.
    expect(imported.filter((module) => module !== "consent" && !rendersMarkup(module, "any"))).toEqual([]);
    expect(new Set(imported)).toEqual(new Set(["imprint", "privacy", "cookie-policy", "consent", "cookies"]));
  });
});

describe("markup", () => {
  it("reads elements, and tags that make none", () => {
    expect(markup("<a>x</a> und <0>y</0>")).toEqual({ elements: ["0", "a"], stray: [] });
    expect(markup("<a>x")).toEqual({ elements: [], stray: ["<a>"] });
    expect(markup("x</a>")).toEqual({ elements: [], stray: ["</a>"] });
    expect(markup("<a><b>x</b></a>")).toEqual({ elements: ["b"], stray: ["<a>", "</a>"] });
    expect(markup('<a href="x">y</a> <br/>')).toEqual({ elements: [], stray: ['<a href="x">', "</a>", "<br/>"] });
    expect(markup("5 < 6 > 4")).toEqual({ elements: [], stray: [] });
  });

  it("reads placeholders of i18next, its nesting and the server's pages", () => {
    expect([...placeholders("{{a}} {{ b }} {{count, number}} $t(x.y) {c} {{a}}")]).toEqual([
      "{{a}}",
      "{{b}}",
      "{{count,number}}",
      "$t(x.y)",
      "{c}",
    ]);
    expect([...placeholders("{ nichts } {{}}")]).toEqual([]);
  });
});
