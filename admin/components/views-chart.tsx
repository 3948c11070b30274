import type { AdminStats } from "#common/admin-api";
import { useCopy } from "../lib/copy";
import { formatDay, formatNumber } from "../lib/format";

const height = 120;
const barWidth = 10;

/**
 * Views per day as stacked bars, German below English. The picture is for the eye; the same
 * numbers are in the table under it, which is what a screen reader reads.
 */
export function ViewsChart({ daily }: { daily: AdminStats["daily"] }) {
  const { copy, locale } = useCopy();
  const max = Math.max(1, ...daily.map((day) => day.de + day.en));
  const scale = (views: number) => (views / max) * height;
  const first = daily[0]?.day;
  const last = daily.at(-1)?.day;
  return (
    <figure className="mt-3">
      <div className="flex items-stretch gap-2">
        <div className="flex flex-col justify-between text-right text-xs text-ink-600" aria-hidden>
          <span>{formatNumber(max, locale)}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={
            first && last ? copy.statistics.chartLabel(formatDay(first, locale), formatDay(last, locale)) : ""
          }
          viewBox={`0 0 ${Math.max(1, daily.length) * barWidth} ${height}`}
          preserveAspectRatio="none"
          className="h-40 w-full border-b border-l border-ink-900/20"
        >
          {daily.map((day, index) => {
            const de = scale(day.de);
            const en = scale(day.en);
            return (
              <g key={day.day}>
                <rect
                  x={index * barWidth + 1}
                  y={height - de}
                  width={barWidth - 2}
                  height={de}
                  className="fill-ink-800"
                />
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
      </div>
      <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-ink-600">
        <span aria-hidden>{first && formatDay(first, locale)}</span>
        <span className="flex gap-4">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="size-3 rounded-sm bg-ink-800" />
            {copy.languages.de}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="size-3 rounded-sm bg-accent-500" />
            {copy.languages.en}
          </span>
        </span>
        <span aria-hidden>{last && formatDay(last, locale)}</span>
      </figcaption>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold text-ink-700">{copy.statistics.tableToggle}</summary>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{copy.statistics.viewsPerDay}</caption>
          <thead>
            <tr className="border-b border-ink-900/15">
              <th scope="col" className="py-1 pr-2">
                {copy.statistics.day}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {copy.languages.de}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {copy.languages.en}
              </th>
              <th scope="col" className="py-1 text-right">
                {copy.statistics.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.day} className="border-b border-ink-900/5">
                <th scope="row" className="py-1 pr-2 font-normal">
                  {formatDay(day.day, locale)}
                </th>
                <td className="py-1 pr-2 text-right tabular-nums">{formatNumber(day.de, locale)}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{formatNumber(day.en, locale)}</td>
                <td className="py-1 text-right tabular-nums">{formatNumber(day.de + day.en, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
