import { describe, expect, it } from "vitest";

/** Every message module, by language and namespace, found on disk so a new page cannot slip by. */
const modules = import.meta.glob<{ default: unknown }>("./*/*.ts", { eager: true });

function byLang(lang: string): Map<string, unknown> {
  return new Map(
    Object.entries(modules)
      .filter(([file]) => file.includes(`./${lang}/`))
      .map(([file, mod]) => [file.split("/").pop()!, mod.default]),
  );
}

/** "a.b.0.c" paths of every leaf; array items are compared by position. */
function leaves(value: unknown, prefix = ""): Map<string, unknown> {
  if (value !== null && typeof value === "object") {
    return new Map(
      Object.entries(value).flatMap(([key, child]) => [...leaves(child, prefix ? `${prefix}.${key}` : key)]),
    );
  }
  return new Map([[prefix, value]]);
}

describe("messages", () => {
  const de = byLang("de");
  const en = byLang("en");

  it("has the same namespaces in German and English", () => {
    expect([...en.keys()].sort()).toEqual([...de.keys()].sort());
    expect(de.size).toBeGreaterThan(10);
  });

  for (const [file, source] of byLang("de")) {
    it(`${file}: same keys in both languages, no empty text`, () => {
      const deLeaves = leaves(source);
      const enLeaves = leaves(en.get(file));
      expect([...enLeaves.keys()].sort()).toEqual([...deLeaves.keys()].sort());
      for (const [key, text] of [...deLeaves, ...enLeaves]) {
        expect(typeof text, key).toBe("string");
        expect(String(text).trim(), key).not.toBe("");
      }
    });
  }

  it("keeps interpolation placeholders identical across languages", () => {
    for (const [file, source] of de) {
      const enLeaves = leaves(en.get(file));
      for (const [key, text] of leaves(source)) {
        // "{{count, number}}": the name and its format.
        const placeholders = (s: unknown) =>
          [...String(s).matchAll(/\{\{(\w+(?:, *\w+)?)\}\}/g)].map((m) => m[1]!.replace(/ /g, "")).sort();
        expect(placeholders(enLeaves.get(key)), `${file} ${key}`).toEqual(placeholders(text));
      }
    }
  });
});
