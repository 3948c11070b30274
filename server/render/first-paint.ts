/**
 * A prerendered page made ready for its first paint (ADR 0014, 0017, 0047): the rules of the site's
 * stylesheet the page uses (server/render/critical-css.ts) inlined, the first-view script inlined
 * and the router's bootstrap made to wait for it. The build does it to every
 * page (scripts/postbuild.ts); the server does it again to a page it renders with the owner's
 * edits (server/render/render-worker.ts).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { hydrationStandIns } from "../csp";
import { routerContextDir } from "../static-site";

/** Where the build keeps each page's critical CSS by its skeleton (a dot file: not served). */
export const criticalCssFile = ".critical-css.json";

/**
 * A page without its words: which rules of the stylesheet apply depends on the elements and their
 * attributes, not on the text (an element's emptiness kept, for `:empty`). An edit of texts leaves
 * it as it was, and the critical CSS found for it before is still right.
 */
export function skeleton(html: string): string {
  return createHash("sha256")
    .update(html.replace(/>([^<]*)</g, (_, text: string) => (text.trim() ? ">_<" : "><")))
    .digest("base64url");
}

/** Where the build keeps the stylesheet's @font-face rules, which it takes out of the stylesheet (hidden: dot file). */
export const fontFacesFile = ".font-faces.css";

/**
 * The first-view script (app/lib/first-view.ts, built by vite.first-view.config.ts), relative to
 * the build directory: outside build/client, since it is only ever served inlined.
 */
export const firstViewFile = "first-view/first-view.js";

/** The href of the page's whole stylesheet as the router wrote it. */
export function stylesheetHref(html: string, file: string): string {
  const href = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/.exec(html)?.[1];
  if (!href) throw new Error(`${file}: no stylesheet link to inline`);
  return href;
}

/** The router's scripts that set up scroll restoration and its context, each once, in this order. */
const contextScripts = [
  // ScrollRestoration: restores a position the router saved (null: the location's own key).
  /<script>(\(\(storageKey, restoreKey\) => \{[\s\S]*?\}\)\("react-router-scroll-positions", null\))<\/script>/,
  /<script>(window\.__reactRouterContext = \{[^<]*\};window\.__reactRouterContext\.stream = new ReadableStream\(\{start\(controller\)\{window\.__reactRouterContext\.streamController = controller;\}\}\)\.pipeThrough\(new TextEncoderStream\(\)\);)<\/script>/,
];

/**
 * The loader data as the router streams it into the page: each chunk and the stream's end in a
 * Suspense boundary of its own (`<!--$-->`), nested, so as many ends (`<!--/$-->`) follow.
 */
const streamChunk =
  /<script>(window\.__reactRouterContext\.streamController\.enqueue\("(?:[^"\\<]|\\.)*"\);)<\/script>/;
const streamEnd = /<script>(window\.__reactRouterContext\.streamController\.close\(\);)<\/script>/;
const stream = new RegExp(`((?:<!--\\$-->${streamChunk.source})+)<!--\\$-->${streamEnd.source}((?:<!--/\\$-->)+)`);

/** A page's router context as a file of its own: its path below build/client (also its URL) and its text. */
interface ContextFile {
  file: string;
  text: string;
}

/**
 * The router's inline scripts that only its client reads (ADR 0047): scroll restoration, the
 * context and the loader data. Before the visitor's first move nothing reads them, so they leave
 * the HTML for a file of their own, named by its content, which the first-view script runs once
 * the visitor acts; it ends with the bootstrap's imports of the router's modules. The loader data's Suspense boundaries go with it: the client renders none
 * there, and a boundary where it hydrates the router's scripts would be a mismatch. A script of
 * the router's of another shape, left inline or missing, fails the build.
 */
