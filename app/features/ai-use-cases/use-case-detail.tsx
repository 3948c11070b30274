import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { UseCase } from "#common/locales/use-case";
import { BookDemoButton } from "~/components/page/book-demo-button";
import { useLang } from "~/lib/use-lang";
import { useCaseIcons } from "./icons";
import { illustration } from "./illustrations";
import { cardLinkId } from "./use-case-card";
import { PersonaAvatar } from "./persona-avatar";
import { eyebrow as eyebrowClass } from "~/components/ui/eyebrow";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

const quoteMarks = { de: ["\u201e", "\u201c"], en: ["\u201c", "\u201d"] } as const;

interface UseCaseDetailProps {
  useCase: UseCase;
  /** The industry line above the title, e.g. "KI-Services · Logistik". */
  eyebrow: string;
}

const blockId = (block: string) => `use-case-detail-${block}`;

/**
 * The full-screen detail view of one use case (rendered inside a controlled Radix Dialog, which
 * traps focus, closes on Escape and locks page scrolling). Six blocks: story, problem, solution
 * with numbered steps, benefits, quote, and the "ready" block with the book-demo button. Both
 * quotes are labelled as an example persona's, and the card row's note on personas is repeated.
 */
export function UseCaseDetail({ useCase, eyebrow }: UseCaseDetailProps) {
  const { t } = useTranslation("aiUseCases");
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink-950/40" />
      <DialogPrimitive.Content
        data-testid="use-case-detail"
        className="fixed inset-0 z-50 overflow-y-auto overscroll-contain bg-white outline-none"
        onOpenAutoFocus={(event) => {
          // Start at the top of the view (the container takes focus), not on the close button.
          event.preventDefault();
          (event.target as HTMLElement | null)?.focus({ preventScroll: true });
        }}
        onCloseAutoFocus={(event) => {
          // Back to the card that opened it (also after a deep link, when nothing was focused before).
          event.preventDefault();
          document.getElementById(cardLinkId(useCase.id))?.focus();
        }}
      >
        <DetailBar eyebrow={eyebrow} />
        <DetailHeader useCase={useCase} />
        <div className="container-page grid gap-14 py-12 md:gap-20 md:py-16">
          <Block id={blockId("story")} title={t("detail.story")}>
            <p className="max-w-3xl text-lg leading-relaxed text-ink-800">{useCase.story}</p>
          </Block>
          <Block id={blockId("pain")} title={t("detail.pain")}>
            <PainQuote useCase={useCase} />
          </Block>
          <Block id={blockId("solution")} title={t("detail.solution")}>
            <p className="max-w-3xl text-lg leading-relaxed text-ink-800">{useCase.solution}</p>
            <SolutionSteps steps={useCase.steps} />
          </Block>
          <Block id={blockId("benefits")} title={t("detail.benefits")}>
            <Benefits benefits={useCase.benefits} />
          </Block>
          <Block id={blockId("quote")} title={t("detail.quote")}>
            <PersonaQuote useCase={useCase} />
          </Block>
          <ReadyBlock />
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The bar that stays on top while the view scrolls: the industry line and the close button. */
function DetailBar({ eyebrow }: { eyebrow: string }) {
  const { t } = useTranslation("aiUseCases");
  return (
    <div className="sticky top-0 z-10 border-b border-sand-200 bg-white/95 backdrop-blur-md">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <p className={`truncate ${eyebrowClass()}`}>{eyebrow}</p>
        <DialogPrimitive.Close className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full border border-ink-900/15 bg-white px-5 text-sm font-semibold text-ink-900 transition-colors hover:border-ink-900/40">
          {t("detail.close")}
          <X aria-hidden className="size-4" />
        </DialogPrimitive.Close>
      </div>
    </div>
  );
}

/** The dialog's title and description, the persona with the note on personas, the illustration. */
function DetailHeader({ useCase }: { useCase: UseCase }) {
  const { t } = useTranslation("aiUseCases");
  const Icon = useCaseIcons[useCase.icon];
  return (
    <header className="border-b border-sand-200 bg-sand-50">
      <div className="container-page grid items-center gap-10 py-10 md:py-14 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
            <Icon aria-hidden className="size-6" />
          </span>
          <DialogPrimitive.Title className="mt-5 text-3xl leading-tight font-semibold text-ink-950 md:text-5xl">
            {useCase.title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-4 text-lg leading-relaxed text-ink-700 md:text-xl">
            {useCase.subtitle}
          </DialogPrimitive.Description>
          <div className="mt-8">
            <div className="flex items-center gap-3">
              <PersonaAvatar name={useCase.persona} className="size-12 text-base" />
              <p className="leading-snug">
                <span className="block font-semibold text-ink-950">{useCase.persona}</span>
                <span className="block text-ink-600">{useCase.personaRole}</span>
              </p>
            </div>
            {/* The card row's note, here too: the detail can be opened by a link, without the row. */}
            <p data-testid="use-case-detail-note" className="mt-4 max-w-xl text-sm leading-relaxed text-ink-600">
              {t("note")}
            </p>
          </div>
        </div>
        <img
          {...illustration(useCase.image)}
          alt=""
          className={cn(card({ tone: "sand-deep" }), "aspect-[8/5] h-auto w-full")}
        />
      </div>
    </header>
  );
}

/** A persona's words between the language's quotation marks. */
function Quoted({ text }: { text: string }) {
  const [open, close] = quoteMarks[useLang()];
  return (
    <p>
      {open}
      {text}
      {close}
    </p>
  );
}

/** The problem in the persona's words, set off by a rule. */
function PainQuote({ useCase }: { useCase: UseCase }) {
  return (
    <figure className="max-w-3xl border-l-4 border-accent-500 pl-6">
      <blockquote className="text-xl leading-snug text-ink-950 md:text-[1.75rem]">
        <Quoted text={useCase.pain} />
      </blockquote>
      <figcaption className="mt-4 text-sm text-ink-600">
        {useCase.persona}, {useCase.personaRole} · <ExampleLabel />
      </figcaption>
    </figure>
  );
}

function SolutionSteps({ steps }: { steps: UseCase["steps"] }) {
  return (
    <ol className="mt-8 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step} className={cn(card({ tone: "sand" }), "flex gap-4 p-5")}>
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-semibold text-white"
          >
            {index + 1}
          </span>
          <span className="pt-1 leading-relaxed text-ink-800">{step}</span>
        </li>
      ))}
    </ol>
  );
}

