import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConsentRoot } from "~/features/consent/consent-root";
import { toasterMounted, useToasterRequested } from "~/lib/notify";
import { ScrollToTop } from "./scroll-to-top";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// Mounted with the first notification: sonner stays out of the first-view JavaScript.
const Toaster = lazy(() => import("~/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const toasterRequested = useToasterRequested();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-ink-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("skipToContent")}
      </a>
      <ConsentRoot />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <ScrollToTop />
      {toasterRequested && (
        <Suspense>
          <Toaster onMounted={toasterMounted} />
        </Suspense>
      )}
    </>
  );
}
