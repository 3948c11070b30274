import { Award, HandHelping, Lightbulb, Scale, Sprout } from "lucide-react";
import { CheckList } from "~/components/page/check-list";
import { useTranslation } from "react-i18next";
import { Reveal } from "~/components/page/reveal";
import type de from "#common/locales/de/vision-values";
import { VisionIllustration } from "./illustrations";
import { eyebrow } from "~/components/ui/eyebrow";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { keyedIcons } from "~/lib/keyed-icons";

/** The five values, in the order the page presents them. */
export const values = keyedIcons<keyof typeof de.values.items>({
  sustainability: Sprout,
  equalOpportunities: Scale,
  innovation: Lightbulb,
  excellence: Award,
  empowerment: HandHelping,
});

/** Vision as the lead statement, mission and positioning beside each other below it. */
export function CompanyStatements() {
  const { t } = useTranslation("visionValues");
  return (
    <div className="container-page py-16 md:py-24">
      <section aria-labelledby="vision-title" className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div>
          <p className={eyebrow()}>{t("vision.label")}</p>
          <h2 id="vision-title" className="mt-3 text-3xl font-semibold text-ink-950 md:text-4xl">
            {t("vision.title")}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-ink-700">{t("vision.text")}</p>
        </div>
        <VisionIllustration className="border border-sand-200" />
      </section>
      <div className="mt-14 grid gap-6 md:mt-20 md:grid-cols-2">
        <Reveal className={cn(card({ shadow: true }), "p-7 md:p-9")}>
          <section aria-labelledby="mission-title">
            <p className={eyebrow()}>{t("mission.label")}</p>
            <h2 id="mission-title" className="mt-3 text-2xl font-semibold text-ink-950">
              {t("mission.title")}
            </h2>
            <p className="mt-4 leading-relaxed text-ink-700">{t("mission.text")}</p>
            <PointList title={t("mission.pointsTitle")} points={t("mission.points", { returnObjects: true })} />
          </section>
        </Reveal>
        <Reveal className={cn(card({ shadow: true }), "p-7 md:p-9")}>
          <section aria-labelledby="positioning-title">
            <p className={eyebrow()}>{t("positioning.label")}</p>
            <h2 id="positioning-title" className="mt-3 text-2xl font-semibold text-ink-950">
              {t("positioning.title")}
            </h2>
            <p className="mt-4 leading-relaxed text-ink-700">{t("positioning.text")}</p>
            <PointList
              title={t("positioning.audiencesTitle")}
              points={t("positioning.audiences", { returnObjects: true })}
            />
          </section>
        </Reveal>
      </div>
    </div>
  );
}

function PointList({ title, points }: { title: string; points: string[] }) {
  return (
    <>
      <h3 className="mt-6 text-base font-semibold text-ink-950">{title}</h3>
      <CheckList className="mt-3 grid gap-2" points={points} itemClassName="text-ink-700" bold />
    </>
  );
}

/** The five values as numbered rows: icon, name, what it means in our work. */
export function ValuesList() {
  const { t } = useTranslation("visionValues");
  return (
    <section aria-labelledby="values-title" className="border-y border-sand-200 bg-sand-50">
      <div className="container-page py-16 md:py-24">
        <p className={eyebrow()}>{t("values.eyebrow")}</p>
        <h2 id="values-title" className="mt-3 max-w-3xl text-3xl font-semibold text-ink-950 md:text-4xl">
          {t("values.title")}
        </h2>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-700">{t("values.intro")}</p>
        <ol className="mt-12 border-b border-sand-300">
          {values.map(({ key, icon: Icon }, index) => (
            <li key={key} data-value={key} className="border-t border-sand-300">
              <Reveal className="grid gap-4 py-8 md:grid-cols-[3rem_15rem_1fr] md:items-start md:gap-8">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-white text-accent-700 ring-1 ring-sand-200">
                  <Icon aria-hidden className="size-5" strokeWidth={1.75} />
                </span>
                <h3 className="text-xl font-semibold text-ink-950 md:pt-2.5">
                  <span aria-hidden className="mr-3 text-sm font-semibold text-ink-500 tabular-nums">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  {t(`values.items.${key}.title`)}
                </h3>
                <p className="leading-relaxed text-ink-700 md:pt-2">{t(`values.items.${key}.text`)}</p>
              </Reveal>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