function takeOutRouterContext(html: string, file: string, imports: string): { html: string; context: ContextFile } {
  const bodies: string[] = [];
  let rest = html;
  for (const script of [...contextScripts, stream]) {
    const match = script.exec(rest);
    if (!match) throw new Error(`${file}: no router script matching ${script.source.slice(0, 80)}`);
    rest = rest.replace(match[0], "");
    if (script !== stream) bodies.push(match[1]!);
    else {
      const [, chunks = "", , end, boundaryEnds = ""] = match; // the second: the last chunk again
      const found = [...chunks.matchAll(new RegExp(streamChunk, "g"))].map(([, body]) => body!);
      if (boundaryEnds.length !== (found.length + 1) * "<!--/$-->".length) {
        throw new Error(`${file}: the router's loader data in unexpected boundaries`);
      }
      bodies.push(...found, end!);
    }
  }
  if (rest.includes("__reactRouterContext")) throw new Error(`${file}: a router context script of unexpected shape`);
  const text = `${bodies.join(";\n")};\n${imports}`;
  const hash = createHash("sha256").update(text).digest("base64url").slice(0, 10);
  return { html: rest, context: { file: `${routerContextDir}/${hash}.js`, text } };
}

/**
 * The router's bootstrap module imports the app statically, so its scripts would be fetched while
 * the page is still being parsed and compete with the first paint. Its imports move to the end of
 * the page's router context file (a classic script: the same modules, imported in parallel, in the
 * same order of evaluation), and the module goes: the first-view script, inlined in its place,
 * runs that file once the visitor acts (ADR 0047; `data-router-context` names it). A changed
 * bootstrap format fails the build instead of passing unnoticed.
 */
function takeOutBootstrap(html: string, file: string): { html: string; imports: string; modules: string[] } {
  const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
  const body = bootstrap.exec(html)?.[1];
  if (body === undefined) throw new Error(`${file}: no router bootstrap script`);
  const pattern =
    /^\s*import "([^"]+)";\s*((?:import \* as route\d+ from "[^"]+";\s*)+)(window\.__reactRouterRouteModules = \{[^}]*\};)\s*import\("([^"]+)"\);\s*$/;
  const match = pattern.exec(body);
  if (!match) throw new Error(`${file}: unexpected router bootstrap script:\n${body}`);
  const [, manifest, routeImports = "", assignModules, entry] = match;
  const routes = [...routeImports.matchAll(/import \* as (route\d+) from "([^"]+)";/g)];
  const modules = [manifest, ...routes.map(([, , src]) => src)].map((src) => `import(${JSON.stringify(src)})`);
  const imports = `Promise.all([${modules.join(", ")}]).then(([, ${routes.map(([, name]) => name).join(", ")}]) => {
  ${assignModules}
  return import(${JSON.stringify(entry)});
});
`;
  return { html: html.replace(bootstrap, () => firstViewMarker), imports, modules: [manifest!, entry!] };
}

/**
 * Every module the router's bootstrap needs, by name (`/assets/<name>.js`): the modules the router
 * announced with modulepreload links (the entry, the page's route modules and everything they
 * import statically), its manifest and entry. The first-view script preloads them all as it
 * starts the app, so they arrive in one round of requests instead of a chain of imports found
 * one module at a time (docs/decisions/0060).
 */
function moduleNames(html: string, file: string, bootstrapModules: string[]): string {
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map(([, href]) => href!);
  const names = [...new Set([...bootstrapModules, ...preloaded])].map((href) => {
    const name = /^\/assets\/([\w.-]+)\.js$/.exec(href)?.[1];
    if (!name) throw new Error(`${file}: a router module outside /assets/: ${href}`);
    return name;
  });
  return names.join(" ");
}

/** Where the first-view script goes: the router's bootstrap's place, at the end of the body. */
const firstViewMarker = "<!--first-view-->";

/** The first-view script as a page holds it inline: the build knows it by this text (server/csp.ts). */
export const inlinedFirstView = (script: string) => script.trim().replaceAll("</script", "<\\/script");

/** The icon links as root.tsx prerenders them (scripts/lib/site-icons.ts writes the files). */
const faviconLink = '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>';
const icoLink = '<link rel="icon" href="/favicon.ico" sizes="32x32"/>';
const svgDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;

/** The web manifest (scripts/lib/site-icons.ts writes it) and its link as root.tsx prerenders it. */
const manifestLink = '<link rel="manifest" href="/site.webmanifest"/>';

/**
 * The rules of the site's stylesheet the page uses, inlined, so the first paint waits for
 * no request and parses no CSS it does not need (ADR 0017). The <link> to the whole stylesheet stays
 * for React's hydration to match (it compares only rel, href, crossorigin and title of a link in
 * <head>), `disabled` so it does not apply and `media="not all"` so the preload scanner, which
 * ignores `disabled`, does not fetch it alongside the first paint. No modulepreload hints and a
 * deferred bootstrap, so no script competes with the first paint. Nothing else is fetched before
 * the largest paint but the preloaded font (ADR 0046): the favicon is the page's own data URL (the
 * browser asks for it once the page has loaded, often before the largest paint), the .ico link
 * goes (clients that want one ask for /favicon.ico unasked), the manifest and the prefetch of the
 * whole stylesheet follow the largest paint.
 */
