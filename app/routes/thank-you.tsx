import { CheckCircle2 } from "lucide-react";
import { Link, useLocation } from "react-router";
import { formOnPage, langFromPath, pageUrl, thankYouFor } from "#common/config/route-table";
import de from "#common/locales/de/thank-you";
import en from "#common/locales/en/thank-you";
import { Button } from "~/components/ui/button";
import { eyebrow } from "~/components/ui/eyebrow";
import { buildHead } from "~/lib/page-head";

// Its few strings come with the route module: the page needs no i18next and no island.
const copyFor = (pathname: string) => (langFromPath(pathname) === "de" ? de : en);

export function meta({ location }: { location: { pathname: string } }) {
  const copy = copyFor(location.pathname);
  return buildHead({
    pathname: location.pathname,
    title: copy.metaTitle,
    description: copy.text[formOnPage[thankYouFor(location.pathname) ?? "contact"]],
    indexable: false,
  });
}

/** Where the server sends a visitor whose form went out without script; it links back to the form's page. */
export default function ThankYou() {
  const { pathname } = useLocation();
  const copy = copyFor(pathname);
  const formPage = thankYouFor(pathname) ?? "contact";
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <section className="container-page flex min-h-[60vh] flex-col items-start justify-center py-24">
        <CheckCircle2 aria-hidden="true" className="size-12 text-accent-600" />
        <p className={`mt-6 ${eyebrow()}`}>{copy.eyebrow}</p>
        <h1 className="mt-4 text-4xl font-semibold text-ink-950">{copy.title}</h1>
        <p className="mt-4 max-w-xl text-lg text-ink-700">{copy.text[formOnPage[formPage]]}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to={pageUrl(formPage, langFromPath(pathname))}>{copy.back[formPage]}</Link>
        </Button>
      </section>
    </main>
  );
}
