import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  charactersBeyondCore,
  coreCharacters,
  coreFontBudget,
  fontFacesCss,
  fontFamilies,
  fontFiles,
  fontPaths,
  inCore,
  unicodeRange,
  weights,
} from "./font-subsets";

describe("the site's font files (ADR 0048)", () => {
  it("are committed as npm run fonts writes them", async () => {
    const { core, rest } = await fontFiles();
    expect(readFileSync(fontPaths.core).equals(core), "run npm run fonts").toBe(true);
    expect(readFileSync(fontPaths.rest).equals(rest), "run npm run fonts").toBe(true);
    expect(readFileSync(fontPaths.css, "utf8")).toBe(await fontFacesCss());
  }, 30_000);

  it("keep the preloaded core file within one round trip", () => {
    expect(readFileSync(fontPaths.core).length).toBeLessThanOrEqual(coreFontBudget);
  });

  it("give every character to exactly one file, each file its own family (ADR 0052)", async () => {
    const css = (await fontFacesCss()).replace(/\s+/g, " ");
    const faces = [
      ...css.matchAll(/font-family: "([^"]+)";.*?url\("\.\/([\w-]+\.woff2)"\).*?unicode-range: ([^;]+);/g),
    ];
    expect(faces.map(([, family, file]) => [family, file])).toEqual([
      [fontFamilies.core, "inter-core.woff2"],
      [fontFamilies.rest, "inter-rest.woff2"],
    ]);
    expect(fontFamilies.core).not.toBe(fontFamilies.rest);
    const ranges = faces.map(([, , , range]) => range);
    expect(ranges[0]).toBe(
      unicodeRange([...new Set([...coreCharacters].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b)),
    );
    for (const c of "ÄÖÜäöüß„“–…") expect(inCore(c)).toBe(true);
    for (const c of "é€ñ") expect(inCore(c)).toBe(false);
    expect(ranges[1]).toContain("U+E5-F5"); // é (U+E9) and ñ (U+F1) are the second file's
  });

  it("are named in app/app.css's font stack core first, then rest, then the metric-matched fallback", () => {
    const stack = /--font-sans: ([^;]+);/.exec(readFileSync("app/app.css", "utf8"))![1]!;
    expect(
      stack
        .split(",")
        .map((family) => family.trim())
        .slice(0, 3),
    ).toEqual([`"${fontFamilies.core}"`, `"${fontFamilies.rest}"`, '"Inter Fallback"']);
  });

  it("finds what a page paints beyond the core file, and only that", () => {
    const page =
      '<html><head><title>Résumé</title></head><body><h1>Café &amp; Bar</h1><style>p::after{content:"ñ"}</style>' +
      '<script>const s = "ø";</script><input placeholder="z. B. Señor"/><p>Straße „Ä“ – Tom&#x27;s</p></body></html>';
    expect(charactersBeyondCore(page)).toEqual(["é", "ñ"]);
  });

  it("writes a unicode-range in runs", () => {
    expect(unicodeRange([0x20, 0x41, 0x42, 0x43, 0xe4])).toBe("U+20, U+41-43, U+E4");
  });

  it("is set in its two weights only, regular and semibold (ADR 0051)", () => {
    // Each weight at each size is one more font instance for the first layout to set up.
    expect(weights).toEqual({ min: 400, max: 600 });
    const sources = (dir: string) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => path.join(dir, file));
    const otherWeight =
      /\bfont-(thin|extralight|light|medium|bold|extrabold|black)\b|font-weight:\s*(?!400\b|600\b|inherit\b)[\w-]+/;
    const offenders = ["app", "admin", "common"]
      .flatMap(sources)
      .filter((file) => otherWeight.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });
});
