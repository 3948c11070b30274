/**
 * A namespace of the owner's texts has one name, its locale files' path ("de/use-cases/retail.ts"
 * is "use-cases/retail"): each locale module hands its messages to the overlay under its own
 * language and path, and each handle of ./texts.ts (the server's and the back office's door) names
 * the files its messages come from. A name typed for another file would lay that file's published
 * texts over this one's, or none at all. Groups of facts are held to their shapes by the types
 * (common/content/overlay.ts, FactGroups).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as texts from "./texts";

const sources = import.meta.glob<string>(["./de/**/*.ts", "./en/**/*.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const loaded = import.meta.glob<unknown>(["./de/**/*.ts", "./en/**/*.ts"], { import: "default", eager: true });
const modules = Object.entries(sources).map(([file, source]) => {
  const [, lang = "", ns = ""] = /^\.\/(de|en)\/(.+)\.ts$/.exec(file) ?? [];
  return { lang, ns, source };
});

/** Locale files that are not the owner's to edit (the catalogue leaves them out): never overlaid. */
const notSiteCopy = new Set(["admin"]);

describe("the overlay names each locale module by its own path", () => {
  it("finds the modules", () => expect(modules.length).toBeGreaterThan(60));

  it.each(modules)("$lang/$ns", ({ lang, ns, source }) => {
    // Every call, so one whose names are not literals (which the build cannot read either) fails too.
    const calls = [...source.matchAll(/\boverlay\(\s*(?:"([^"]*)",\s*"([^"]*)")?/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(calls).toEqual(notSiteCopy.has(ns) ? [] : [`${lang}:${ns}`]);
  });
});

describe("each handle names the files its messages come from", () => {
  const handles = Object.entries(texts).filter(([, value]) => typeof value === "object");

  it("finds the handles", () => expect(handles.map(([name]) => name)).toContain("forms"));

  it.each(handles)("%s", (_, handle) => {
    const { ns, de, en } = handle as texts.Texts<unknown>;
    expect(de).toBe(loaded[`./de/${ns}.ts`]);
    expect(en).toBe(loaded[`./en/${ns}.ts`]);
  });
});

describe("no other module names a namespace of the texts", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const product = ["app", "admin", "common", "server", "scripts"].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .map((file) => path.posix.join(dir, file.split(path.sep).join("/")))
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)),
  );
  const importsOverlay = /import\s*\{[^}]*\boverlay\b[^}]*\}\s*from\s*"[^"]*content\/overlay"/;

  // The menu labels' module (scripts/lib/menu-labels.ts) writes its calls with the route table's names.
  it("lays texts over only in the locale modules", () => {
    const callers = product.filter(
      (file) =>
        !/^common\/locales\/(de|en)\//.test(file) && importsOverlay.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(callers).toEqual([]);
  });
});