/** What the build adds to every page's first paint besides its CSS. */
export interface FirstPaintAssets {
  /** The first-view script (ADR 0047), inlined. */
  firstViewScript: string;
  /** The favicon's SVG, inlined as a data URL (ADR 0046). */
  faviconSvg: string;
  /** A file of the build by its URL (`/assets/…`): the preloaded font, when a page inlines it. */
  asset: (href: string) => Buffer;
}

/** The assets as the build wrote them below `buildDir` (the build's and the server's renders alike). */
export function firstPaintAssets(buildDir: string): FirstPaintAssets {
  const clientDir = path.join(buildDir, "client");
  return {
    firstViewScript: readFileSync(path.join(buildDir, firstViewFile), "utf8"),
    faviconSvg: readFileSync(path.join(clientDir, "favicon.svg"), "utf8"),
    asset: (href) => readFileSync(path.join(clientDir, path.posix.normalize(href))),
  };
}

/** The font's preload as root.tsx prerenders it: the core file (ADR 0048). */
const fontPreload =
  /<link rel="preload" href="(\/assets\/[\w.-]+\.woff2)" as="font" type="font\/woff2" crossorigin="anonymous"\/>/;
/** A page's preload of its largest paint, an uploaded image (app/lib/page-head.ts), its attributes in any order. */
const imagePreload = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="image")[^>]*>/;

/**
 * A page whose largest paint is an uploaded image carries its preloaded font in its rules, as a
 * data URL (docs/decisions/0073): two requests after the document would need two connections on
 * HTTP/1.1, and the second one's handshake is the largest paint's. The preload stays for React's
 * hydration to match (without it React adds one, and the browser warns of an unused file), with
 * `media="not all"` so that no browser fetches it.
 */
function withFontInline(html: string, css: string, asset: FirstPaintAssets["asset"]): { html: string; css: string } {
  const href = fontPreload.exec(html)?.[1];
  if (!href || !imagePreload.test(html)) return { html, css };
  const data = `data:font/woff2;base64,${asset(href).toString("base64")}`;
  return {
    html: html.replace(fontPreload, (link) => link.replace("/>", ' media="not all"/>')),
    css: css.replaceAll(`url(${href})`, `url(${data})`),
  };
}

export function firstPaint(
  html: string,
  file: string,
  css: string,
  assets: FirstPaintAssets,
): { html: string; context: ContextFile } {
  const { firstViewScript, faviconSvg } = assets;
  const href = stylesheetHref(html, file);
  const tag = `<link rel="stylesheet" href="${href}"/>`;
  for (const link of [faviconLink, icoLink, manifestLink])
    if (!html.includes(link)) throw new Error(`${file}: no ${link} to take out of the first paint`);
  const { html: withoutBootstrap, imports, modules } = takeOutBootstrap(html, file);
  const names = moduleNames(html, file, modules);
  const { html: withoutContext, context } = takeOutRouterContext(withoutBootstrap, file, imports);
  const { html: withFont, css: rules } = withFontInline(withoutContext, css, assets.asset);
  const inlined = inlinedFirstView(firstViewScript);
  const page = withFont
    // The client hydrates three script elements where the router prerendered them (ScrollRestoration's,
    // the context's and the bootstrap's), matched by position, their content ignored. Two of them left
    // the page: two empty scripts hold their places (server/csp.ts knows them by that place).
    .replace(
      firstViewMarker,
      () =>
        `${hydrationStandIns}<script data-router-context="${context.file}" data-modules="${names}">${inlined}</script>`,
    )
    .replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "")
    .replace(icoLink, "")
    .replace(manifestLink, "")
    .replace(faviconLink, () => faviconLink.replace("/favicon.svg", svgDataUrl(faviconSvg)))
    .replace(
      tag,
      () =>
        `<style>${rules.replaceAll("</style", "<\\/style")}</style>${tag.replace("/>", ' media="not all" disabled=""/>')}`,
    );
  return { html: page, context };
}
