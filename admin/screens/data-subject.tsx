import { useMutation } from "@tanstack/react-query";
import { Download, UserSearch } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { adminEndpoints } from "#common/admin-api";
import { type SubjectErased, type SubjectExportFormat, type SubjectSummary } from "#common/admin/subjects-api";
import { Button } from "~/components/ui/button";
import { Field, fieldIds, Input } from "~/components/ui/field";
import { AskDialog, DialogActions } from "../components/confirm-dialog";
import { Panel } from "../components/panel";
import { StatusBadges } from "../components/status-badge";
import { ApiError, api } from "../lib/api";
import { saveDownload } from "../lib/download";
import { errorMessage } from "../lib/error-message";
import { formatDateTime } from "../lib/format";
import { useCopy } from "../lib/i18n";
import { adminHref } from "../lib/paths";
import { useTitle } from "../lib/use-title";
import type { AdminScreen } from "../lib/screens";

/**
 * A data subject's requests (Art. 15 and 17 GDPR, docs/decisions/0038): what is held about an
 * address, its export, its erasure. The address goes in POST bodies only, never into an address.
 */
export function DataSubject() {
  const { t } = useCopy();
  useTitle(t("subjects.title"));
  const [email, setEmail] = useState("");
  const [found, setFound] = useState<SubjectSummary>();
  const [erased, setErased] = useState<SubjectErased>();
  const find = useMutation({
    mutationFn: (address: string) => api.findSubject({ body: { email: address } }),
    onSuccess: (summary) => {
      setFound(summary);
      setErased(undefined);
    },
  });
  // The body holds only the address: a refusal of it is the address's.
  const error = find.error
    ? find.error instanceof ApiError && find.error.status === 400
      ? t("errors.invalidEmail")
      : errorMessage(find.error, t)
    : undefined;

  return (
    <>
      <h1 className="text-3xl font-semibold text-ink-950">{t("subjects.title")}</h1>
      <p className="mt-2 max-w-3xl text-ink-700">{t("subjects.intro")}</p>
      <form
        className="mt-6 flex flex-wrap items-end gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          find.mutate(email);
        }}
      >
        <Field id="subject-email" label={t("subjects.email")} error={error} className="w-full max-w-md">
          <Input
            {...fieldIds("subject-email", error)}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Button type="submit" disabled={find.isPending}>
          {find.isPending ? t("subjects.finding") : t("subjects.find")}
        </Button>
      </form>
      {erased && <ErasedNote erased={erased} />}
      {found && (
        <Held
          found={found}
          onErased={(result) => {
            setFound(undefined);
            setErased(result);
          }}
        />
      )}
    </>
  );
}

/** Focuses an element once, as it mounts (a stable ref callback is not called again on re-renders). */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * What the erasure deleted, and what it could not: the copies in mailboxes and the CRM, which the
 * owner deletes there (the CRM was told when it is connected). It takes the focus: the erase
 * button the dialog would give it back to is gone with what was held, and the focus would fall to
 * the page's start.
 */
function ErasedNote({ erased }: { erased: SubjectErased }) {
  const { t } = useCopy();
  const what = (["leads", "mails", "webhooks", "deliveryLog", "audit"] as const)
    .map((key) => t(`subjects.${key}`, { count: erased[key] }))
    .join(", ");
  return (
    <div
      role="status"
      tabIndex={-1}
      ref={focusOnMount}
      className="mt-6 grid gap-2 rounded-xl bg-emerald-50 p-4 text-emerald-900 outline-none"
    >
      <p>{t("subjects.erased", { what })}</p>
      <p>{t("subjects.erasedCopies")}</p>
      {erased.crmNotified && <p>{t("subjects.erasedNotified")}</p>}
    </div>
  );
}

