import type { ComponentProps, ComponentType } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { collectionLinks, footerColumns } from "~/config/navigation";
import { site } from "#common/config/site";
import { useLang, usePageUrl } from "~/lib/use-lang";
import { useToday } from "~/lib/use-today";
import { Logo } from "./logo";

/** A button that opens the consent settings; the shell passes consent's own (components never import features). */
export type SettingsButton = ComponentType<Omit<ComponentProps<"button">, "onClick" | "type">>;

export default function SiteFooter({ ConsentSettingsButton }: { ConsentSettingsButton: SettingsButton }) {
  const { t } = useTranslation();
  const { t: tConsent } = useTranslation("consent");
  const url = usePageUrl();
  const collections = collectionLinks(useLang(), "footer");
  const year = useToday().getFullYear();
  return (
    <footer className="bg-ink-950 text-ink-100">
      <div className="container-page grid grid-cols-2 gap-10 py-14 md:grid-cols-4 md:gap-8 lg:grid-cols-[1.3fr_repeat(4,1fr)]">
        <div className="col-span-2 max-w-sm md:col-span-4 lg:col-span-1">
          <Link to={url("home")} className="inline-block rounded-lg">
            <Logo inverse />
            <span className="sr-only"> – {t("footer.home")}</span>
          </Link>
          <p className="mt-4 text-sm leading-relaxed text-ink-300">{t("footer.about")}</p>
          <p data-testid="footer-net-prices" className="mt-3 text-xs leading-relaxed text-ink-300">
            {t("netPrices")}
          </p>
          <p className="mt-6 text-sm">
            <span className="block font-semibold text-white">{t("footer.contactHeading")}</span>
            <a
              href={`mailto:${site.contactEmail}`}
              className="mt-1 inline-block text-accent-300 underline-offset-4 hover:underline"
            >
              {site.contactEmail}
            </a>
          </p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="text-sm font-semibold text-white">{t(column.title)}</h2>
            <ul className="mt-3 grid gap-2">
              {column.links.map((link) => (
                <li key={link.page}>
                  <Link
                    to={url(link.page)}
                    className="text-sm text-ink-300 underline-offset-4 hover:text-white hover:underline"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
              {column.title === "footer.company" &&
                collections.map((link) => (
                  <li key={link.id}>
                    <Link
                      to={link.href}
                      className="text-sm text-ink-300 underline-offset-4 hover:text-white hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        {/* Right-aligned and padded so the scroll-to-top button (bottom left) never covers it. */}
        <div className="container-page flex flex-col gap-3 pt-5 pb-20 text-xs text-ink-300 sm:flex-row sm:items-center sm:justify-end sm:gap-6 sm:pb-5">
          <ConsentSettingsButton className="self-start rounded text-left underline-offset-4 hover:text-white hover:underline sm:self-auto">
            {tConsent("footerLink")}
          </ConsentSettingsButton>
          <p data-testid="copyright">{t("footer.copyright", { year })}</p>
        </div>
      </div>
    </footer>
  );
}
