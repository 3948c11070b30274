import type { ReactNode } from "react";
import type { LegalBlock, PolicySetting } from "#common/locales/types";
import { CookieList } from "./cookie-list";
import { renderRich, tie, type RichComponents, type RichValues } from "./rich-text";

export interface Rich {
  values: RichValues;
  components: RichComponents;
  /** What the running configuration switches on: a block `when` a setting shows only then. */
  settings: Record<PolicySetting, boolean>;
}

export function LegalBlocks({ blocks, rich }: { blocks: readonly LegalBlock[]; rich: Rich }): ReactNode {
  const r = (text: string) => renderRich(text, rich.values, rich.components);
  return blocks.map((block, index) => {
    if (typeof block === "object" && "when" in block) {
      const chosen = rich.settings[block.when] ? block.then : block.otherwise;
      return chosen ? <LegalBlocks key={index} blocks={chosen} rich={rich} /> : null;
    }
    if (typeof block === "string") {
      return (
        <p key={index} className="mt-4 leading-[1.75] text-ink-700">
          {r(block)}
        </p>
      );
    }
    if ("heading" in block) {
      return (
        <h3 key={index} className="mt-9 text-lg font-semibold text-ink-950">
          {r(block.heading)}
        </h3>
      );
    }
    if ("list" in block) {
      return (
        <ul key={index} className="mt-4 grid list-disc gap-2 pl-5 leading-[1.7] text-ink-700 marker:text-accent-600">
          {block.list.map((item, i) => (
            <li key={i} className="pl-1">
              {r(item)}
            </li>
          ))}
        </ul>
      );
    }
    if ("facts" in block) {
      return (
        <dl
          key={index}
          className="mt-5 grid gap-x-6 gap-y-3 rounded-xl border border-sand-200 bg-sand-50 p-5 text-[0.9375rem] sm:grid-cols-[minmax(9rem,auto)_1fr]"
        >
          {block.facts.map((fact, i) => (
            <div key={i} className="contents">
              <dt className="font-semibold text-ink-900">{r(fact.term)}</dt>
              <dd className="-mt-2 leading-relaxed text-ink-700 sm:mt-0">{r(fact.text)}</dd>
            </div>
          ))}
        </dl>
      );
    }
    if ("cookies" in block) return <CookieList key={index} category={block.cookies} render={r} />;
    return (
      <aside
        key={index}
        aria-label={block.notice.title}
        className="mt-6 rounded-xl border border-accent-300 border-l-4 border-l-accent-600 bg-accent-50 p-5 md:p-6"
      >
        <p className="font-semibold text-ink-950">{r(block.notice.title)}</p>
        <p className="mt-2 leading-[1.75] text-ink-800">{r(block.notice.text)}</p>
      </aside>
    );
  });
}

/** A numbered h2 section with an anchor; the number is decoration, the title is the heading's name. */
export function LegalSection({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="border-t border-sand-200 pt-10 first:border-0 first:pt-0"
    >
      <h2 id={`${id}-title`} className="flex gap-3 text-2xl leading-snug font-semibold text-ink-950 md:text-[1.75rem]">
        <span aria-hidden="true" className="text-accent-700 tabular-nums">
          {number}.
        </span>
        <span className="min-w-0 hyphens-auto wrap-break-word">{tie(title)}</span>
      </h2>
      {children}
    </section>
  );
}
