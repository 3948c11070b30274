import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { langFromPath } from "~/config/route-table";
import { i18nByLang } from "~/i18n/instances";
import { buildHead } from "~/lib/seo";
import { usePageUrl } from "~/lib/use-lang";

export function meta({ location }: { location: { pathname: string } }) {
  const lang = langFromPath(location.pathname);
  const t = i18nByLang[lang].getFixedT(lang, "common");
  return buildHead({
    pathname: location.pathname,
    title: t("notFound.metaTitle"),
    description: t("notFound.text"),
    indexable: false,
  });
}

export default function NotFound() {
  const { t } = useTranslation();
  const url = usePageUrl();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    // Spec: /index.html leads home (the server answers 301; this covers static hosting).
    if (pathname === "/index.html") {
      void navigate("/", { replace: true });
      return;
    }
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname, navigate]);

  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center py-24">
      <p className="text-7xl font-semibold tracking-tight text-accent-600">404</p>
      <h1 className="mt-4 text-4xl font-semibold text-ink-950">{t("notFound.title")}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-700">{t("notFound.text")}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={url("home")}>{t("notFound.home")}</Link>
      </Button>
    </section>
  );
}
