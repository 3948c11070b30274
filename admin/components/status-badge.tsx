import type { LeadSummary } from "#common/admin/leads-api";
import { cn } from "~/lib/cn";
import { useCopy } from "../lib/i18n";

const tones = {
  new: "bg-accent-50 text-accent-700 ring-accent-300",
  in_progress: "bg-sky-50 text-sky-800 ring-sky-200",
  done: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  spam: "bg-ink-100 text-ink-700 ring-ink-300",
  unverified: "bg-amber-50 text-amber-900 ring-amber-200",
} as const;

function Badge({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** A lead's state: spam wins over its workflow status; unverified is shown beside it. */
export function StatusBadges({ lead }: { lead: Pick<LeadSummary, "status" | "spam" | "unverified"> }) {
  const { t } = useCopy();
  return (
    <span className="inline-flex flex-wrap gap-1">
      {lead.spam ? (
        <Badge tone="spam">{t("status.spam")}</Badge>
      ) : (
        <Badge tone={lead.status}>{t(`status.${lead.status}`)}</Badge>
      )}
      {lead.unverified && <Badge tone="unverified">{t("status.unverified")}</Badge>}
    </span>
  );
}
