import { ChartColumn } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { adminEndpoints } from "#common/admin-api";
import { statsPeriods, type AdminStats } from "#common/admin/stats-api";
import { Table, type Column } from "~/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Panel } from "../components/panel";
import { ViewsChart } from "../components/views-chart";
import { VitalsPanel } from "../components/vitals-panel";
import { useCopy } from "../lib/i18n";
import { errorMessage } from "../lib/error-message";
import { formatNumber, formatPercent } from "../lib/format";
import { useTitle } from "../lib/use-title";
import { api } from "../lib/api";
import type { AdminScreen } from "../lib/screens";

export function Statistics() {
  const { t } = useCopy();
  useTitle(t("statistics.title"));
  const [params, setParams] = useSearchParams();
  const days = statsPeriods.find((d) => String(d) === params.get("days")) ?? 30;
  return (
    <>
      <h1 className="text-3xl font-semibold text-ink-950">{t("statistics.title")}</h1>
      <p className="mt-2 max-w-3xl text-ink-700">{t("statistics.intro")}</p>
      <Tabs
        value={String(days)}
        onValueChange={(value) => setParams({ days: value }, { replace: true })}
        className="mt-6"
      >
        <TabsList aria-label={t("statistics.period")} className="inline-flex">
          {statsPeriods.map((period) => (
            <TabsTrigger key={period} value={String(period)} className="px-4">
              {t("statistics.days", { count: period })}
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
  const { t } = useCopy();
  const stats = useQuery({ queryKey: ["stats", days], queryFn: () => api.stats({ query: { days } }) });
  if (stats.isPending) return <p className="text-ink-700">{t("loading")}</p>;
  if (stats.isError) {
    return (
      <p role="alert" className="text-red-800">
        {errorMessage(stats.error, t)}
      </p>
    );
  }
  return <StatsView stats={stats.data} />;
}

interface Figure {
  label: string;
  value: number;
}

interface NumberColumn<Row> {
  key: string;
  header: string;
  value: (row: Row) => number | null;
  /** How the number reads; a plain number by default. */
  show?: (value: number) => string;
}

/**
 * Rows of labels (the first a row header) and numbers, sortable by every column, in the order
 * the server sends them (largest first) until the user sorts.
 */
function NumberTable<Row>({
  labels,
  numbers,
  rows,
  empty,
}: {
  labels: [Column<Row>, ...Column<Row>[]];
  numbers: NumberColumn<Row>[];
  rows: Row[];
  empty: string;
}) {
  const { locale } = useCopy();
  const columns: Column<Row>[] = [
    ...labels.map((column) => ({
      ...column,
      sortValue: (row: Row) => String(column.cell(row)),
      className: "break-all",
    })),
    ...numbers.map(({ value, show, ...column }) => ({
      ...column,
      numeric: true,
      sortValue: (row: Row) => value(row) ?? -1,
      cell: (row: Row) => {
        const figure = value(row);
        return figure === null ? "–" : show ? show(figure) : formatNumber(figure, locale);
      },
    })),
  ];
  const rowKey = (row: Row) => labels.map((column) => String(column.cell(row))).join(" ");
  return (
    <Table
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      rowHeaders
      // Beyond two numbers the columns are too narrow for a path on a phone.
      narrow={numbers.length > 2 ? "list" : "table"}
      empty={empty}
      className="mt-3"
    />
  );
}

export function StatsView({ stats }: { stats: AdminStats }) {
  const { t, tForms, locale } = useCopy();
  const formNames: Record<string, string> = tForms("names", { returnObjects: true });
  const totalViews = stats.daily.reduce((sum, day) => sum + day.de + day.en, 0);
  const percent = (share: number) => formatPercent(share, locale);
  const views = { key: "views", header: t("statistics.viewsShort") };
  const page = { key: "page", header: t("lead.page") };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title={t("statistics.viewsPerDay")} className="lg:col-span-2">
        <p className="mt-1 text-sm text-ink-600">
          {t("statistics.views")}:{" "}
          <span className="font-semibold text-ink-950 tabular-nums">{formatNumber(totalViews, locale)}</span>
        </p>
        <ViewsChart daily={stats.daily} />
      </Panel>
      <Panel title={t("statistics.topPages")}>
        <NumberTable
          labels={[
            { ...page, cell: (row) => row.path },
            { key: "language", header: t("lead.language"), cell: (row) => row.language.toUpperCase() },
          ]}
          numbers={[{ ...views, value: (row) => row.views }]}
          rows={stats.pages}
          empty={t("statistics.none")}
        />
      </Panel>
      <Panel title={t("statistics.referrers")}>
        <NumberTable
          labels={[{ key: "host", header: t("statistics.host"), cell: (row) => row.host }]}
          numbers={[{ ...views, value: (row) => row.views }]}
          rows={stats.referrers}
          empty={t("statistics.noReferrers")}
        />
      </Panel>
      <Panel title={t("statistics.leadsByForm")}>
        <NumberTable
          labels={[{ key: "form", header: t("lead.form"), cell: (row) => formNames[row.kind] ?? row.kind }]}
          numbers={[{ key: "leads", header: t("statistics.leads"), value: (row) => row.leads }]}
          rows={stats.leadsByForm}
          empty={t("statistics.none")}
        />
      </Panel>
      <Panel title={t("statistics.conversion")}>
        <NumberTable
          labels={[{ ...page, cell: (row) => row.path }]}
          numbers={[
            { key: "leads", header: t("statistics.leads"), value: (row) => row.leads },
            { ...views, value: (row) => row.views },
            { key: "rate", header: t("statistics.rate"), value: (row) => row.rate, show: percent },
          ]}
          rows={stats.conversion}
          empty={t("statistics.none")}
        />
      </Panel>
      <ConsentAnswers answers={stats.consent} />
      <VitalsPanel stats={stats} />
    </div>
  );
}

/** The consent banner's answers in the period, each with its share; when the log is off, that it is. */
function ConsentAnswers({ answers }: { answers: AdminStats["consent"] }) {
  const { t, locale } = useCopy();
  const consent: Figure[] = answers
    ? [
        { label: t("statistics.acceptAll"), value: answers.acceptAll },
        { label: t("statistics.rejectAll"), value: answers.rejectAll },
        { label: t("statistics.customise"), value: answers.customise },
      ]
    : [];
  const consentTotal = consent.reduce((sum, answer) => sum + answer.value, 0);
  const percent = (share: number) => formatPercent(share, locale);
  return (
    <Panel title={t("statistics.consent")} className="lg:col-span-2">
      {answers ? (
        <NumberTable
          labels={[{ key: "answer", header: t("statistics.answer"), cell: (row: Figure) => row.label }]}
          numbers={[
            { key: "total", header: t("statistics.total"), value: (row) => row.value },
            {
              key: "share",
              header: t("statistics.share"),
              value: (row) => (consentTotal ? row.value / consentTotal : null),
              show: percent,
            },
          ]}
          rows={consent}
          empty={t("statistics.none")}
        />
      ) : (
        <p className="mt-3 text-ink-700">{t("statistics.consentOff")}</p>
      )}
    </Panel>
  );
}

export const screen: AdminScreen = {
  path: "statistics",
  Component: Statistics,
  standsOn: adminEndpoints.stats,
  menu: { label: "shell.statistics", icon: ChartColumn, order: 2 },
};
