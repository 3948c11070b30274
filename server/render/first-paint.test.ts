import { describe, expect, it } from "vitest";
import { inlineScriptHashes, knownScripts, scriptSource } from "../csp";
import { firstPaint, inlinedFirstView } from "./first-paint";

/** The router's ScrollRestoration and context scripts as it prerenders them. */
const scrollRestoration = `((storageKey, restoreKey) => {
\t\tif (!window.history.state || !window.history.state.key) {
\t\t\tlet key = Math.random().toString(32).slice(2);
\t\t\twindow.history.replaceState({ key }, "");
\t\t}
\t})("react-router-scroll-positions", null)`;
const contextScript =
  'window.__reactRouterContext = {"basename":"/","ssr":false,"isSpaMode":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());';
const routerContext = `<script>${scrollRestoration}</script><script>${contextScript}</script>`;

/** The loader data, streamed in two chunks, each in a Suspense boundary of its own. */
const chunks = [
  'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]\\n");',
  'window.__reactRouterContext.streamController.enqueue("P3:[\\"Titel \\u003cb\\u003e\\"]\\n");',
];
const end = "window.__reactRouterContext.streamController.close();";
const loaderData =
  chunks.map((chunk) => `<!--$--><script>${chunk}</script>`).join("") +
  `<!--$--><script>${end}</script>${"<!--/$-->".repeat(3)}`;

/** A page's head and end as the router prerenders them (app/root.tsx's links). */
const page = `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>
<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="stylesheet" href="/assets/app-x.css"/>
<link rel="icon" href="/favicon.ico" sizes="32x32"/>
<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>
<link rel="manifest" href="/site.webmanifest"/>
<link rel="modulepreload" href="/assets/root-x.js"/></head>
<body><main><h1>Titel</h1><p>Der größte Text.</p></main>${routerContext}
<script type="module" async="">import "/assets/manifest-x.js";
import * as route0 from "/assets/root-x.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-x.js");</script>${loaderData}</body></html>`;

const favicon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>\n';

/** The URLs the parser (href and src attributes) asks for, not counting data URLs and links for no medium. */
function fetchedByParser(html: string): string[] {
  const inert = /<link rel="(?:stylesheet|preload)" [^>]*media="not all"[^>]*\/>/g;
  return [...html.replace(inert, "").matchAll(/<(?:link|script|img)\b[^>]*\b(?:href|src)="([^"]+)"/g)]
    .map(([, url = ""]) => url)
    .filter((url) => !url.startsWith("data:"));
}

/** The preloaded font's face as the critical CSS holds it (server/render/critical-css.ts). */
const fontFace = '@font-face{font-family:Inter Variable;src:url(/assets/inter.woff2)format("woff2-variations")}';

/** The first-view script (ADR 0047) as the build gives it. */
const fontBytes = Buffer.from("wOF2 the core font");
const assets = {
  firstViewScript: "window.__firstView = {};\n",
  faviconSvg: favicon,
  asset: (href: string) => {
    if (href !== "/assets/inter.woff2") throw new Error(`no such file: ${href}`);
    return fontBytes;
  },
};

