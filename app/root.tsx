import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { SiteShell } from "./components/layout/site-shell";
import { ConsentRoot } from "./features/consent/consent-root";
import { consentNeededScript } from "./features/consent/consent-needed-script";
import { ConsentSettingsButton } from "./components/consent/consent-settings-button";
import { langFromPath } from "#common/config/route-table";
import { useStoredLanguage } from "./i18n/use-stored-language";
import { usePageViewBeacon } from "./lib/page-view-beacon";
import { useTodayInPrerenderedDates } from "./lib/use-today";
import errorDe from "#common/locales/de/error-boundary";
import errorEn from "#common/locales/en/error-boundary";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
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
        {/* A constant of our own; the server hashes every inline script into the page CSP. */}
        <script dangerouslySetInnerHTML={{ __html: consentNeededScript }} />
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

/** No i18next here: the shell and the page are deferred islands that bring it along (ADR 0015). */
export default function App() {
  useStoredLanguage();
  const { pathname } = useLocation();
  useTodayInPrerenderedDates(langFromPath(pathname));
  usePageViewBeacon(pathname);
  // Marks the document as interactive; end-to-end tests wait for it before they click.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <SiteShell consent={<ConsentRoot />} consentSettingsButton={ConsentSettingsButton}>
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
