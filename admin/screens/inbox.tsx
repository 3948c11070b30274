import { useInfiniteQuery } from "@tanstack/react-query";
import { Download, Inbox as InboxIcon, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import * as z from "zod/mini";
import { adminEndpoints } from "#common/admin-api";
import { leadFilters, type LeadFilters, type LeadQuery, type LeadSummary } from "#common/admin/leads-api";
import { leadKinds } from "#common/lead-schemas";
import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { Table, type Column } from "~/components/ui/table";
import { LoadMore } from "../components/load-more";
import { StatusBadges } from "../components/status-badge";
import { useCopy } from "../lib/i18n";
import { adminHref } from "../lib/paths";
import { errorMessage } from "../lib/error-message";
import { saveDownload } from "../lib/download";
import { formatDateTime } from "../lib/format";
import { useTitle } from "../lib/use-title";
import { api } from "../lib/api";
import type { AdminScreen } from "../lib/screens";

const filterKeys = Object.keys(leadFilters.shape) as (keyof LeadFilters)[];

/**
 * The filters live in the address (shareable, back button), read with the schema the server
 * checks them with: a value it would refuse (an edited address) is left out. The search term does
 * not go there, since it may be a name: it stays in this component's state and goes only into the
 * API request's body.
 */
function useFilters(): [LeadFilters, (key: keyof LeadFilters, value: string) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const filters: LeadFilters = Object.fromEntries(
    filterKeys.flatMap((key) => {
      const value = z.safeParse(leadFilters.shape[key], params.get(key) ?? undefined);
      return value.success && value.data !== undefined ? [[key, value.data]] : [];
    }),
  );
  const set = (key: keyof LeadFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return [filters, set, () => setParams({}, { replace: true })];
}

function useDebounced<T>(value: T, ms: number): [T, (now: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return [settled, setSettled];
}

export function Inbox() {
  const { t } = useCopy();
  useTitle(t("inbox.title"));
  const [filters, setFilter, resetFilters] = useFilters();
  const [searchInput, setSearchInput] = useState("");
  const [q, setQ] = useDebounced(searchInput.trim(), 300);
  const query: LeadQuery = { ...filters, q: q || undefined };

  const leads = useInfiniteQuery({
    queryKey: ["leads", query],
    queryFn: ({ pageParam }) => api.leads({ body: { ...query, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const rows = leads.data?.pages.flatMap((page) => page.leads) ?? [];
  const total = leads.data?.pages[0]?.total;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-semibold text-ink-950">{t("inbox.title")}</h1>
        <div className="flex flex-wrap gap-2">
          <ExportButton format="csv" query={query} label={t("inbox.exportCsv")} />
          <ExportButton format="json" query={query} label={t("inbox.exportJson")} />
        </div>
      </div>

      <form
        role="search"
        className="mt-6 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(searchInput.trim());
        }}
      >
        <label htmlFor="lead-search" className="sr-only">
          {t("inbox.search")}
        </label>
        <Input
          id="lead-search"
          type="search"
          placeholder={t("inbox.searchHint")}
          maxLength={200}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
        />
        <Button type="submit" variant="secondary" size="icon" className="shrink-0" aria-label={t("inbox.searchSubmit")}>
          <Search aria-hidden />
        </Button>
      </form>

      <InboxFilters filters={filters} setFilter={setFilter} resetFilters={resetFilters} />

      <div className="mt-6" aria-live="polite" aria-busy={leads.isFetching}>
        {total !== undefined && (
          <p className="text-sm font-semibold text-ink-700">{t("inbox.total", { count: total })}</p>
        )}
        {leads.isPending && <p className="mt-4 text-ink-700">{t("loading")}</p>}
        {leads.isError && (
          <p role="alert" className="mt-4 text-red-800">
            {errorMessage(leads.error, t)}
          </p>
        )}
      </div>
      {leads.isSuccess && <LeadList leads={rows} />}
      <LoadMore pages={leads} label={t("inbox.more")} className="mt-6" />
    </>
  );
}

/** The inbox's filters (form, status, dates), kept in the address bar, and their reset. */
function InboxFilters({
  filters,
  setFilter,
  resetFilters,
}: {
  filters: LeadFilters;
  setFilter: (key: keyof LeadFilters, value: string) => void;
  resetFilters: () => void;
}) {
  const { t, tForms } = useCopy();
  return (
    <>
      <fieldset className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        <legend className="sr-only">{t("inbox.filters")}</legend>
        <Field id="filter-kind" label={t("lead.form")} className="col-span-2 md:col-span-1">
          <Select id="filter-kind" value={filters.kind ?? ""} onChange={(e) => setFilter("kind", e.target.value)}>
            <option value="">{t("inbox.allForms")}</option>
            {leadKinds.map((kind) => (
              <option key={kind} value={kind}>
                {tForms(`names.${kind}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="filter-status" label={t("lead.status")} className="col-span-2 md:col-span-1">
          <Select id="filter-status" value={filters.status ?? ""} onChange={(e) => setFilter("status", e.target.value)}>
            <option value="">{t("inbox.allButSpam")}</option>
            {(["new", "in_progress", "done", "unverified", "spam"] as const).map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </Select>
        </Field>
        {(["from", "to"] as const).map((bound) => (
          <Field key={bound} id={`filter-${bound}`} label={t(`inbox.${bound}`)}>
            <Input
              id={`filter-${bound}`}
              type="date"
              value={filters[bound] ?? ""}
              onChange={(e) => setFilter(bound, e.target.value)}
            />
          </Field>
        ))}
      </fieldset>
      {filterKeys.some((key) => filters[key]) && (
        <Button type="button" variant="ghost" className="mt-2 h-9 px-3" onClick={resetFilters}>
          {t("inbox.reset")}
        </Button>
      )}
    </>
  );
}

/** A table from 768 px on; below that, a list with the same labels. */
function LeadList({ leads }: { leads: LeadSummary[] }) {
  const { t, tForms, lang, locale } = useCopy();
  // What visitors typed is isolated (a right-to-left name cannot reorder the row) and breaks
  // anywhere, so a 200-character word does not widen the table.
  const columns: Column<LeadSummary>[] = [
    {
      key: "name",
      header: tForms("fields.name"),
      cell: (lead) => (
        <Link
          to={adminHref(lang, `leads/${lead.id}`)}
          // The table gives the name at most 16rem, so a long one leaves room for the other columns.
          className="font-semibold wrap-anywhere text-ink-950 underline-offset-4 hover:underline md:inline-block md:max-w-64"
        >
          <bdi>{lead.name || lead.email}</bdi>
        </Link>
      ),
    },
    {
      key: "received",
      header: t("lead.received"),
      cell: (lead) => formatDateTime(lead.createdAt, locale),
      className: "whitespace-nowrap text-ink-700",
    },
    {
      key: "company",
      header: tForms("fields.company"),
      cell: (lead) => <bdi>{lead.company}</bdi>,
      className: "wrap-anywhere",
    },
    { key: "form", header: t("lead.form"), cell: (lead) => tForms(`names.${lead.kind}`) },
    { key: "language", header: t("lead.language"), cell: (lead) => t(`languages.${lead.language}`) },
    { key: "page", header: t("lead.page"), cell: (lead) => lead.pageContext, className: "break-all text-ink-700" },
    { key: "status", header: t("lead.status"), cell: (lead) => <StatusBadges lead={lead} /> },
  ];
  return (
    <Table
      columns={columns}
      rows={leads}
      rowKey={(lead) => lead.id}
      rowHeaders
      empty={t("inbox.empty")}
      caption={t("inbox.title")}
      className="mt-3"
    />
  );
}

/**
 * The export of the current selection, a POST with the selection (and its search term) in its body;
 * the CSV's header in the back office's language, as its screens name the columns.
 */
function ExportButton({ format, query, label }: { format: "csv" | "json"; query: LeadQuery; label: string }) {
  const { t, lang } = useCopy();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const response = await (format === "csv"
        ? api.exportCsv({ body: { ...query, lang } })
        : api.exportJson({ body: query }));
      await saveDownload(response, `leads-${new Date().toISOString().slice(0, 10)}.${format}`);
    } catch (error) {
      toast.error(t("inbox.exportFailed"), { description: errorMessage(error, t) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="secondary" disabled={busy} onClick={() => void save()}>
      <Download aria-hidden />
      {busy ? t("inbox.exporting") : label}
    </Button>
  );
}

export const screen: AdminScreen = {
  path: "",
  Component: Inbox,
  standsOn: adminEndpoints.leads,
  menu: { label: "shell.inbox", icon: InboxIcon, order: 1 },
};
