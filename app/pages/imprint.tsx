import type { ReactNode } from "react";
import { renderRich, tie } from "~/features/legal/rich-text";
import { PostalAddress } from "~/features/legal/postal-address";
import { SampleDataNotice } from "~/features/legal/sample-data-notice";
import { useLegalRich } from "~/features/legal/use-legal-rich";
import { PageHero } from "~/components/page/page-hero";
import { legal, phoneHref } from "#common/config/legal";
import { registerMessages } from "~/i18n/instances";
import { useLang } from "~/lib/use-lang";
import de from "#common/locales/de/imprint";
import en from "#common/locales/en/imprint";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

registerMessages("imprint", { de, en });

const linkClass = "font-semibold text-ink-950 underline-offset-4 hover:text-accent-700 hover:underline break-all";

/** One block of the Impressum: an h2 and its facts; ids are the page's anchors. */
function Block({
  id,
  title,
  children,
  plain = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  plain?: boolean;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={plain ? undefined : cn(card({ shadow: true }), "p-6 md:p-7")}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink-950">
        {title}
      </h2>
      <div className="mt-4 leading-relaxed text-ink-800">{children}</div>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-600">{term}</dt>
      <dd className="mt-0.5 font-semibold text-ink-950">{children}</dd>
    </div>
  );
}

export default function ImprintPage() {
  const lang = useLang();
  const copy = lang === "de" ? de : en;
  const rich = useLegalRich(copy.newTab);
  const r = (text: string) => renderRich(text, rich.values, rich.components);

  return (
    <>
      <PageHero ns="imprint" />
      <SampleDataNotice />
      <div className="container-page grid gap-6 py-12 md:grid-cols-2 md:py-16 lg:grid-cols-3">
        <Block id="anbieter" title={tie(copy.provider.title)}>
          <PostalAddress nameClassName="text-ink-950" />
        </Block>
        <Block id="vertretung" title={copy.representation.title}>
          <dl>
            <Fact term={copy.representation.managingDirectors}>{legal.managingDirectors.join(", ")}</Fact>
          </dl>
        </Block>
        <Block id="kontakt" title={copy.contact.title}>
          <dl className="grid gap-3">
            <Fact term={copy.contact.phone}>
              <a href={phoneHref(legal.phone)} className={linkClass}>
                {legal.phone}
              </a>
            </Fact>
            <Fact term={copy.contact.email}>
              <a href={`mailto:${legal.email}`} className={linkClass}>
                {legal.email}
              </a>
            </Fact>
          </dl>
        </Block>
        <Block id="register" title={copy.register.title}>
          <dl className="grid gap-3">
            <Fact term={copy.register.court}>{legal.registerCourt}</Fact>
            <Fact term={copy.register.number}>{legal.registerNumber}</Fact>
          </dl>
        </Block>
        <Block id="umsatzsteuer" title={copy.vat.title}>
          <dl>
            <Fact term={tie(copy.vat.label)}>{legal.vatId}</Fact>
          </dl>
        </Block>
        <Block id="verantwortlich" title={tie(copy.responsible.title)}>
          <p className="font-semibold text-ink-950">{legal.contentResponsible.name}</p>
          <p>{legal.contentResponsible.address}</p>
        </Block>
        <div className="mt-6 grid gap-10 border-t border-sand-200 pt-10 md:col-span-2 md:grid-cols-2 md:gap-6 lg:col-span-3">
          <Block id="streitbeilegung" title={copy.dispute.title} plain>
            <p className="max-w-prose text-ink-700">{copy.dispute.text}</p>
          </Block>
          <Block id="datenschutz" title={copy.privacy.title} plain>
            <p className="max-w-prose text-ink-700">{r(copy.privacy.text)}</p>
          </Block>
        </div>
      </div>
    </>
  );
}
