import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Namespace, Resources } from "~/i18n/resources";
import { CheckList } from "./check-list";
import { ChecklistCard } from "./checklist-card";
import { eyebrow as eyebrowClass } from "~/components/ui/eyebrow";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** `band`: a full-width sand band (home page); `card`: a dark card inside the page (private equity). */
const variants = {
  band: {
    section: "border-t border-sand-200 bg-sand-50",
    grid: "container-page grid gap-10 py-20 md:py-28 lg:grid-cols-[1.5fr_1fr] lg:gap-14",
    eyebrow: eyebrowClass(),
    title: "mt-3 text-3xl font-semibold text-ink-950 md:text-5xl",
    intro: "mt-5 max-w-2xl text-lg leading-relaxed text-ink-700",
    aside: "grid content-start gap-6 lg:pt-24",
  },
  card: {
    section: "container-page scroll-mt-24 py-16 md:py-24",
    grid: cn(
      card({ tone: "dark" }),
      "grid gap-10 px-6 py-12 md:px-14 md:py-16 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-14",
    ),
    eyebrow: eyebrowClass("dark"),
    title: "mt-3 max-w-2xl text-3xl font-semibold md:text-4xl",
    intro: "mt-4 max-w-2xl text-lg leading-relaxed text-ink-100",
    aside: "self-start rounded-xl border border-white/15 bg-white/5 p-6",
  },
} as const;

interface ContactCopy {
  contact: { eyebrow: string; title: string; expectTitle: string; expect: string[] };
}

/** Namespaces whose copy has a contact block. */
export type ContactNamespace = { [N in Namespace]: Resources[N] extends ContactCopy ? N : never }[Namespace];

/**
 * A page's contact section, copy from `<ns>:contact`: eyebrow, h2 and intro (`introKey`), then the
 * way to get in touch (`children`), with what the visitor can expect beside it (`beside` above
 * that list). `id` is the anchor; the h2 is `<id>-title`.
 */
export function ContactSection({
  id,
  variant,
  ns,
  introKey = "intro",
  beside,
  children,
}: {
  id: string;
  variant: keyof typeof variants;
  ns: ContactNamespace;
  introKey?: "intro" | "text";
  beside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const copy = (key: string) => t(`contact.${key}` as never) as string;
  const expect = t("contact.expect" as never, { returnObjects: true }) as string[];
  const style = variants[variant];
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={style.section}>
      <div className={style.grid}>
        <div>
          <p className={style.eyebrow}>{copy("eyebrow")}</p>
          <h2 id={`${id}-title`} className={style.title}>
            {copy("title")}
          </h2>
          <p className={style.intro}>{copy(introKey)}</p>
          {children}
        </div>
        <div className={style.aside}>
          {beside}
          {variant === "band" ? (
            <ChecklistCard title={copy("expectTitle")} points={expect} />
          ) : (
            <>
              <h3 className="text-lg font-semibold">{copy("expectTitle")}</h3>
              <CheckList
                className="mt-4 grid gap-3"
                points={expect}
                itemClassName="leading-relaxed text-ink-100"
                tone="dark"
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
