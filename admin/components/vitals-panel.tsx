import { Download } from "lucide-react";
import { useId } from "react";
import type { AdminStats } from "#common/admin/stats-api";
import { vitalMetrics, type DeviceClass, type VitalMetric, type VitalRating } from "#common/config/web-vitals";
import { Button } from "~/components/ui/button";
import { Table, type Column } from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { saveDownload } from "../lib/download";
import { formatNumber } from "../lib/format";
import { useCopy, type AdminT } from "../lib/i18n";
import { vitalsCsv, vitalsExport, vitalsRows, type VitalsRow } from "../lib/vitals-figures";
import { Panel } from "./panel";

const ratingTones: Record<VitalRating, string> = {
  good: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  "needs-improvement": "bg-amber-50 text-amber-900 ring-amber-200",
  poor: "bg-red-50 text-red-800 ring-red-200",
};

const ratingLabel = (t: AdminT, rating: VitalRating) =>
  t(
    rating === "good"
      ? "statistics.vitals.good"
      : rating === "poor"
        ? "statistics.vitals.poor"
        : "statistics.vitals.needsImprovement",
  );

/** A figure as the owner reads it: LCP in seconds, INP in milliseconds, CLS as a plain score. */
function formatVital(metric: VitalMetric, value: number, locale: string): string {
  if (metric === "LCP")
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value / 1000)}\u00a0s`;
  if (metric === "INP") return `${formatNumber(value, locale)}\u00a0ms`;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
}

/** One metric's cell: the percentile, its rating in words (the colour only repeats it), and how many views it stands on. */
function VitalCell({ figure, metric }: { figure: VitalsRow["figures"][VitalMetric]; metric: VitalMetric }) {
  const { t, locale } = useCopy();
  if (!figure) return <span className="text-ink-600">–</span>;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold text-ink-950 tabular-nums">{formatVital(metric, figure.p75, locale)}</span>
        <span
          className={cn(
            "inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1",
            ratingTones[figure.rating],
          )}
        >
          {ratingLabel(t, figure.rating)}
        </span>
      </span>
      <span className="text-xs text-ink-600 tabular-nums">
        {t("statistics.vitals.measured", { count: figure.count })}
      </span>
    </span>
  );
}

/** A device class's figures: a row per page and language, a column per metric. */
function DeviceTable({ vitals, device }: { vitals: AdminStats["vitals"]; device: DeviceClass }) {
  const { t } = useCopy();
  const id = useId();
  const columns: Column<VitalsRow>[] = [
    {
      key: "page",
      header: t("lead.page"),
      cell: (row) => row.path,
      sortValue: (row) => row.path,
      className: "break-all",
    },
    {
      key: "language",
      header: t("lead.language"),
      cell: (row) => row.language.toUpperCase(),
      sortValue: (row) => row.language,
    },
    ...vitalMetrics.map((metric) => ({
      key: metric,
      header: metric,
      cell: (row: VitalsRow) => <VitalCell figure={row.figures[metric]} metric={metric} />,
      sortValue: (row: VitalsRow) => row.figures[metric]?.p75 ?? -1,
    })),
  ];
  const title = device === "phone" ? t("statistics.vitals.phone") : t("statistics.vitals.desktop");
  return (
    <section aria-labelledby={id} className="mt-5">
      <h3 id={id} className="font-semibold text-ink-950">
        {title}
      </h3>
      <p className="text-sm text-ink-600">
        {device === "phone" ? t("statistics.vitals.phoneNote") : t("statistics.vitals.desktopNote")}
      </p>
      <Table
        columns={columns}
        rows={vitalsRows(vitals, device)}
        rowKey={(row) => `${row.language} ${row.path}`}
        rowHeaders
        caption={title}
        empty={t("statistics.vitals.none")}
        className="mt-2"
      />
    </section>
  );
}

/** The figures of the period as a file: CSV for a spreadsheet, JSON for a program. */
function ExportButtons({ stats }: { stats: AdminStats }) {
  const { t } = useCopy();
  const save = (format: "csv" | "json") => {
    const text = format === "csv" ? vitalsCsv(stats) : `${JSON.stringify(vitalsExport(stats), null, 2)}\n`;
    const type = format === "csv" ? "text/csv;charset=utf-8" : "application/json";
    void saveDownload(
      new Response(text, { headers: { "Content-Type": type } }),
      `web-vitals-${stats.from}-${stats.to}.${format}`,
    );
  };
  return (
    <div className="flex flex-wrap gap-2">
      {(["csv", "json"] as const).map((format) => (
        <Button key={format} type="button" variant="secondary" onClick={() => save(format)}>
          <Download aria-hidden />
          {format === "csv" ? t("statistics.vitals.exportCsv") : t("statistics.vitals.exportJson")}
        </Button>
      ))}
    </div>
  );
}

/** The visitors' loading speed in the period (docs/decisions/0062), phones and larger screens apart. */
export function VitalsPanel({ stats }: { stats: AdminStats }) {
  const { t } = useCopy();
  return (
    <Panel
      title={t("statistics.vitals.title")}
      action={stats.vitals.length ? <ExportButtons stats={stats} /> : undefined}
      className="lg:col-span-2"
    >
      <p className="mt-2 max-w-3xl text-sm text-ink-700">{t("statistics.vitals.intro")}</p>
      <ul className="mt-2 max-w-3xl list-disc space-y-1 pl-5 text-sm text-ink-700">
        <li>{t("statistics.vitals.lcp")}</li>
        <li>{t("statistics.vitals.inp")}</li>
        <li>{t("statistics.vitals.cls")}</li>
      </ul>
      {stats.vitals.length ? (
        <>
          <DeviceTable vitals={stats.vitals} device="phone" />
          <DeviceTable vitals={stats.vitals} device="desktop" />
        </>
      ) : (
        <p className="mt-4 text-ink-700">{t("statistics.vitals.none")}</p>
      )}
    </Panel>
  );
}
