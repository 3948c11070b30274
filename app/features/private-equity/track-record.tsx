import { useTranslation } from "react-i18next";
import { Section } from "./section";

/** The track record: four figures and the six industry focus tags. */
export function TrackRecord() {
  const { t } = useTranslation("privateEquity");
  return (
    <Section id="track-record" tone="ink" heading={t("trackRecord", { returnObjects: true })}>
      <dl data-testid="track-record-figures" className="grid gap-8 sm:grid-cols-2 xl:grid-cols-4">
        {t("trackRecord.figures", { returnObjects: true }).map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse justify-end border-t border-white/15 pt-5">
            <dt className="mt-3 text-base leading-snug text-ink-100">{figure.label}</dt>
            <dd className="text-4xl font-semibold tracking-tight whitespace-nowrap text-accent-300 md:text-5xl xl:text-4xl">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <p data-testid="track-record-basis" className="mt-8 max-w-4xl text-sm leading-relaxed text-ink-100">
        {t("trackRecord.basis")}
      </p>
      <h3 className="mt-14 text-sm font-semibold tracking-wide text-ink-100 uppercase">
        {t("trackRecord.industriesTitle")}
      </h3>
      <ul data-testid="industry-tags" className="mt-4 flex flex-wrap gap-2.5">
        {t("trackRecord.industries", { returnObjects: true }).map((industry) => (
          <li
            key={industry}
            className="rounded-full border border-white/20 bg-white/5 px-4 py-2 text-sm font-semibold text-white"
          >
            {industry}
          </li>
        ))}
      </ul>
    </Section>
  );
}