function Held({ found, onErased }: { found: SubjectSummary; onErased: (erased: SubjectErased) => void }) {
  const { t, tForms, lang, locale } = useCopy();
  const counts = (["leads", "mails", "webhooks", "audit"] as const).map((key) =>
    t(`subjects.${key}`, { count: key === "leads" ? found.leads.length : found[key] }),
  );
  const nothing = !found.leads.length && !found.mails && !found.webhooks && !found.audit;
  return (
    <div className="mt-8 grid gap-6">
      <Panel title={<bdi>{t("subjects.held", { email: found.email })}</bdi>}>
        {nothing ? (
          <p className="mt-3 text-ink-700">{t("subjects.nothing")}</p>
        ) : (
          <>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-ink-800">
              {counts.map((count) => (
                <li key={count}>{count}</li>
              ))}
            </ul>
            <ul className="mt-4 grid gap-3">
              {found.leads.map((lead) => (
                <li key={lead.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Link
                    to={adminHref(lang, `leads/${lead.id}`)}
                    className="font-semibold text-ink-950 underline underline-offset-4"
                  >
                    {tForms(`names.${lead.kind}`)}, {formatDateTime(lead.createdAt, locale)}
                  </Link>
                  <StatusBadges lead={lead} />
                </li>
              ))}
            </ul>
          </>
        )}
      </Panel>
      {!nothing && (
        <>
          <Panel title={t("subjects.export")}>
            <p className="mt-2 text-ink-700">{t("subjects.exportIntro")}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <ExportButton email={found.email} format="json" label={t("subjects.exportJson")} />
              <ExportButton email={found.email} format="de" label={t("subjects.exportDe")} />
              <ExportButton email={found.email} format="en" label={t("subjects.exportEn")} />
            </div>
          </Panel>
          <Panel title={t("subjects.erase")}>
            <p className="mt-2 text-ink-700">{t("subjects.eraseIntro")}</p>
            <EraseDialog email={found.email} onErased={onErased} />
          </Panel>
        </>
      )}
    </div>
  );
}

function ExportButton({ email, format, label }: { email: string; format: SubjectExportFormat; label: string }) {
  const { t } = useCopy();
  const save = useMutation({
    mutationFn: async () =>
      saveDownload(
        await api.exportSubject({ body: { email, format } }),
        `data-subject.${format === "json" ? "json" : "txt"}`,
      ),
    onError: (error) => toast.error(t("subjects.exportFailed"), { description: errorMessage(error, t) }),
  });
  return (
    <Button type="button" variant="secondary" disabled={save.isPending} onClick={() => save.mutate()}>
      <Download aria-hidden />
      {label}
    </Button>
  );
}

/** Erasure, after the owner typed the address again: the server compares it. */
function EraseDialog({ email, onErased }: { email: string; onErased: (erased: SubjectErased) => void }) {
  const { t } = useCopy();
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState("");
  const erase = useMutation({
    mutationFn: () => api.eraseSubject({ body: { email, confirm } }),
    onSuccess: (erased) => {
      setOpen(false);
      onErased(erased);
    },
  });
  const error = erase.error ? errorMessage(erase.error, t) : undefined;
  return (
    <AskDialog
      trigger={t("subjects.eraseButton")}
      triggerClassName="mt-4"
      title={<bdi>{t("subjects.eraseTitle", { email })}</bdi>}
      text={t("subjects.eraseText")}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setConfirm("");
        erase.reset();
      }}
    >
      <form
        className="mt-4 grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          erase.mutate();
        }}
      >
        <Field id="subject-confirm" label={t("subjects.confirm")} error={error}>
          <Input
            {...fieldIds("subject-confirm", error)}
            type="email"
            autoComplete="off"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
          />
        </Field>
        <DialogActions>
          <Button type="submit" disabled={erase.isPending || !confirm.trim()}>
            {erase.isPending ? t("subjects.erasing") : t("subjects.eraseConfirm")}
          </Button>
        </DialogActions>
      </form>
    </AskDialog>
  );
}

export const screen: AdminScreen = {
  path: "subjects",
  Component: DataSubject,
  standsOn: adminEndpoints.findSubject,
  menu: { label: "shell.subjects", icon: UserSearch, order: 3 },
};
