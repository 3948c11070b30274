import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { adminEndpoints } from "#common/admin-api";
import {
  leadWorkflowStatuses,
  type LeadDetail,
  type LeadUpdate,
  type LeadWorkflowStatus,
} from "#common/admin/leads-api";
import { Button } from "~/components/ui/button";
import { card } from "~/components/ui/card";
import { Field, fieldIds, Select, Textarea } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { ConfirmButton } from "../components/confirm-dialog";
import { Deliveries, isDue } from "../components/lead-deliveries";
import { Panel } from "../components/panel";
import { StatusBadges } from "../components/status-badge";
import { WithUserText } from "../components/user-text";
import { useCopy } from "../lib/i18n";
import { adminHref } from "../lib/paths";
import { ApiError, api } from "../lib/api";
import { errorMessage } from "../lib/error-message";
import { leadDetailRows } from "../lib/lead-detail-rows";
import { formatDateTime } from "../lib/format";
import { useTitle } from "../lib/use-title";
import type { AdminScreen } from "../lib/screens";

export function LeadDetailScreen() {
  const { id = "" } = useParams();
  const { t, lang } = useCopy();
  const lead = useQuery({
    queryKey: ["lead", id],
    queryFn: () => api.lead({ params: { id } }),
    // A delivery on its way (just retried, or not spam any more) shows its outcome without a reload.
    refetchInterval: (query) => (query.state.data?.deliveries.some(isDue) ? 3000 : false),
  });
  useTitle(lead.data ? t("detail.title", { name: lead.data.name || lead.data.email }) : t("loading"));

  return (
    <>
      <Link
        to={adminHref(lang)}
        className="inline-flex items-center gap-1 text-sm font-semibold text-ink-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("detail.back")}
      </Link>
      {lead.isPending && <p className="mt-6 text-ink-700">{t("loading")}</p>}
      {lead.isError && (
        <p role="alert" className="mt-6 text-red-800">
          {errorMessage(lead.error, t) === t("errors.notFound") ? t("detail.notFound") : errorMessage(lead.error, t)}
        </p>
      )}
      {lead.data && <LeadView lead={lead.data} />}
    </>
  );
}

function LeadView({ lead }: { lead: LeadDetail }) {
  const { t, lang } = useCopy();
  const queryClient = useQueryClient();
  const saved = (next: LeadDetail) => {
    queryClient.setQueryData(["lead", lead.id], next);
    void queryClient.invalidateQueries({ queryKey: ["leads"] });
  };
  // Marked as spam, or not: the answer is the lead as it is now.
  const judge = useMutation({
    mutationFn: (action: "markSpam" | "notSpam") => api[action]({ params: { id: lead.id } }),
    onSuccess: (next, action) => {
      saved(next);
      toast.success(t(`detail.${action}Done`));
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  });
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => api.deleteLead({ params: { id: lead.id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ["lead", lead.id] });
      void queryClient.invalidateQueries({ queryKey: ["leads"] });
      toast.success(t("detail.deleted"));
      // The button that had the focus went with the lead: the inbox's content takes it (the skip
      // link's target), not the page's start.
      void navigate(adminHref(lang));
      document.getElementById("main")?.focus();
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  });
  const busy = judge.isPending || remove.isPending;
  // Each asks first, with its own copy (detail.<action>, ...Title, ...Text, ...Confirm).
  // The spam action keeps its place (and key) as it turns into its reverse: the button that had the
  // focus keeps it.
  const actions: { slot: string; action: "notSpam" | "markSpam" | "delete"; run: () => void }[] = [
    lead.spam
      ? { slot: "spam", action: "notSpam", run: () => judge.mutate("notSpam") }
      : { slot: "spam", action: "markSpam", run: () => judge.mutate("markSpam") },
    { slot: "delete", action: "delete", run: () => remove.mutate() },
  ];

  return (
    <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-semibold wrap-anywhere text-ink-950">
            <WithUserText format={(name) => t("detail.title", { name })} text={lead.name || lead.email} />
          </h1>
          <StatusBadges lead={lead} />
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          {actions.map(({ slot, action, run }) => (
            <ConfirmButton
              key={slot}
              trigger={t(`detail.${action}`)}
              title={t(`detail.${action}Title`)}
              text={t(`detail.${action}Text`)}
              confirm={t(`detail.${action}Confirm`)}
              busy={busy}
              onConfirm={run}
            />
          ))}
        </div>
        <LeadFields lead={lead} />
        <Deliveries lead={lead} />
      </div>

      <aside className="grid content-start gap-6">
        <AboutLead lead={lead} />
        <StatusForm lead={lead} onSaved={saved} />
        <NoteForm lead={lead} onSaved={saved} />
      </aside>
    </div>
  );
}

