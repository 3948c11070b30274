import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import interCore from "./fonts/inter-core.woff2?url";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { SiteShell } from "./components/layout/site-shell";
import { ConsentPreferences, ConsentRoot } from "./features/consent/consent-root";
import { consentNeededScript } from "./features/consent/consent-needed-script";
import { ConsentSettingsButton } from "./components/consent/consent-settings-button";
import { langFromPath } from "#common/config/route-table";
import { followLinksToPagesWithOtherContent } from "./lib/document-navigation";
import { replay, takeHeld } from "./lib/first-view-handover";
import { closePageControls, startPageControls } from "./lib/page-controls/start";
import { lazyLayoutScript } from "./lib/lazy-layout";
import { usePageViewBeacon } from "./lib/page-view-beacon";
import errorDe from "#common/locales/de/error-boundary";
import errorEn from "#common/locales/en/error-boundary";

/**
 * The inline scripts root writes into <head>: with the first-view script, the only ones the page
 * CSP allows, known by their text (server/csp.ts, docs/decisions/0055; postbuild records them).
 */
export const handle = { inlineScripts: { consentNeeded: consentNeededScript, lazyLayout: lazyLayoutScript } };

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: appCss },
  // The icon set of scripts/lib/site-icons.ts: .ico for old clients, SVG, Apple's, the manifest.
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const lang = langFromPath(useLocation().pathname);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e1a2b" />
        {/* Constants of our own (`handle`), hashed into the page CSP. */}
        <script dangerouslySetInnerHTML={{ __html: handle.inlineScripts.consentNeeded }} />
        <script dangerouslySetInnerHTML={{ __html: handle.inlineScripts.lazyLayout }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * No i18next here: the shell and the page are deferred islands that bring it along (ADR 0015).
 * The saved language, the first page view and the visitor's date were handled before React came,
 * by the first-view script (app/lib/first-view.ts, ADR 0047).
 */
export default function App() {
  const { pathname } = useLocation();
  usePageViewBeacon(pathname);
  // The first-view script started the page controls; in development, where no page inlines it, the app does.
  useEffect(() => startPageControls(), []);
  // A dialog or dropdown belongs to the page it was opened on.
  useEffect(() => closePageControls, [pathname]);
  useEffect(() => {
    // Marks the document as interactive: from here on the first-view script holds nothing, and
    // end-to-end tests wait for it before they press keys.
    document.documentElement.setAttribute("data-hydrated", "");
    // The islands (their effects ran first) took the held clicks and submits aimed at them; the rest is replayed now.
    for (const target of takeHeld(document.documentElement)) replay(target);
    return followLinksToPagesWithOtherContent();
  }, []);
  return (
    <SiteShell
      consent={<ConsentRoot />}
      consentPreferences={<ConsentPreferences />}
      consentSettingsButton={ConsentSettingsButton}
    >
      <Outlet />
    </SiteShell>
  );
}

/** The last-resort error screen: "Unexpected Application Error!" followed by the status or message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const lang = langFromPath(useLocation().pathname);
  const copy = lang === "de" ? errorDe : errorEn;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="container-page py-24">
      <h1 className="text-3xl font-semibold text-ink-950">{copy.title}</h1>
      <p className="mt-4 font-mono text-ink-700">{detail}</p>
      <a
        href={lang === "de" ? "/" : "/en"}
        className="mt-8 inline-block font-semibold text-accent-700 underline underline-offset-4"
      >
        {copy.home}
      </a>
    </main>
  );
}
