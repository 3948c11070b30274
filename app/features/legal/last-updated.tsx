import { formatDate } from "~/lib/format";
import { useLang } from "~/lib/use-lang";

const pad = (n: number) => String(n).padStart(2, "0");

/** "Zuletzt aktualisiert: 22. November 2026", with a machine-readable <time>. */
export function LastUpdated({ label, date }: { label: string; date: Date }) {
  const lang = useLang();
  const iso = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return (
    <p className="mt-8 text-sm text-ink-600" data-testid="last-updated">
      {label} {/* data-today: the first-view script shows the visitor's date here before this part is live. */}
      <time dateTime={iso} data-today="" suppressHydrationWarning className="font-semibold text-ink-900">
        {formatDate(date, lang)}
      </time>
    </p>
  );
}
