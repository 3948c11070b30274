import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { eyebrow } from "~/components/ui/eyebrow";

/** The industry block: a title built from its template and the four bullets. */
export function IndustryBlock() {
  const { t } = useTranslation("services");
  return (
    <section aria-labelledby="services-industry-title" className="bg-ink-900 text-white">
      <div className="container-page grid gap-10 py-16 md:py-24 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <div>
          <p className={eyebrow("dark")}>{t("industry.eyebrow")}</p>
          <h2 id="services-industry-title" className="mt-3 text-3xl font-semibold md:text-4xl">
            {t("industry.title", { industries: t("industry.industries") })}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-ink-100">{t("industry.intro")}</p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {t("industry.bullets", { returnObjects: true }).map((bullet) => (
            <li key={bullet.title} className="border-t border-white/15 pt-5">
              <h3 className="flex gap-3 text-lg font-semibold">
                <Check aria-hidden className="mt-1 size-5 shrink-0 text-accent-300" />
                {bullet.title}
              </h3>
              <p className="mt-2 pl-8 leading-relaxed text-ink-100">{bullet.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
