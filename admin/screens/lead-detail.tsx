import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, RotateCw } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import {
  leadWorkflowStatuses,
  type DeliveryInfo,
  type LeadDetail,
  type LeadUpdate,
  type LeadWorkflowStatus,
} from "#common/admin-api";
import { Button } from "~/components/ui/button";
import { Field, Select, Textarea } from "~/components/ui/field";
import { ConfirmButton } from "../components/confirm-dialog";
import { StatusBadges } from "../components/status-badge";
import { WithUserText } from "../components/user-text";
import { ApiError, api } from "../lib/api";
import { adminHref, useCopy } from "../lib/copy";
import { errorMessage } from "../lib/error-message";
import { leadDetailRows } from "../lib/lead-detail-rows";
import { formatDateTime } from "../lib/format";
import { useTitle } from "../lib/use-title";

export function LeadDetailScreen() {
  const { id = "" } = useParams();
  const { copy, lang } = useCopy();
  const lead = useQuery({
    queryKey: ["lead", id],
    queryFn: () => api.lead({ params: { id } }),
    // A delivery on its way (just retried, or not spam any more) shows its outcome without a reload.
    refetchInterval: (query) => (query.state.data?.deliveries.some(isDue) ? 3000 : false),
  });
  useTitle(lead.data ? copy.detail.title(lead.data.name || lead.data.email) : copy.loading);

  return (
    <>
      <Link
        to={adminHref(lang)}
        className="inline-flex items-center gap-1 text-sm font-semibold text-ink-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {copy.detail.back}
      </Link>
      {lead.isPending && <p className="mt-6 text-ink-700">{copy.loading}</p>}
      {lead.isError && (
        <p role="alert" className="mt-6 text-red-800">
          {errorMessage(lead.error, copy) === copy.errors.notFound
            ? copy.detail.notFound
            : errorMessage(lead.error, copy)}
        </p>
      )}
      {lead.data && <LeadView lead={lead.data} />}
    </>
  );
}

