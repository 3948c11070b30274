import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Reveal } from "~/components/page/reveal";
import type de from "#common/locales/de/services";
import { ErpSection } from "./erp-section";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { NetPricesNote } from "~/components/page/net-prices-note";

/** Anchor of the service areas; other pages link to it as "#leistungen". */
export const serviceAreasId = "leistungen";

type Area = (typeof de)["areas"]["items"][number];

/** Three service areas, each with an intro and an expandable list of its service tablets. */
export function ServiceAreas() {
  const { t } = useTranslation("services");
  return (
    <ErpSection titleId="services-areas-title" heading={t("areas", { returnObjects: true })} id={serviceAreasId}>
      <ul className="mt-12 grid items-start gap-6 lg:grid-cols-3">
        {t("areas.items", { returnObjects: true }).map((area, index) => (
          <li key={area.title}>
            <AreaCard area={area} number={index + 1} />
          </li>
        ))}
      </ul>
      <NetPricesNote className="mt-8 max-w-3xl" />
    </ErpSection>
  );
}

function AreaCard({ area, number }: { area: Area; number: number }) {
  const { t } = useTranslation("services");
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Reveal data-service-area="" className={cn(card(), "p-7")}>
      <p aria-hidden className="text-5xl font-semibold tracking-tight text-accent-600">
        {String(number).padStart(2, "0")}
      </p>
      <h3 className="mt-4 text-2xl font-semibold text-ink-950">{area.title}</h3>
      <p className="mt-3 leading-relaxed text-ink-700">{area.intro}</p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="mt-6 inline-flex items-center gap-2 rounded-full border border-ink-900/15 px-4 py-2 text-sm font-semibold text-ink-900 hover:border-ink-900/40"
      >
        {open ? t("areas.hide") : t("areas.show", { count: area.services.length })}
        <ChevronDown
          aria-hidden
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={listId} hidden={!open} className="mt-6 grid gap-4 border-t border-sand-200 pt-6">
        {area.services.map((service) => (
          <li key={service.code} data-service-tablet={service.code} className="flex gap-4">
            <span className="inline-flex h-7 min-w-11 shrink-0 items-center justify-center rounded-md bg-ink-900 px-2 text-xs font-semibold text-white tabular-nums">
              {service.code}
            </span>
            <div>
              <h4 className="font-semibold text-ink-950">{service.title}</h4>
              <p className="mt-1 text-sm leading-relaxed text-ink-700">{service.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
