import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { statsPeriods, type AdminStats } from "#common/admin-api";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { ViewsChart } from "../components/views-chart";
import { useCopy } from "../lib/copy";
import { errorMessage } from "../lib/error-message";
import { formatNumber, formatPercent } from "../lib/format";
import { useTitle } from "../lib/use-title";
import { api } from "../lib/api";

export function Statistics() {
  const { copy } = useCopy();
  useTitle(copy.statistics.title);
  const [params, setParams] = useSearchParams();
  const days = statsPeriods.find((d) => String(d) === params.get("days")) ?? 30;
  return (
    <>
      <h1 className="text-3xl font-semibold text-ink-950">{copy.statistics.title}</h1>
      <p className="mt-2 max-w-3xl text-ink-700">{copy.statistics.intro}</p>
      <Tabs
        value={String(days)}
        onValueChange={(value) => setParams({ days: value }, { replace: true })}
        className="mt-6"
      >
        <TabsList aria-label={copy.statistics.period} className="inline-flex">
          {statsPeriods.map((period) => (
            <TabsTrigger key={period} value={String(period)} className="px-4">
              {copy.statistics.days(period)}
            </TabsTrigger>
          ))}
        </TabsList>
        {statsPeriods.map((period) => (
          <TabsContent key={period} value={String(period)} className="mt-6 outline-none">
            <StatsPanel days={period} />
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

function StatsPanel({ days }: { days: number }) {
  const { copy } = useCopy();
  const stats = useQuery({ queryKey: ["stats", days], queryFn: () => api.stats({ query: { days } }) });
  if (stats.isPending) return <p className="text-ink-700">{copy.loading}</p>;
  if (stats.isError) {
    return (
      <p role="alert" className="text-red-800">
        {errorMessage(stats.error, copy)}
      </p>
    );
  }
  return <StatsView stats={stats.data} />;
}

function Card({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = `stats-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-card border border-ink-900/10 bg-white p-5 shadow-card ${className ?? ""}`}
    >
      <h2 id={id} className="text-lg font-semibold text-ink-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A small table: the first column a row header, numbers right-aligned. */
function NumberTable({ headings, rows, empty }: { headings: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <p className="mt-3 text-ink-700">{empty}</p>;
  return (
    <div className="mt-3">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-ink-900/15 text-ink-600">
            {headings.map((heading, index) => (
              <th key={heading} scope="col" className={`py-1.5 pr-3 font-semibold ${index > 0 ? "text-right" : ""}`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], index) => (
            <tr key={index} className="border-b border-ink-900/5">
              <th scope="row" className="py-1.5 pr-3 font-normal break-all">
                {first}
              </th>
              {rest.map((cell, cellIndex) => (
                <td key={cellIndex} className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function StatsView({ stats }: { stats: AdminStats }) {
  const { copy, locale } = useCopy();
  const s = copy.statistics;
  const number = (value: number) => formatNumber(value, locale);
  const totalViews = stats.daily.reduce((sum, day) => sum + day.de + day.en, 0);
  const consentTotal = stats.consent ? stats.consent.acceptAll + stats.consent.rejectAll + stats.consent.customise : 0;
  const share = (count: number) => (consentTotal ? formatPercent(count / consentTotal, locale) : "–");
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card title={s.viewsPerDay} className="lg:col-span-2">
        <p className="mt-1 text-sm text-ink-600">
          {s.views}: <span className="font-semibold text-ink-950 tabular-nums">{number(totalViews)}</span>
        </p>
        <ViewsChart daily={stats.daily} />
      </Card>
      <Card title={s.topPages}>
        <NumberTable
          headings={[s.page, s.language, s.viewsShort]}
          rows={stats.pages.map((page) => [page.path, page.language.toUpperCase(), number(page.views)])}
          empty={s.none}
        />
      </Card>
      <Card title={s.referrers}>
        <NumberTable
          headings={[s.host, s.viewsShort]}
          rows={stats.referrers.map((referrer) => [referrer.host, number(referrer.views)])}
          empty={s.noReferrers}
        />
      </Card>
      <Card title={s.leadsByForm}>
        <NumberTable
          headings={[copy.inbox.form, s.leads]}
          rows={stats.leadsByForm.map((row) => [copy.forms[row.kind] ?? row.kind, number(row.leads)])}
          empty={s.none}
        />
      </Card>
      <Card title={s.conversion}>
        <NumberTable
          headings={[s.page, s.leads, s.viewsShort, s.rate]}
          rows={stats.conversion.map((row) => [
            row.path,
            number(row.leads),
            number(row.views),
            row.rate === null ? "–" : formatPercent(row.rate, locale),
          ])}
          empty={s.none}
        />
      </Card>
      <Card title={s.consent} className="lg:col-span-2">
        {stats.consent ? (
          <NumberTable
            headings={[s.answer, s.total, s.share]}
            rows={[
              [s.acceptAll, number(stats.consent.acceptAll), share(stats.consent.acceptAll)],
              [s.rejectAll, number(stats.consent.rejectAll), share(stats.consent.rejectAll)],
              [s.customise, number(stats.consent.customise), share(stats.consent.customise)],
            ]}
            empty={s.none}
          />
        ) : (
          <p className="mt-3 text-ink-700">{s.consentOff}</p>
        )}
      </Card>
    </div>
  );
}
