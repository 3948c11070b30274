import { Check, Compass, ShieldCheck, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Reveal } from "~/components/page/reveal";
import { site } from "#common/config/site";
import { wrapLabel } from "./wrap-label";
import { cn } from "~/lib/cn";
import { DeliveryTeamsNote } from "~/components/page/delivery-teams-note";
import { NewTabLink } from "~/components/page/new-tab-link";
import { ErpSection } from "./erp-section";
import { IconCardGrid } from "./icon-card-grid";
import { card } from "~/components/ui/card";

const valueIcons = [Compass, ShieldCheck, TrendingUp];

/** Strategic value: clarity, security, ROI. */
export function StrategicValue() {
  const { t } = useTranslation("sapSolutions");
  return (
    <ErpSection titleId="sap-value-title" heading={t("value", { returnObjects: true })}>
      <IconCardGrid items={t("value.items", { returnObjects: true })} icons={valueIcons} />
    </ErpSection>
  );
}

const parts = ["steering", "shared", "delivery"] as const;
const dotClass = { steering: "bg-ink-700", shared: "bg-[#8a5a44]", delivery: "bg-accent-500" } as const;

/**
 * The three-part Venn diagram: strategic steering, shared value (the overlap), SAP partner
 * delivery. The SVG is an image with a title and description; the legend beside it carries the
 * same parts as text and the external partner link (new tab, no opener, no referrer).
 */
export function VennSection() {
  const { t } = useTranslation("sapSolutions");
  return (
    <ErpSection titleId="sap-venn-title" heading={t("venn", { returnObjects: true })} band="both">
      <div className="mt-12 grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-14">
        <VennDiagram />
        <ul className="grid gap-6">
          {parts.map((part) => (
            <li key={part} data-venn-part={part} className="flex gap-4">
              <span aria-hidden className={cn("mt-2 size-3 shrink-0 rounded-full", dotClass[part])} />
              <div>
                <h3 className="text-lg font-semibold text-ink-950">{t(`venn.parts.${part}.label`)}</h3>
                <p className="mt-1 leading-relaxed text-ink-700">{t(`venn.parts.${part}.text`)}</p>
                {part === "delivery" && (
                  <NewTabLink href={site.sapPartnerUrl} newTabLabel={t("venn.newTab")} className="mt-2 gap-1.5">
                    {t("venn.parts.delivery.link")}
                  </NewTabLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </ErpSection>
  );
}

function VennDiagram() {
  const { t } = useTranslation("sapSolutions");
  const label = (text: string, x: number, y: number, className: string) => {
    const lines = wrapLabel(text, 13);
    const top = y - ((lines.length - 1) * 24) / 2;
    return (
      <text x={x} textAnchor="middle" className={className}>
        {lines.map((line, index) => (
          <tspan key={line} x={x} y={top + index * 24}>
            {line}
          </tspan>
        ))}
      </text>
    );
  };
  return (
    <svg
      role="img"
      aria-labelledby="sap-venn-svg-title sap-venn-svg-desc"
      viewBox="0 0 560 340"
      width="560"
      height="340"
      className="mx-auto h-auto w-full max-w-xl"
    >
      <title id="sap-venn-svg-title">{t("venn.diagramLabel")}</title>
      <desc id="sap-venn-svg-desc">{t("venn.diagramDescription")}</desc>
      <circle cx="205" cy="170" r="150" fill="var(--color-ink-900)" fillOpacity="0.07" />
      <circle cx="355" cy="170" r="150" fill="var(--color-accent-500)" fillOpacity="0.1" />
      <path
        d="M280 40.1A150 150 0 0 1 280 299.9A150 150 0 0 1 280 40.1Z"
        fill="var(--color-accent-500)"
        fillOpacity="0.16"
      />
      <circle cx="205" cy="170" r="150" fill="none" stroke="var(--color-ink-700)" strokeWidth="2" />
      <circle cx="355" cy="170" r="150" fill="none" stroke="var(--color-accent-600)" strokeWidth="2" />
      {label(t("venn.parts.steering.label"), 130, 160, "fill-ink-950 text-[19px] font-semibold")}
      {label(t("venn.parts.shared.label"), 280, 160, "fill-ink-950 text-[17px] font-semibold")}
      {label(t("venn.parts.delivery.label"), 430, 160, "fill-ink-950 text-[19px] font-semibold")}
      <text x="130" y="212" textAnchor="middle" className="fill-ink-600 text-[14px]">
        {t("venn.parts.steering.short")}
      </text>
      <text x="280" y="212" textAnchor="middle" className="fill-accent-700 text-[14px] font-semibold">
        {t("venn.parts.shared.short")}
      </text>
      {label(t("venn.parts.delivery.short"), 430, 224, "fill-ink-600 text-[14px]")}
    </svg>
  );
}

/** Value model: two cards with the commercial advantage and the safeguards. */
export function ValueModel() {
  const { t } = useTranslation("sapSolutions");
  return (
    <ErpSection titleId="sap-value-model-title" heading={t("valueModel", { returnObjects: true })}>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {t("valueModel.cards", { returnObjects: true }).map((valueCard, index) => (
          <Reveal
            key={valueCard.title}
            data-value-card=""
            className={cn(index === 0 ? card({ tone: "dark" }) : card(), "p-7 md:p-9")}
          >
            <h3 className={cn("text-xl font-semibold", index === 0 ? "text-white" : "text-ink-950")}>
              {valueCard.title}
            </h3>
            <ul className="mt-6 grid gap-4">
              {valueCard.items.map((item) => (
                <li
                  key={item}
                  className={cn("flex gap-3 leading-relaxed", index === 0 ? "text-ink-100" : "text-ink-700")}
                >
                  <Check
                    aria-hidden
                    className={cn("mt-1 size-4 shrink-0", index === 0 ? "text-accent-300" : "text-accent-600")}
                  />
                  {item}
                </li>
              ))}
            </ul>
          </Reveal>
        ))}
      </div>
      <DeliveryTeamsNote className="mt-6" />
    </ErpSection>
  );
}
