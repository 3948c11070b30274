/**
 * The back office's preview (docs/decisions/0045): one page rendered as the site would render it
 * with the published content and every draft laid over it, in the worker that renders the site
 * (docs/decisions/0040). It is served from the back office's origin, so it comes without any script,
 * loads the site's styles, images and fonts from the public origin, and may only be framed there.
 */
import type { SiteContent } from "../../common/content/overlay";
import type { ServerFacts } from "../../common/config/server-facts";
import { builtCriticalCss, renderInWorker, type Renderer } from "./live-site";

interface PreviewOptions {
  /** The build's directory (build/). */
  buildDir: string;
  /** The public site's origin (SITE_URL): the page's assets load from there. */
  siteUrl: string;
  /** This server's settings the policies state, when they differ from the build's (as the live site renders them). */
  serverFacts?: ServerFacts;
  /** Renders pages with content (tests give their own). */
  renderer?: Renderer;
}

export interface Preview {
  /** The page's preview HTML, or "busy" while another page or content is being rendered. */
  page(path: string, content: SiteContent): Promise<string | "busy">;
  /** The preview answer's headers. */
  headers: Record<string, string>;
}

/** Seconds a refused preview request is told to wait: about one render on a loaded machine. */
export const previewRetryAfterSeconds = 5;

/**
 * One render at a time per process (a render keeps a core busy for seconds). The same page with
 * the same content shares the running or last render, so the phone and desktop frames and the
 * dialog's first request cost one render; anything else while a render runs is refused.
 */
export function createPreview({ buildDir, siteUrl, serverFacts, renderer = renderInWorker }: PreviewOptions): Preview {
  const origin = new URL(siteUrl).origin;
  let cssCache: Record<string, string> | undefined;
  let last: { key: string; html: Promise<string> } | undefined;
  let running = false;

  async function render(path: string, content: SiteContent): Promise<string> {
    running = true;
    try {
      const job = { buildDir, content, paths: [path], cssCache: (cssCache ??= builtCriticalCss(buildDir)) };
      const rendered = await renderer(job);
      cssCache = rendered.cssCache;
      const file = rendered.files.find((f) => f.file.endsWith("/index.html"));
      if (!file) throw new Error(`the renderer gave no page for ${path}`);
      return inert(new TextDecoder().decode(file.body), origin);
    } finally {
      running = false;
    }
  }

  return {
    page(path, content) {
      const withServer = serverFacts
        ? { ...content, facts: { ...content.facts, server: { ...serverFacts } } }
        : content;
      const key = JSON.stringify([path, withServer]);
      if (last?.key === key) return last.html;
      if (running) return Promise.resolve("busy");
      const html = render(path, withServer);
      last = { key, html };
      html.catch(() => {
        if (last?.html === html) last = undefined;
      });
      return html;
    },
    headers: previewHeaders(origin),
  };
}

/** The preview's own policy: no script at all, the site's styles, images and fonts, framed by the back office only. */
export function previewHeaders(origin: string): Record<string, string> {
  return {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": [
      "default-src 'none'",
      "script-src 'none'",
      `style-src 'unsafe-inline' ${origin}`,
      `img-src ${origin} data:`,
      `font-src ${origin} data:`,
      `base-uri ${origin}`,
      "form-action 'none'",
      "frame-ancestors 'self'",
    ].join("; "),
    "X-Frame-Options": "SAMEORIGIN",
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
  };
}

/**
 * The page without its scripts (the islands, the content JSON, structured data), its stylesheet
 * switched on (the site's script does that after the first paint) and a base of the public origin,
 * so "/assets/..." loads from there.
 */
export function inert(html: string, origin: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
    .replace(/(<link rel="stylesheet" href="[^"]+") media="not all" disabled=""/g, "$1")
    .replace(/<head>/i, `<head><base href="${origin}/">`);
}