function LeadView({ lead }: { lead: LeadDetail }) {
  const { copy, lang, locale } = useCopy();
  const queryClient = useQueryClient();
  const saved = (next: LeadDetail) => {
    queryClient.setQueryData(["lead", lead.id], next);
    void queryClient.invalidateQueries({ queryKey: ["leads"] });
  };
  const notSpam = useMutation({
    mutationFn: () => api.notSpam({ params: { id: lead.id } }),
    onSuccess: (next) => {
      saved(next);
      toast.success(copy.detail.notSpamDone);
    },
    onError: (error) => toast.error(errorMessage(error, copy)),
  });

  return (
    <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-semibold wrap-anywhere text-ink-950">
            <WithUserText format={copy.detail.title} text={lead.name || lead.email} />
          </h1>
          <StatusBadges lead={lead} />
        </div>
        {lead.spam && (
          <div className="mt-4">
            <ConfirmButton
              trigger={copy.detail.notSpam}
              title={copy.detail.notSpamTitle}
              text={copy.detail.notSpamText}
              confirm={copy.detail.notSpamConfirm}
              disabled={notSpam.isPending}
              onConfirm={() => notSpam.mutate()}
            />
          </div>
        )}
        <section
          aria-labelledby="fields-title"
          className="mt-6 rounded-card border border-ink-900/10 bg-white p-5 shadow-card"
        >
          <h2 id="fields-title" className="text-lg font-semibold text-ink-950">
            {copy.detail.fields}
          </h2>
          <dl className="mt-3 divide-y divide-ink-900/10">
            {leadDetailRows(lead.kind, lead.payload, lang).map(({ key, label, value }) => (
              <div key={key} className="grid gap-1 py-2.5 md:grid-cols-[12rem_minmax(0,1fr)] md:gap-4">
                <dt className="text-sm font-semibold text-ink-600">{label}</dt>
                <dd className="wrap-anywhere whitespace-pre-wrap text-ink-950">
                  {value ? <bdi>{value}</bdi> : <span className="text-ink-500 italic">{copy.detail.empty}</span>}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <Deliveries lead={lead} />
      </div>

      <aside className="grid content-start gap-6">
        <section
          aria-labelledby="meta-title"
          className="rounded-card border border-ink-900/10 bg-white p-5 shadow-card"
        >
          <h2 id="meta-title" className="text-lg font-semibold text-ink-950">
            {copy.detail.meta}
          </h2>
          <dl className="mt-3 grid gap-2 text-sm">
            {[
              [copy.detail.received, formatDateTime(lead.createdAt, locale)],
              [copy.detail.form, copy.forms[lead.kind] ?? lead.kind],
              [copy.detail.language, copy.languages[lead.language] ?? lead.language],
              [copy.detail.page, lead.pageContext],
              [copy.detail.id, lead.id],
            ].map(([term, description]) => (
              <div key={term}>
                <dt className="font-semibold text-ink-600">{term}</dt>
                <dd className="break-all text-ink-950">{description}</dd>
              </div>
            ))}
          </dl>
        </section>
        <StatusForm lead={lead} onSaved={saved} />
        <NoteForm lead={lead} onSaved={saved} />
      </aside>
    </div>
  );
}

/** The lead as it is now, when a save came after someone else's (409); otherwise undefined. */
function conflictOf(error: unknown): LeadDetail | undefined {
  return error instanceof ApiError && error.code === "conflict" ? (error.answer.lead as LeadDetail) : undefined;
}

/**
 * Saves a status or a note, and says so (or why not) in a toast. A save over someone else's, made
 * since the form's value was loaded, is refused: `onConflict` gets the lead as it is now.
 */
function useLeadUpdate(
  id: string,
  {
    onSaved,
    onConflict,
    savedMessage,
  }: LeadFormProps & { onConflict: (current: LeadDetail) => void; savedMessage: string },
) {
  const { copy } = useCopy();
  return useMutation({
    mutationFn: (update: LeadUpdate) => api.updateLead({ params: { id }, body: update }),
    onSuccess: (next) => {
      onSaved(next);
      toast.success(savedMessage);
    },
    onError: (error) => {
      const current = conflictOf(error);
      if (!current) return toast.error(copy.detail.saveFailed, { description: errorMessage(error, copy) });
      onSaved(current);
      onConflict(current);
    },
  });
}

interface LeadFormProps {
  onSaved: (lead: LeadDetail) => void;
}

function StatusForm({ lead, onSaved }: LeadFormProps & { lead: LeadDetail }) {
  const { copy } = useCopy();
  // The status the choice was made over; the select follows a reload while untouched.
  const [base, setBase] = useState<LeadWorkflowStatus>(lead.status);
  const [status, setStatus] = useState<LeadWorkflowStatus>(lead.status);
  const [conflict, setConflict] = useState<LeadWorkflowStatus>();
  if (lead.status !== base && status === base && !conflict) {
    setBase(lead.status);
    setStatus(lead.status);
  }
  const save = useLeadUpdate(lead.id, {
    onSaved: (next) => {
      setBase(next.status);
      onSaved(next);
    },
    onConflict: (current) => setConflict(current.status),
    savedMessage: copy.detail.statusSaved,
  });
  return (
    <form
      className="rounded-card border border-ink-900/10 bg-white p-5 shadow-card"
      onSubmit={(event) => {
        event.preventDefault();
        setConflict(undefined);
        save.mutate({ status, statusWas: base });
      }}
    >
      <Field id="lead-status" label={copy.detail.status}>
        <Select
          id="lead-status"
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadWorkflowStatus)}
        >
          {leadWorkflowStatuses.map((value) => (
            <option key={value} value={value}>
              {copy.status[value]}
            </option>
          ))}
        </Select>
      </Field>
      {conflict && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {copy.detail.statusConflict(copy.status[conflict])}
        </p>
      )}
      <Button type="submit" className="mt-3" disabled={save.isPending || status === base}>
        {copy.detail.saveStatus}
      </Button>
    </form>
  );
}

function NoteForm({ lead, onSaved }: LeadFormProps & { lead: LeadDetail }) {
  const { copy } = useCopy();
  // The note the owner's text was typed over (its version goes with the save); the field follows
  // a reload while untouched.
  const [base, setBase] = useState({ note: lead.note, version: lead.noteVersion });
  const [note, setNote] = useState(lead.note);
  // The other person's note, shown when a save met it.
  const [conflict, setConflict] = useState<string>();
  if (lead.noteVersion !== base.version && note === base.note && conflict === undefined) {
    setBase({ note: lead.note, version: lead.noteVersion });
    setNote(lead.note);
  }
  const save = useLeadUpdate(lead.id, {
    onSaved: (next) => {
      setBase({ note: next.note, version: next.noteVersion });
      onSaved(next);
    },
    onConflict: (current) => setConflict(current.note),
    savedMessage: copy.detail.noteSaved,
  });
  return (
    <form
      className="rounded-card border border-ink-900/10 bg-white p-5 shadow-card"
      onSubmit={(event) => {
        event.preventDefault();
        setConflict(undefined);
        save.mutate({ note, noteVersion: base.version });
      }}
    >
      <Field id="lead-note" label={copy.detail.note}>
        <Textarea
          id="lead-note"
          rows={5}
          maxLength={5000}
          dir="auto"
          aria-describedby="lead-note-hint"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id="lead-note-hint" className="text-sm text-ink-600">
          {copy.detail.noteHint}
        </p>
      </Field>
      {conflict !== undefined && (
        <div role="alert" className="mt-3 grid gap-2 text-sm">
          <p className="text-red-800">{copy.detail.noteConflict}</p>
          <blockquote className="rounded-lg bg-ink-50 p-3 wrap-anywhere whitespace-pre-wrap text-ink-950">
            {conflict ? <bdi>{conflict}</bdi> : <span className="text-ink-500 italic">{copy.detail.empty}</span>}
          </blockquote>
          <p className="text-ink-700">{copy.detail.noteConflictHint}</p>
          <Button
            type="button"
            variant="secondary"
            className="h-9 justify-self-start px-4"
            onClick={() => {
              setNote(conflict);
              setConflict(undefined);
            }}
          >
            {copy.detail.useSavedNote}
          </Button>
        </div>
      )}
      <Button type="submit" className="mt-3" disabled={save.isPending || note === base.note}>
        {copy.detail.saveNote}
      </Button>
    </form>
  );
}

