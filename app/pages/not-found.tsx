import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { usePageUrl } from "~/lib/use-lang";

export default function NotFoundContent() {
  const { t } = useTranslation();
  const url = usePageUrl();

  return (
    <section data-not-found="" className="container-page flex min-h-[60vh] flex-col items-start justify-center py-24">
      <p className="text-7xl font-semibold tracking-tight text-accent-600">404</p>
      <h1 className="mt-4 text-4xl font-semibold text-ink-950">{t("notFound.title")}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-700">{t("notFound.text")}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={url("home")}>{t("notFound.home")}</Link>
      </Button>
    </section>
  );
}
