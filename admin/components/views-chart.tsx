import type { AdminStats } from "#common/admin/stats-api";
import { Table, type Column } from "~/components/ui/table";
import { useCopy } from "../lib/i18n";
import { formatDay, formatNumber } from "../lib/format";

const height = 120;
const barWidth = 10;

type Day = AdminStats["daily"][number];

/**
 * Views per day as stacked bars, German below English. The picture is for the eye; the same
 * numbers are in the table under it, which is what a screen reader reads.
 */
export function ViewsChart({ daily }: { daily: AdminStats["daily"] }) {
  const { t, locale } = useCopy();
  const max = Math.max(1, ...daily.map((day) => day.de + day.en));
  const first = daily[0]?.day;
  const last = daily.at(-1)?.day;
  return (
    <figure className="mt-3">
      <div className="flex items-stretch gap-2">
        <div className="flex flex-col justify-between text-right text-xs text-ink-600" aria-hidden>
          <span>{formatNumber(max, locale)}</span>
          <span>0</span>
        </div>
        <DailyBars
          daily={daily}
          max={max}
          label={
            first && last
              ? t("statistics.chartLabel", { from: formatDay(first, locale), to: formatDay(last, locale) })
              : ""
          }
        />
      </div>
      <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-ink-600">
        <span aria-hidden>{first && formatDay(first, locale)}</span>
        <span className="flex gap-4">
          <LegendEntry swatch="bg-ink-800" label={t("languages.de")} />
          <LegendEntry swatch="bg-accent-500" label={t("languages.en")} />
        </span>
        <span aria-hidden>{last && formatDay(last, locale)}</span>
      </figcaption>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-ink-700">{t("statistics.tableToggle")}</summary>
        <DailyTable daily={daily} />
      </details>
    </figure>
  );
}

/** The bars, one a day, scaled so that the busiest day fills the height (`max`, the axis's top). */
function DailyBars({ daily, max, label }: { daily: Day[]; max: number; label: string }) {
  const scale = (views: number) => (views / max) * height;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${Math.max(1, daily.length) * barWidth} ${height}`}
      preserveAspectRatio="none"
      className="h-40 w-full border-b border-l border-ink-900/20"
    >
      {daily.map((day, index) => {
        const de = scale(day.de);
        const en = scale(day.en);
        return (
          <g key={day.day}>
            <rect x={index * barWidth + 1} y={height - de} width={barWidth - 2} height={de} className="fill-ink-800" />
            <rect
              x={index * barWidth + 1}
              y={height - de - en}
              width={barWidth - 2}
              height={en}
              className="fill-accent-500"
            />
          </g>
        );
      })}
    </svg>
  );
}

function LegendEntry({ swatch, label }: { swatch: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span aria-hidden className={`size-3 rounded-sm ${swatch}`} />
      {label}
    </span>
  );
}

/** The chart's numbers as a table: a day a row, each language and the total sortable. */
function DailyTable({ daily }: { daily: Day[] }) {
  const { t, locale } = useCopy();
  const count = (value: (day: Day) => number) => ({
    numeric: true,
    sortValue: value,
    cell: (day: Day) => formatNumber(value(day), locale),
  });
  const columns: Column<Day>[] = [
    { key: "day", header: t("statistics.day"), cell: (day) => formatDay(day.day, locale), sortValue: (day) => day.day },
    { key: "de", header: t("languages.de"), ...count((day) => day.de) },
    { key: "en", header: t("languages.en"), ...count((day) => day.en) },
    { key: "total", header: t("statistics.total"), ...count((day) => day.de + day.en) },
  ];
  return (
    <Table
      columns={columns}
      rows={daily}
      rowKey={(day) => day.day}
      rowHeaders
      narrow="table"
      caption={t("statistics.viewsPerDay")}
      empty={t("statistics.none")}
      className="mt-2"
    />
  );
}
