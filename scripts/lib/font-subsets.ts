/**
 * The site's font, Inter, cut into two files (ADR 0048). The core file holds the characters the
 * site's pages show, in the weights they set, with kerning as its only layout feature: small
 * enough (about 13 KB) to arrive in the first round trip of its connection, so the preloaded font
 * costs the largest paint one round trip less than the whole Latin file did (two). Everything
 * else of Latin lies in a second file that a browser fetches only for a page that shows one of
 * its characters: an owner's edit with an "é" costs that page a request, never a wrong glyph.
 *
 * `npm run fonts` writes both files and their @font-face rules into app/fonts/; a test checks
 * that the committed files are what this module makes, and the build fails when a page shows a
 * character the core file lacks.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** Where `npm run fonts` writes the two files and their rules (the rules name the files beside them). */
export const fontPaths = {
  core: "app/fonts/inter-core.woff2",
  rest: "app/fonts/inter-rest.woff2",
  css: "app/fonts/inter.css",
} as const;

/**
 * One family per file, named in this order in app/app.css's `--font-sans` (ADR 0052). Not one
 * family of two faces: for every size and weight a page sets, Chromium builds each face of the
 * family, and a face not yet fetched gets a stand-in system font, looked up with a synchronous
 * call to the browser process in the middle of the first layout. A second family is asked only
 * for a character the first one lacks.
 */
export const fontFamilies = { core: "Inter Variable", rest: "Inter Rest" } as const;

/**
 * The source: Inter's own variable font, every glyph (ADR 0052). Fontsource's Latin cut, used
 * before, lacks the non-breaking hyphen and the arrow the copy sets, so the browser drew those two
 * in a system font. The optical-size axis is fixed at its default (text, 14), which is what the
 * cut without it drew.
 */
const sourceFile = "inter-ui/variable/InterVariable.woff2";
const opticalSize = 14;

/**
 * What the preloaded core file may weigh: one initial congestion window (10 segments of 1,460 B,
 * as Lighthouse's simulation models TCP) less about 1 KB of response headers.
 */
export const coreFontBudget = 13_600;

/** The weights the site sets: normal and semibold (strong and b too: app/app.css). */
export const weights = { min: 400, max: 600 } as const;

/**
 * Every character the pages' text holds today, in both languages, and the German letters that
 * any German heading may need. Soft hyphen and word joiner are in too: they have no glyph, but a
 * face that does not list them would send the browser to the other file for them.
 */
export const coreCharacters = [
  " \u00a0\u00ad\u2060",
  "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  "abcdefghijklmnopqrstuvwxyz",
  "ÄÖÜäöüß",
  "0123456789",
  "!#%&()*+,-./:;?@_|'\"",
  "§©·×",
  "\u2212", // the minus sign Intl sets before a negative figure of a reference (−35 %)
  "\u2011–‘’“”„…→", // ‘ ’ for English apostrophes an edit may bring
  "\u2010", // the hyphen Chromium sets where a word breaks at a soft hyphen
  "ı", // Yılmaz, in a customer quote
].join("");

/** Fontsource's Latin range (Google Fonts' "latin" subset): what the two files cover together. */
const latinRange: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const codePoints = (text: string) => [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);

/** Code points as a CSS unicode-range: runs of neighbours joined ("U+41-5A"). */
export function unicodeRange(points: number[]): string {
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (n: number) => n.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

const core = codePoints(coreCharacters);
const coreSet = new Set(core);
/** Latin without the core's characters. */
const rest = latinRange.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((p) => !coreSet.has(p)),
);

/** Whether the core file shows this character. */
export const inCore = (character: string) => coreSet.has(character.codePointAt(0)!);

/** An entity's character, for the few React writes. */
const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#x27": "'",
  "#39": "'",
  nbsp: "\u00a0",
};

/**
 * The characters a page's HTML paints in the site's font (its body's text and placeholders, not
 * its scripts and styles) that the core file lacks: the build's check of every page.
 */
export function charactersBeyondCore(html: string): string[] {
  const body = html.slice(Math.max(0, html.indexOf("<body")));
  const placeholders = [...body.matchAll(/ placeholder="([^"]*)"/g)].map(([, value]) => value).join(" ");
  const text = body.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, "").replace(/<[^>]*>/g, "");
  const painted = `${text} ${placeholders}`.replace(/&(#?\w+);/g, (entity, name: string) => entities[name] ?? entity);
  return [...new Set(painted)].filter((character) => !/\s/.test(character) && !inCore(character));
}

export async function fontFiles(): Promise<{ core: Buffer; rest: Buffer }> {
  const source = readFileSync(require.resolve(sourceFile));
  const axes = { variationAxes: { wght: weights, opsz: opticalSize } };
  const [coreFont, restFont] = await Promise.all([
    subsetFont(source, String.fromCodePoint(...core), { targetFormat: "woff2", keepFeatures: ["kern"], ...axes }),
    subsetFont(source, String.fromCodePoint(...rest), { targetFormat: "woff2", ...axes }),
  ]);
  return { core: coreFont, rest: restFont };
}

function face(family: string, file: string, points: number[]): string {
  return `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-display: optional;
  font-weight: ${weights.min} ${weights.max};
  src: url("./${file}") format("woff2-variations");
  unicode-range: ${unicodeRange(points)};
}
`;
}

/** The rules app/app.css imports (as Prettier lays them out). */
export async function fontFacesCss(): Promise<string> {
  const css = `/* Written by \`npm run fonts\` (scripts/lib/font-subsets.ts); do not edit. */\n${face(fontFamilies.core, path.basename(fontPaths.core), core)}${face(fontFamilies.rest, path.basename(fontPaths.rest), rest)}`;
  return format(css, { ...(await resolveConfig(fontPaths.css)), parser: "css" });
}