describe("firstPaint", () => {
  const { html, context } = firstPaint(page, "index.html", "h1{font-weight:600}", assets);

  it("puts the first-view script in the bootstrap's place, naming the page's router context file", () => {
    // The three scripts the client hydrates there keep their places (empty ones for the two that left).
    expect(html).toContain(
      `<script></script><script></script><script data-router-context="${context.file}" data-modules="manifest-x entry.client-x root-x">window.__firstView = {};</script></body>`,
    );
    expect(html).not.toContain('<script type="module"');
  });

  it("leaves only scripts the build knows: the first-view script hashed, its two stand-ins not", () => {
    const known = knownScripts({ firstView: inlinedFirstView(assets.firstViewScript) });
    expect(inlineScriptHashes(html, "index.html", known)).toEqual([scriptSource("window.__firstView = {};")]);
  });

  it("leaves only the preloaded font for the parser to fetch (plus what no browser fetches unasked)", () => {
    expect(fetchedByParser(html)).toEqual(["/assets/inter.woff2", "/apple-touch-icon.png"]);
  });

  it("leaves the font a file of its own when no image is the largest paint, cached for the next page", () => {
    const { html: withFace } = firstPaint(page, "x.html", fontFace, assets);
    expect(withFace).toContain(fontFace);
    expect(withFace).not.toContain("data:font/woff2");
  });

  it("holds the favicon as a data URL of the build's SVG", () => {
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml"\/>/.exec(html)?.[1];
    expect(decodeURIComponent(href?.replace("data:image/svg+xml,", "") ?? "")).toBe(favicon.trim());
  });

  it("takes the router's context scripts and the loader data's boundaries out of the page", () => {
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain("storageKey");
    expect(html).not.toContain("<!--");
    expect(html).toContain("</main>\n<script></script>");
  });

  it("puts them into a file named by its content, in the order they ran", () => {
    expect(context.text.startsWith(`${[scrollRestoration, contextScript, ...chunks, end].join(";\n")};\n`)).toBe(true);
    expect(context.file).toMatch(/^\/router-context\/[\w-]{10}\.js$/);
    const other = firstPaint(page.replace("P3:", "P4:"), "en/index.html", "", assets).context;
    expect(other.file).not.toBe(context.file);
  });

  it("ends that file with the bootstrap's imports: the router's modules in parallel, then its entry", () => {
    const imports = context.text.slice(context.text.indexOf("Promise.all("));
    expect(context.text.indexOf("Promise.all(")).toBeGreaterThan(context.text.indexOf(end));
    expect(imports)
      .toBe(`Promise.all([import("/assets/manifest-x.js"), import("/assets/root-x.js")]).then(([, route0]) => {
  window.__reactRouterRouteModules = {"root":route0};
  return import("/assets/entry.client-x.js");
});
`);
    // Run by the first-view script only, never announced to the parser.
    expect(fetchedByParser(html)).not.toContain(context.file);
  });

  it("names every module the bootstrap needs, for the first-view script to preload in one round", () => {
    const withImports = page.replace(
      '<link rel="modulepreload" href="/assets/root-x.js"/>',
      '<link rel="modulepreload" href="/assets/entry.client-x.js"/><link rel="modulepreload" href="/assets/jsx-runtime-y.js"/><link rel="modulepreload" href="/assets/root-x.js"/>',
    );
    expect(firstPaint(withImports, "x.html", "", assets).html).toContain(
      'data-modules="manifest-x entry.client-x jsx-runtime-y root-x"',
    );
    expect(() =>
      firstPaint(page.replace('/assets/root-x.js"/>', 'https://cdn.example/root-x.js"/>'), "x.html", "", assets),
    ).toThrow(/outside \/assets/);
  });

  it("fails the build when the router's context scripts change shape", () => {
    for (const changed of [
      page.replace('"react-router-scroll-positions", null', '"react-router-scroll-positions", "key"'),
      page.replace("pipeThrough(new TextEncoderStream())", "pipeThrough(new TextDecoderStream())"),
      page.replace("<!--/$--><!--/$--><!--/$-->", "<!--/$--><!--/$-->"),
      page.replace("</body>", "<script>window.__reactRouterContext.x = 1;</script></body>"),
    ]) {
      expect(() => firstPaint(changed, "x.html", "", assets)).toThrow(/router/);
    }
  });

  it("fails the build when the head no longer has the links it takes out", () => {
    expect(() =>
      firstPaint(page.replace('<link rel="manifest" href="/site.webmanifest"/>', ""), "x.html", "", assets),
    ).toThrow(/site\.webmanifest/);
  });
});

describe("firstPaint of a page whose largest paint is an uploaded image", () => {
  // React writes the preload's attributes in the order of its props (app/lib/page-head.ts).
  const imagePage = page.replace(
    "</head>",
    '<link rel="preload" as="image" type="image/avif" imageSrcSet="/media/a-640.avif 640w" imageSizes="100vw" fetchPriority="high"/></head>',
  );
  const { html } = firstPaint(imagePage, "x.html", fontFace, assets);

  it("leaves only the image for the parser to fetch: the font is in its rules as a data URL", () => {
    expect(fetchedByParser(html)).toEqual(["/apple-touch-icon.png"]);
    expect(html).toContain('rel="preload" as="image"');
    // Kept for React's hydration to find, so that it adds none of its own.
    expect(html).toContain(
      '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous" media="not all"/>',
    );
    expect(html).toContain(`url(data:font/woff2;base64,${fontBytes.toString("base64")})`);
    expect(html).not.toContain("url(/assets/inter.woff2)");
  });
});
