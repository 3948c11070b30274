import {
  ArrowRight,
  Award,
  ChevronDown,
  Headset,
  Layers,
  MessagesSquare,
  RefreshCw,
  Users,
  Warehouse,
  Zap,
} from "lucide-react";
import { useId, useState, type ComponentType, type SVGProps } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Reveal } from "~/components/page/reveal";
import { usePageUrl } from "~/lib/use-lang";
import { ErpSection } from "./erp-section";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { NetPricesNote } from "~/components/page/net-prices-note";

const cardClass = cn(card(), "flex h-full flex-col p-7");
const iconBox = "inline-flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700";
const moreClass =
  "mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-accent-700 underline-offset-4 hover:underline";

/**
 * Three Odoo service cards with title, price text and description. Only the migration card's
 * "learn more" navigates (to /odoo-migration); the other two unfold their details in place.
 */
export function OdooServiceCards() {
  const { t } = useTranslation("odooAms");
  const url = usePageUrl();
  return (
    <ErpSection titleId="odoo-services-title" heading={t("services", { returnObjects: true })}>
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        <li data-odoo-service="migration">
          <Reveal className={`${cardClass} border-accent-300 shadow-[var(--shadow-card)]`}>
            <CardHead
              icon={RefreshCw}
              title={t("services.items.migration.title")}
              price={t("services.items.migration.price")}
            />
            <p className="mt-3 flex-1 leading-relaxed text-ink-700">{t("services.items.migration.description")}</p>
            <Link to={url("odooMigration")} className={moreClass}>
              {t("services.learnMore")}
              <span className="sr-only">: {t("services.items.migration.title")}</span>
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </Reveal>
        </li>
        <li data-odoo-service="ams">
          <ExpandableCard icon={Headset} kind="ams" price={t("services.items.ams.price")} />
        </li>
        <li data-odoo-service="industry">
          <ExpandableCard icon={Warehouse} kind="industry" price={t("services.items.industry.price")} />
        </li>
      </ul>
      <NetPricesNote className="mt-8 max-w-3xl" />
    </ErpSection>
  );
}

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

function CardHead({ icon: Icon, title, price }: { icon: Icon; title: string; price: string }) {
  return (
    <>
      <span className={iconBox}>
        <Icon aria-hidden className="size-5" strokeWidth={1.75} />
      </span>
      <h3 className="mt-5 text-xl font-semibold text-ink-950">{title}</h3>
      <p className="mt-2 font-semibold text-accent-700">{price}</p>
    </>
  );
}

function ExpandableCard({ icon, kind, price }: { icon: Icon; kind: "ams" | "industry"; price: string }) {
  const { t } = useTranslation("odooAms");
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const title = t(`services.items.${kind}.title`);
  return (
    <Reveal className={cardClass}>
      <CardHead icon={icon} title={title} price={price} />
      <p className="mt-3 flex-1 leading-relaxed text-ink-700">{t(`services.items.${kind}.description`)}</p>
      <ul id={detailsId} hidden={!open} className="mt-5 grid gap-2 border-t border-sand-200 pt-5">
        {t(`services.items.${kind}.details`, { returnObjects: true }).map((detail) => (
          <li key={detail} className="flex gap-2.5 text-sm leading-relaxed text-ink-700">
            <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
            {detail}
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((v) => !v)}
        className={moreClass}
      >
        {open ? t("services.showLess") : t("services.learnMore")}
        <span className="sr-only">: {title}</span>
        <ChevronDown aria-hidden className={`size-4 motion-reduce:transition-none ${open ? "rotate-180" : ""}`} />
      </button>
    </Reveal>
  );
}

const whyIcons: Icon[] = [Award, Zap, Layers, Users, MessagesSquare];

/** "Why us": big-4 background, agile, one roof, one contact, workshop. */
export function OdooWhyUs() {
  const { t } = useTranslation("odooAms");
  return (
    <ErpSection titleId="odoo-why-title" heading={t("why", { returnObjects: true })} band="both">
      <ol className="mt-12 grid gap-x-10 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
        {t("why.points", { returnObjects: true }).map((point, index) => {
          const Icon = whyIcons[index] ?? Award;
          return (
            <li key={point.title} data-why-point="" className="flex gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-accent-700 shadow-[var(--shadow-card)]">
                <Icon aria-hidden className="size-5" strokeWidth={1.75} />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink-950">{point.title}</h3>
                <p className="mt-1.5 leading-relaxed text-ink-700">{point.text}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </ErpSection>
  );
}