function Benefits({ benefits }: { benefits: UseCase["benefits"] }) {
  const { t } = useTranslation("aiUseCases");
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-3">
        {benefits.map((benefit) => (
          <li key={benefit.title} className={cn(card({ shadow: true }), "p-6")}>
            <p className="font-semibold text-ink-950">{benefit.title}</p>
            <p className="mt-3 text-lg leading-snug font-semibold text-accent-700">{benefit.impact}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-ink-600">{t("detail.benefitsNote")}</p>
    </>
  );
}

/** The persona's verdict on a dark card, with their avatar. */
function PersonaQuote({ useCase }: { useCase: UseCase }) {
  return (
    <figure className={cn(card({ tone: "dark" }), "px-6 py-10 md:px-12 md:py-14")}>
      <blockquote className="max-w-4xl text-xl leading-snug md:text-3xl">
        <Quoted text={useCase.quote} />
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-3">
        <PersonaAvatar name={useCase.persona} className="bg-accent-600" />
        <span className="text-sm leading-snug">
          <span className="block font-semibold">{useCase.persona}</span>
          <span className="block text-ink-100">
            {useCase.personaRole} · <ExampleLabel />
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The last block: the invitation to a demo, with the book-demo button. */
function ReadyBlock() {
  const { t } = useTranslation("aiUseCases");
  return (
    <section
      aria-labelledby={blockId("ready")}
      className={cn(
        card({ tone: "sand-deep" }),
        "flex flex-col items-start gap-6 p-6 md:flex-row md:items-center md:justify-between md:p-10",
      )}
    >
      <div className="max-w-2xl">
        <h3 id={blockId("ready")} className="text-2xl font-semibold text-ink-950">
          {t("detail.ready.title")}
        </h3>
        <p className="mt-3 leading-relaxed text-ink-700">{t("detail.ready.text")}</p>
      </div>
      <BookDemoButton className="shrink-0">{t("detail.ready.button")}</BookDemoButton>
    </section>
  );
}

/** Under every quote: the persona is an example, not a customer (a testimonial would need one). */
function ExampleLabel() {
  const { t } = useTranslation("aiUseCases");
  return <span data-testid="persona-example-label">{t("detail.example")}</span>;
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={eyebrowClass()}>
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The detail view as the page's dialog, open while the URL names a case (loaded lazily by the page). */
export default function UseCaseDetailDialog({
  useCase,
  eyebrow,
  onClose,
}: {
  useCase: UseCase | undefined;
  eyebrow: string;
  onClose: () => void;
}) {
  return (
    <DialogPrimitive.Root open={useCase !== undefined} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {useCase && <UseCaseDetail key={useCase.id} useCase={useCase} eyebrow={eyebrow} />}
    </DialogPrimitive.Root>
  );
}
