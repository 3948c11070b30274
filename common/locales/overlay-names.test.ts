/**
 * Each locale module hands its messages to the overlay under its own language and namespace, the
 * file's own path ("de/use-cases/retail.ts" is "de", "use-cases/retail"): a name typed for another
 * file would lay that file's published texts over this one's, or none at all.
 */
import { describe, expect, it } from "vitest";

const sources = import.meta.glob<string>(["./de/**/*.ts", "./en/**/*.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const modules = Object.entries(sources).map(([file, source]) => {
  const [, lang = "", ns = ""] = /^\.\/(de|en)\/(.+)\.ts$/.exec(file) ?? [];
  return { lang, ns, source };
});

describe("the overlay names each locale module by its own path", () => {
  it("finds the modules", () => expect(modules.length).toBeGreaterThan(60));

  it.each(modules.filter(({ ns }) => ns !== "admin"))("$lang/$ns", ({ lang, ns, source }) => {
    const calls = [...source.matchAll(/\boverlay\(\s*"([^"]*)",\s*"([^"]*)"/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(calls).toEqual([`${lang}:${ns}`]);
  });
});
