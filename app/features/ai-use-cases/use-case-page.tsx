import { ArrowDown, type LucideIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "~/components/ui/button";
import { ContactCta } from "~/components/page/contact-cta";
import { PageHero, type HeroNamespace } from "~/components/page/page-hero";
import type { Lang } from "#common/config/route-table";
import type { UseCase } from "#common/locales/use-case";
import { BookDemoButton } from "~/components/page/book-demo-button";
import { registerMessages } from "~/i18n/instances";
import type { NamespaceMessages } from "~/i18n/resources";
import { useLang } from "~/lib/use-lang";
import de from "#common/locales/de/ai-use-cases";
import en from "#common/locales/en/ai-use-cases";
import { IntegrationsSection } from "./integrations-section";
import { useOpenCase } from "./open-case";
import { UseCaseRow } from "./use-case-row";

registerMessages("aiUseCases", { de, en });

// The detail view's code (Radix Dialog, focus trap, scroll lock) loads when a case is first opened.
const UseCaseDetailDialog = lazy(() => import("./use-case-detail"));

/** Anchors of the page sections, the same in both languages (docs/decisions/0012). */
export const sectionIds = { cases: "anwendungsfaelle", integrations: "integrationen" } as const;

/** The page copy every industry namespace provides (common/locales/{de,en}/ai-*.ts). */
export interface IndustryCopy<K extends string> {
  hero: { eyebrow: string; title: string; intro: string; bookDemo: string; toCases: string };
  cases: { title: string; intro: string };
  integrations: { title: string; intro: string; items: Record<K, { title: string; text: string }> };
}

interface UseCasePageProps<K extends string> {
  ns: HeroNamespace;
  copy: Record<Lang, IndustryCopy<K>>;
  useCases: Record<Lang, UseCase[]>;
  /** One icon per integration, in display order. */
  integrationIcons: Record<K, LucideIcon>;
}

/**
 * An industry's page (the default export of app/pages/ai-*.tsx), its copy registered. Each
 * industry keeps a module of its own, so its chunk carries only its own texts and cases.
 */
export function industryPage<NS extends HeroNamespace, K extends string>(
  ns: NS,
  copy: Record<Lang, NamespaceMessages<NS> & IndustryCopy<K>>,
  useCases: Record<Lang, UseCase[]>,
  integrationIcons: Record<K, LucideIcon>,
) {
  registerMessages(ns, copy);
  return function IndustryPage() {
    return <UseCasePage ns={ns} copy={copy} useCases={useCases} integrationIcons={integrationIcons} />;
  };
}

/**
 * The shared template of the four AI use-case pages: hero with the book-demo button, the card
 * row, the full-screen detail view of the case named in the URL, the integrations and the
 * closing call to action.
 */
export function UseCasePage<K extends string>({ ns, copy, useCases, integrationIcons }: UseCasePageProps<K>) {
  const lang = useLang();
  const text = copy[lang];
  const cases = useCases[lang];
  const { openId, close } = useOpenCase(cases.map((c) => c.id));
  const openCase = cases.find((c) => c.id === openId);
  const [detailLoaded, setDetailLoaded] = useState(false);
  if (openCase && !detailLoaded) setDetailLoaded(true);

  return (
    <>
      <PageHero ns={ns}>
        <div className="mt-8 flex flex-wrap gap-3">
          <BookDemoButton>{text.hero.bookDemo}</BookDemoButton>
          <Button asChild variant="secondary" size="lg">
            <a href={`#${sectionIds.cases}`}>
              {text.hero.toCases}
              <ArrowDown aria-hidden />
            </a>
          </Button>
        </div>
      </PageHero>
      <UseCaseRow id={sectionIds.cases} title={text.cases.title} intro={text.cases.intro} useCases={cases} />
      <IntegrationsSection
        id={sectionIds.integrations}
        title={text.integrations.title}
        intro={text.integrations.intro}
        items={(Object.keys(integrationIcons) as K[]).map((key) => ({
          key,
          icon: integrationIcons[key],
          ...text.integrations.items[key],
        }))}
      />
      <ContactCta />
      {detailLoaded && (
        <Suspense>
          <UseCaseDetailDialog useCase={openCase} eyebrow={text.hero.eyebrow} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