/** Every field as the visitor sent it, labelled as the form labels it. */
function LeadFields({ lead }: { lead: LeadDetail }) {
  const { t, forms } = useCopy();
  return (
    <Panel title={t("detail.fields")} className="mt-6">
      <dl className="mt-3 divide-y divide-ink-900/10">
        {leadDetailRows(lead.kind, lead.payload, forms).map(({ key, label, value }) => (
          <div key={key} className="grid gap-1 py-2.5 md:grid-cols-[12rem_minmax(0,1fr)] md:gap-4">
            <dt className="text-sm font-semibold text-ink-600">{label}</dt>
            <dd className="wrap-anywhere whitespace-pre-wrap text-ink-950">
              {value ? <bdi>{value}</bdi> : <span className="text-ink-500 italic">{t("detail.empty")}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

/** When, by which form, in which language and from which page the lead came. */
function AboutLead({ lead }: { lead: LeadDetail }) {
  const { t, tForms, locale } = useCopy();
  return (
    <Panel title={t("detail.about")}>
      <dl className="mt-3 grid gap-2 text-sm">
        {[
          [t("lead.received"), formatDateTime(lead.createdAt, locale)],
          [t("lead.form"), tForms(`names.${lead.kind}`)],
          [t("lead.language"), t(`languages.${lead.language}`)],
          [t("lead.page"), lead.pageContext],
          [t("lead.id"), lead.id],
        ].map(([term, description]) => (
          <div key={term}>
            <dt className="font-semibold text-ink-600">{term}</dt>
            <dd className="break-all text-ink-950">{description}</dd>
          </div>
        ))}
      </dl>
    </Panel>
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
/**
 * Saves a change of the lead. A save that met someone else's change shows theirs (`conflict`, as
 * `conflicting` picks it from the lead the server answered with) until the next save.
 */
function useLeadUpdate<C>(
  id: string,
  {
    onSaved,
    conflicting,
    savedMessage,
  }: LeadFormProps & { conflicting: (current: LeadDetail) => C; savedMessage: string },
) {
  const { t } = useCopy();
  const [conflict, setConflict] = useState<C>();
  const save = useMutation({
    mutationFn: (update: LeadUpdate) => api.updateLead({ params: { id }, body: update }),
    onMutate: () => setConflict(undefined),
    onSuccess: (next) => {
      onSaved(next);
      toast.success(savedMessage);
    },
    onError: (error) => {
      const current = conflictOf(error);
      if (!current) return toast.error(t("detail.saveFailed"), { description: errorMessage(error, t) });
      onSaved(current);
      setConflict(conflicting(current));
    },
  });
  return { save, conflict, clearConflict: () => setConflict(undefined) };
}

/** A card of the side column that saves on submit. */
function SaveCard({ onSave, children }: { onSave: () => void; children: ReactNode }) {
  return (
    <form
      className={cn(card({ shadow: true }), "p-5")}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      {children}
    </form>
  );
}

interface LeadFormProps {
  onSaved: (lead: LeadDetail) => void;
}

function StatusForm({ lead, onSaved }: LeadFormProps & { lead: LeadDetail }) {
  const { t } = useCopy();
  // The status the choice was made over; the select follows a reload while untouched.
  const [base, setBase] = useState<LeadWorkflowStatus>(lead.status);
  const [status, setStatus] = useState<LeadWorkflowStatus>(lead.status);
  const { save, conflict } = useLeadUpdate(lead.id, {
    onSaved: (next) => {
      setBase(next.status);
      onSaved(next);
    },
    conflicting: (current) => current.status,
    savedMessage: t("detail.statusSaved"),
  });
  if (lead.status !== base && status === base && !conflict) {
    setBase(lead.status);
    setStatus(lead.status);
  }
  return (
    <SaveCard onSave={() => save.mutate({ status, statusWas: base })}>
      <Field id="lead-status" label={t("lead.status")}>
        <Select
          id="lead-status"
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadWorkflowStatus)}
        >
          {leadWorkflowStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
      {conflict && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {t("detail.statusConflict", { status: t(`status.${conflict}`) })}
        </p>
      )}
      <Button type="submit" className="mt-3" disabled={save.isPending || status === base}>
        {t("detail.saveStatus")}
      </Button>
    </SaveCard>
  );
}

function NoteForm({ lead, onSaved }: LeadFormProps & { lead: LeadDetail }) {
  const { t } = useCopy();
  // The note the owner's text was typed over (its version goes with the save); the field follows
  // a reload while untouched.
  const [base, setBase] = useState({ note: lead.note, version: lead.noteVersion });
  const [note, setNote] = useState(lead.note);
  // The other person's note, shown when a save met it.
  const { save, conflict, clearConflict } = useLeadUpdate(lead.id, {
    onSaved: (next) => {
      setBase({ note: next.note, version: next.noteVersion });
      onSaved(next);
    },
    conflicting: (current) => current.note,
    savedMessage: t("detail.noteSaved"),
  });
  if (lead.noteVersion !== base.version && note === base.note && conflict === undefined) {
    setBase({ note: lead.note, version: lead.noteVersion });
    setNote(lead.note);
  }
  return (
    <SaveCard onSave={() => save.mutate({ note, noteVersion: base.version })}>
      <Field id="lead-note" label={t("detail.note")} hint={t("detail.noteHint")}>
        <Textarea
          {...fieldIds("lead-note", undefined, true)}
          rows={5}
          maxLength={5000}
          dir="auto"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      {conflict !== undefined && (
        <div role="alert" className="mt-3 grid gap-2 text-sm">
          <p className="text-red-800">{t("detail.noteConflict")}</p>
          <blockquote className="rounded-lg bg-ink-50 p-3 wrap-anywhere whitespace-pre-wrap text-ink-950">
            {conflict ? <bdi>{conflict}</bdi> : <span className="text-ink-500 italic">{t("detail.empty")}</span>}
          </blockquote>
          <p className="text-ink-700">{t("detail.noteConflictHint")}</p>
          <Button
            type="button"
            variant="secondary"
            className="h-9 justify-self-start px-4"
            onClick={() => {
              setNote(conflict);
              clearConflict();
            }}
          >
            {t("detail.useSavedNote")}
          </Button>
        </div>
      )}
      <Button type="submit" className="mt-3" disabled={save.isPending || note === base.note}>
        {t("detail.saveNote")}
      </Button>
    </SaveCard>
  );
}

export const screen: AdminScreen = { path: "leads/:id", Component: LeadDetailScreen, standsOn: adminEndpoints.lead };
