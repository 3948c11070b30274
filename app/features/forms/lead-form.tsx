import type { FieldValues, Path } from "react-hook-form";
import { formByKind, formFields, type FieldUi, type LeadKind } from "#common/lead-schemas";
import thankYouDe from "#common/locales/de/thank-you";
import thankYouEn from "#common/locales/en/thank-you";
import { serverFacts } from "#common/config/server-facts";
import { site } from "#common/config/site";
import { useLang } from "~/lib/use-lang";
import { LeadFields } from "./fields";
import { Honeypot, SubmitRow } from "./form-parts";
import type { PowState } from "./proof-of-work";
import { useFormDraft } from "./use-form-draft";
import { useLeadForm } from "./use-lead-form";

export interface LeadFormSetup {
  kind: LeadKind;
  /** Where the form's title, submit label and part legends are in the forms copy. */
  copy: "sap" | "general" | "migration";
  idPrefix: string;
  /** Settings-store key under which the form's project answers are kept as a draft. */
  draftKey?: string;
}

type Part = NonNullable<FieldUi["part"]>;

/** What a sent form resets to: every field empty, a dial code on its default. */
function emptyValues(kind: LeadKind): FieldValues {
  return Object.fromEntries(formFields(kind).map(({ name, ui }) => [name, ui.initial ?? ""]));
}

/**
 * One lead form, built from its declaration: a two-column grid, or one fieldset per part when
 * its fields have parts. Contact details never go into a draft.
 */
export function LeadForm({
  setup,
  idPrefix = setup.idPrefix,
  values,
}: {
  setup: LeadFormSetup;
  idPrefix?: string;
  values?: Partial<Record<string, readonly string[]>>;
}) {
  const { kind, copy } = setup;
  const { kit, onSubmit, sending, sent, t, honeypot, form, powState } = useLeadForm<FieldValues>({
    schema: formByKind[kind],
    defaultValues: emptyValues(kind),
    kind,
    idPrefix,
  });
  const fields = formFields(kind);
  const parts = [...new Set(fields.flatMap((field) => (field.ui.part ? [field.ui.part] : [])))] as Part[];
  const draftFields = fields.filter((field) => field.ui.part && field.ui.part !== "contact").map((f) => f.name);
  useFormDraft(form, setup.draftKey, draftFields as Path<FieldValues>[]);

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      // Live, the form checks and explains in the page's language; without script the browser
      // checks the constraint attributes itself.
      noValidate={powState !== undefined}
      className={parts.length ? "relative grid grid-cols-1 gap-8" : "relative grid grid-cols-1 gap-5 md:grid-cols-2"}
      aria-label={t(`${copy}.title`)}
    >
      {parts.length ? (
        parts.map((part) => (
          <fieldset key={part} className="grid min-w-0 grid-cols-1 gap-5 md:grid-cols-2">
            <legend className="mb-4 text-base font-semibold text-ink-950">{t(`${copy}.${part}Group` as never)}</legend>
            <LeadFields kit={kit} kind={kind} part={part} values={values} />
          </fieldset>
        ))
      ) : (
        <LeadFields kit={kit} kind={kind} values={values} />
      )}
      <Honeypot inputRef={honeypot} />
      <PowNotice state={powState} t={t} />
      <SubmitRow sending={sending} label={t(`${copy}.submit`)} />
      <SentNotice kind={kind} sent={sent} />
    </form>
  );
}

/**
 * The spam check's state, announced politely. A browser that cannot run it while the server keeps
 * such sends for review (POW_REQUIRED) is told so on screen, before it sends.
 */
function PowNotice({ state, t }: { state: PowState | undefined; t: ReturnType<typeof useLeadForm>["t"] }) {
  const held = state === "unavailable" && serverFacts.powRequired;
  return (
    <p
      aria-live="polite"
      className={
        held ? "col-span-full rounded-xl border border-sand-200 bg-sand-50 p-4 text-sm text-ink-800" : "sr-only"
      }
    >
      {held
        ? t("pow.unavailableRequired", { email: site.contactEmail })
        : state === "ready" || state === "unavailable"
          ? t(`pow.${state}`)
          : ""}
    </p>
  );
}

const thankYou = { de: thankYouDe, en: thankYouEn };

/**
 * After a successful send: the form's own response promise in place (the text of its thank-you
 * page without script), beside the spec's toast, which only says "bald". The live region is always
 * there so that the text is announced when it appears.
 */
function SentNotice({ kind, sent }: { kind: LeadKind; sent: false | "promise" | "review" }) {
  const copy = thankYou[useLang()];
  const [before, after = ""] = copy.review.text.split("{email}");
  return (
    <div role="status" className="col-span-full">
      {sent && (
        <p
          data-testid="lead-form-sent"
          className="rounded-xl border border-accent-300 bg-accent-50 p-4 leading-relaxed text-ink-900"
        >
          {sent === "review" ? (
            <>
              <strong className="font-semibold">{copy.review.title}.</strong> {before}
              <a href={`mailto:${site.contactEmail}`} className="font-semibold underline underline-offset-4">
                {site.contactEmail}
              </a>
              {after}
            </>
          ) : (
            <>
              <strong className="font-semibold">{copy.title}</strong> {copy.text[kind]}
            </>
          )}
        </p>
      )}
    </div>
  );
}