function DeliveryTitle({ delivery }: { delivery: DeliveryInfo }) {
  const { detail } = useCopy().copy;
  const format =
    delivery.queue === "webhook"
      ? detail.deliveryWebhook
      : delivery.purpose === "autoreply"
        ? detail.deliveryAutoreply
        : detail.deliveryMail;
  return <WithUserText format={format} text={delivery.target} />;
}

const waitsMoreThan = (delivery: DeliveryInfo, ms: number) =>
  Date.parse(delivery.nextAttemptAt ?? "") > Date.now() + ms;

/** Waiting and due within the minute: the outcome is worth polling for. */
const isDue = (delivery: DeliveryInfo) => delivery.state === "waiting" && !waitsMoreThan(delivery, 60_000);

/**
 * Failed, or backing off after a failed attempt: the owner who fixed the CRM or the mail server
 * need not wait for the next round. One that is due anyway (just retried) has nothing to gain.
 */
const canRetry = (delivery: DeliveryInfo) =>
  delivery.state === "failed" ||
  (delivery.state === "waiting" && Boolean(delivery.attempts.at(-1)?.error) && waitsMoreThan(delivery, 5_000));

const stateTone = {
  sent: "text-emerald-800",
  waiting: "text-ink-700",
  failed: "text-red-800",
} as const;

function Deliveries({ lead }: { lead: LeadDetail }) {
  const { copy, locale } = useCopy();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (delivery: DeliveryInfo) => api.retryDelivery({ params: { queue: delivery.queue, id: delivery.id } }),
    onSuccess: () => {
      toast.success(copy.detail.retried);
      void queryClient.invalidateQueries({ queryKey: ["lead", lead.id] });
    },
    onError: (error) => toast.error(copy.detail.retryFailed, { description: errorMessage(error, copy) }),
  });
  return (
    <section
      aria-labelledby="deliveries-title"
      className="mt-6 rounded-card border border-ink-900/10 bg-white p-5 shadow-card"
    >
      <h2 id="deliveries-title" className="text-lg font-semibold text-ink-950">
        {copy.detail.deliveries}
      </h2>
      {lead.deliveries.length === 0 && <p className="mt-3 text-ink-700">{copy.detail.noDeliveries}</p>}
      <ul className="mt-3 grid gap-4">
        {lead.deliveries.map((delivery) => (
          <li key={`${delivery.queue}-${delivery.id}`} className="rounded-xl border border-ink-900/10 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold wrap-anywhere text-ink-950">
                <DeliveryTitle delivery={delivery} />
              </h3>
              <span className={`text-sm font-semibold ${stateTone[delivery.state]}`}>
                {copy.detail.deliveryState[delivery.state]}
              </span>
            </div>
            {delivery.attempts.length === 0 ? (
              <p className="mt-2 text-sm text-ink-600">{copy.detail.noAttempts}</p>
            ) : (
              <ol aria-label={copy.detail.attempts} className="mt-2 grid gap-1 text-sm">
                {delivery.attempts.map((attempt, index) => (
                  <li key={`${attempt.at}-${index}`} className="grid gap-x-3 md:grid-cols-[11rem_minmax(0,1fr)]">
                    <span className="text-ink-600">{formatDateTime(attempt.at, locale)}</span>
                    <span className={attempt.error ? "break-words text-red-800" : "text-emerald-800"}>
                      {attempt.error ?? copy.detail.attemptOk}
                    </span>
                  </li>
                ))}
              </ol>
            )}
            {delivery.state === "waiting" && delivery.nextAttemptAt && (
              <p className="mt-2 text-sm text-ink-600">
                {copy.detail.nextAttempt}: {formatDateTime(delivery.nextAttemptAt, locale)}
              </p>
            )}
            {canRetry(delivery) && (
              <Button
                type="button"
                variant="secondary"
                className="mt-3 h-9 px-4"
                disabled={retry.isPending}
                onClick={() => retry.mutate(delivery)}
              >
                <RotateCw aria-hidden />
                {copy.detail.retry}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
