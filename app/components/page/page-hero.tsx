import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import type { Namespace, Resources } from "~/i18n/resources";
import { eyebrow } from "~/components/ui/eyebrow";

interface HeroCopy {
  hero: { eyebrow: string; title: string; intro: string };
}

/** Namespaces whose copy has a hero block. */
export type HeroNamespace = { [N in Namespace]: Resources[N] extends HeroCopy ? N : never }[Namespace];

/**
 * The opening block of a page: eyebrow, the page's only h1, intro; copy from `<ns>:hero`.
 * `before` goes above the eyebrow (e.g. a back link), `children` below the intro.
 */
export function PageHero({ ns, before, children }: { ns: HeroNamespace; before?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation(ns);
  const key = (k: string) => `hero.${k}` as never;
  return (
    <section className="border-b border-sand-200 bg-sand-50">
      <div className="container-page py-16 md:py-24">
        {before}
        <p className={eyebrow()}>{t(key("eyebrow"))}</p>
        <h1 className="mt-4 max-w-4xl text-4xl leading-[1.1] font-semibold text-ink-950 md:text-5xl lg:text-6xl">
          {t(key("title"))}
        </h1>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-700 md:text-xl">{t(key("intro"))}</p>
        {children}
      </div>
    </section>
  );
}
