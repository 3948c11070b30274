import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHero } from "~/components/page/page-hero";
import type { Namespace, Resources } from "~/i18n/resources";
import { BackLink } from "./back-link";
import { BookingCta } from "./booking-cta";
import { Section } from "./section";
import { ServiceCards } from "./service-cards";
import { Timeline, type TimelineStep } from "./timeline";

interface SectionCopy {
  eyebrow: string;
  title: string;
  intro: string;
}

/** What every deal-phase page's copy holds besides its own middle section. */
interface DealPhaseCopy {
  services: SectionCopy & {
    pointsTitle: string;
    items: Record<string, { title: string; description: string; points: string[] }>;
  };
  steps: SectionCopy & { items: TimelineStep[] };
  cta: { title: string; text: string; button: string };
}

/** The namespaces whose copy has that shape: the three deal-phase pages. */
type DealPhase = { [N in Namespace]: Resources[N] extends DealPhaseCopy ? N : never }[Namespace];

/**
 * A deal-phase page (pre-deal, post-deal, exit): hero with the way back to the overview, the
 * services, the page's own section (`children`), its steps in time, and the booking call to action.
 */
export function DealPhasePage({
  page,
  services,
  steps,
  children,
}: {
  page: DealPhase;
  /** The service cards in order, each with its icon; their copy is `services.items.<key>`. */
  services: readonly { key: string; icon: LucideIcon }[];
  /** The steps section's anchor and test id. */
  steps: { id: string; testId: string };
  children: ReactNode;
}) {
  const { t } = useTranslation(page);
  const copy = <K extends keyof DealPhaseCopy>(key: K) => t(key as never, { returnObjects: true }) as DealPhaseCopy[K];
  const serviceCopy = copy("services");
  const stepCopy = copy("steps");
  const cta = copy("cta");
  return (
    <>
      <PageHero ns={page} before={<BackLink label={t("backLink" as never)} />} />
      <Section id="leistungen" heading={serviceCopy}>
        <ServiceCards
          pointsTitle={serviceCopy.pointsTitle}
          items={services.map(({ key, icon }) => ({ key, icon, ...serviceCopy.items[key]! }))}
        />
      </Section>
      {children}
      <Section id={steps.id} heading={stepCopy}>
        <Timeline testId={steps.testId} steps={stepCopy.items} />
      </Section>
      <BookingCta title={cta.title} text={cta.text} button={cta.button} newTab={t("newTab" as never)} />
    </>
  );
}
