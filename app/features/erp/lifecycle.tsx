import { Info } from "lucide-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { ErpSection } from "./erp-section";
import { useLazyDialog } from "~/lib/use-lazy-dialog";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

const nodeX = [64, 192, 320, 448, 576];

// The provider modal's code (Radix Dialog) loads on its first open.
const ProviderDialog = lazy(() => import("./provider-dialog"));

/**
 * The lifecycle image (EPC to O&M) with its captions, the description and the "Who is the
 * provider?" button. The image and the button both open the provider modal; focus returns to
 * whichever opened it.
 */
export function LifecycleSection() {
  const { t } = useTranslation("digitalTransformation");
  const { loaded, open, dialogProps, show } = useLazyDialog();
  const phases = t("lifecycle.phases", { returnObjects: true });

  return (
    <>
      <section aria-labelledby="lifecycle-title" className="container-page py-16 md:py-24">
        <h2 id="lifecycle-title" className="max-w-3xl text-3xl font-semibold text-ink-950 md:text-4xl">
          {t("lifecycle.title")}
        </h2>
        <figure className="mt-10">
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={show}
            className={cn(
              card({ tone: "sand" }),
              "group relative block w-full cursor-pointer p-4 transition-shadow hover:shadow-[var(--shadow-card)] md:p-8",
            )}
          >
            <LifecycleImage dataLine={t("lifecycle.dataLine")} epc={t("lifecycle.epc")} om={t("lifecycle.om")} />
            {/* The drawing is hidden from assistive technology; this names the button and repeats its words. */}
            <span className="sr-only">{t("lifecycle.imageLabel")}</span>
            <Info
              aria-hidden
              className="absolute top-3 right-3 size-5 text-ink-500 transition-colors group-hover:text-accent-700"
            />
          </button>
          <figcaption>
            <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
              {phases.map((phase, index) => (
                <li key={phase.title} data-lifecycle-phase="" className="flex gap-3 lg:block">
                  <span
                    aria-hidden
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-semibold text-white"
                  >
                    {index + 1}
                  </span>
                  <div className="lg:mt-3">
                    <p className="font-semibold text-ink-950">{phase.title}</p>
                    <p className="mt-0.5 text-sm leading-relaxed text-ink-700">{phase.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </figcaption>
        </figure>
      </section>

      <ErpSection
        titleId="lifecycle-description-title"
        heading={{ eyebrow: t("hero.eyebrow"), title: t("description.title") }}
        band="top"
      >
        <div className="mt-6 grid max-w-3xl gap-4 text-lg leading-relaxed text-ink-700">
          {t("description.paragraphs", { returnObjects: true }).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <Button size="lg" className="mt-10" aria-haspopup="dialog" aria-expanded={open} onClick={show}>
          <Info aria-hidden />
          {t("provider.button")}
        </Button>
      </ErpSection>

      {loaded && (
        <Suspense>
          <ProviderDialog {...dialogProps} />
        </Suspense>
      )}
    </>
  );
}

/** A geometric drawing of the lifecycle: five numbered stages, EPC and O&M brackets, one data line. */
function LifecycleImage({ dataLine, epc, om }: { dataLine: string; epc: string; om: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 640 250" width="640" height="250" className="mx-auto h-auto w-full max-w-3xl">
      {/* brackets */}
      <path d="M40 56V40H344V56" fill="none" stroke="var(--color-ink-700)" strokeWidth="2" />
      <text x="192" y="28" textAnchor="middle" className="fill-ink-950 text-[22px] font-semibold">
        {epc}
      </text>
      <path d="M424 56V40H600V56" fill="none" stroke="var(--color-accent-600)" strokeWidth="2" />
      <text x="512" y="28" textAnchor="middle" className="fill-accent-700 text-[22px] font-semibold">
        {om}
      </text>
      {/* the stage line */}
      <path d="M64 110H576" stroke="var(--color-ink-300)" strokeWidth="4" strokeLinecap="round" />
      <path d="M300 110H576" stroke="var(--color-accent-500)" strokeWidth="4" strokeLinecap="round" opacity="0.5" />
      {/* connectors to the data line */}
      <g stroke="var(--color-ink-300)" strokeWidth="2" strokeDasharray="3 5">
        {nodeX.map((x) => (
          <path key={x} d={`M${x} 140V186`} />
        ))}
      </g>
      {nodeX.map((x, index) => (
        <g key={x}>
          <circle
            cx={x}
            cy="110"
            r="28"
            fill={index === 4 ? "var(--color-ink-900)" : index === 3 ? "var(--color-accent-600)" : "#fff"}
            stroke={index >= 3 ? "none" : "var(--color-ink-900)"}
            strokeWidth="2.5"
          />
          <text
            x={x}
            y="118"
            textAnchor="middle"
            className={`${index >= 3 ? "fill-white" : "fill-ink-950"} text-[22px] font-semibold`}
          >
            {index + 1}
          </text>
        </g>
      ))}
      {/* the data line */}
      <rect x="24" y="186" width="592" height="44" rx="22" fill="var(--color-ink-900)" />
      <text x="320" y="214" textAnchor="middle" className="fill-white text-[18px] font-semibold">
        {dataLine}
      </text>
    </svg>
  );
}
