/** A collection's entries: title, each language's status, last change; filtered as the API offers. */
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import type { CollectionEntry } from "#common/admin/collections-api";
import { collectionOf, type CollectionId } from "#common/collections";
import { Field, Select } from "~/components/ui/field";
import { api } from "../../lib/api";
import { errorMessage } from "../../lib/error-message";
import { useCopy } from "../../lib/i18n";
import { formatBerlin } from "./entry-copy";

type Version = CollectionEntry["versions"]["de"];

const tones = {
  draft: "bg-sky-50 text-sky-800 ring-sky-200",
  published: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  scheduled: "bg-violet-50 text-violet-900 ring-violet-200",
  warn: "bg-amber-50 text-amber-900 ring-amber-200",
  none: "bg-sand-50 text-ink-700 ring-ink-900/10",
} as const;

function Badge({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** A version's states: published, scheduled (with its minute), draft (never published or changed), review. */
export function VersionBadges({ version, needsTranslation }: { version?: Version; needsTranslation?: boolean }) {
  const { t, locale } = useCopy();
  if (!version) {
    return needsTranslation ? (
      <Badge tone="warn">{t("collections.status.needsTranslation")}</Badge>
    ) : (
      <Badge tone="none">{t("collections.status.missing")}</Badge>
    );
  }
  return (
    <span className="flex flex-wrap gap-1">
      {version.published && <Badge tone="published">{t("collections.status.published")}</Badge>}
      {version.publishAt && (
        <Badge tone="scheduled">
          {t("collections.status.scheduled", { when: formatBerlin(version.publishAt, locale) })}
        </Badge>
      )}
      {!version.published && !version.publishAt && <Badge tone="draft">{t("collections.status.draft")}</Badge>}
      {version.published && version.changed && !version.publishAt && (
        <Badge tone="draft">{t("collections.status.changed")}</Badge>
      )}
      {needsTranslation && <Badge tone="warn">{t("collections.status.needsTranslation")}</Badge>}
      {version.needsReview && <Badge tone="warn">{t("collections.status.needsReview")}</Badge>}
      {version.scheduleFailure && <Badge tone="warn">{t("collections.status.scheduleFailed")}</Badge>}
    </span>
  );
}

const lastChange = (entry: CollectionEntry) =>
  [entry.versions.de.draftSavedAt, entry.versions.en?.draftSavedAt].filter(Boolean).sort().at(-1)!;

/** A version's own title (its draft's), else the entry's. */
const titleIn = (collection: CollectionId, version: Version | undefined) => {
  const title = version?.draft[collectionOf(collection).titleField];
  return typeof title === "string" ? title : "";
};

export function EntryList({ collection }: { collection: CollectionId }) {
  const { t } = useCopy();
  const [params, setParams] = useSearchParams();
  const filters = {
    status: params.get("status") ?? "",
    lang: params.get("lang") ?? "",
    needsTranslation: params.get("needsTranslation") === "true",
  };
  const query = {
    ...(filters.status && { status: filters.status as Version["status"] }),
    ...(filters.lang && { lang: filters.lang as "de" | "en" }),
    ...(filters.needsTranslation && { needsTranslation: "true" as const }),
  };
  const list = useQuery({
    queryKey: ["collections", collection, "list", query],
    queryFn: () => api.listEntries({ params: { collection }, query }),
  });
  const change = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const filtered = Boolean(filters.status || filters.lang || filters.needsTranslation);
  return (
    <>
      <Filters {...filters} change={change} />
      {list.isPending && <p className="mt-6 text-ink-700">{t("loading")}</p>}
      {list.isError && (
        <p role="alert" className="mt-6 text-red-800">
          {errorMessage(list.error, t)}
        </p>
      )}
      {list.data && (
        <>
          <p role="status" className="mt-4 text-sm text-ink-700">
            {t("collections.list.count", { count: list.data.entries.length, max: list.data.max })}
          </p>
          {list.data.entries.length === 0 ? (
            <p className="mt-4 rounded-2xl bg-white px-5 py-8 text-center text-ink-700 ring-1 ring-ink-900/10">
              {filtered ? t("collections.list.noMatch") : t("collections.list.empty")}
            </p>
          ) : (
            <EntryTable collection={collection} entries={list.data.entries} />
          )}
        </>
      )}
    </>
  );
}

/** The filters the API offers: status, language, needs translation; kept in the address. */
function Filters({
  status,
  lang,
  needsTranslation,
  change,
}: {
  status: string;
  lang: string;
  needsTranslation: boolean;
  change: (name: string, value: string) => void;
}) {
  const { t } = useCopy();
  return (
    <div role="group" aria-label={t("collections.list.filters")} className="mt-6 flex flex-wrap items-end gap-4">
      <Field id="entries-status" label={t("collections.list.status")} className="w-full max-w-56">
        <Select id="entries-status" value={status} onChange={(event) => change("status", event.target.value)}>
          <option value="">{t("collections.list.anyStatus")}</option>
          {(["draft", "published", "scheduled"] as const).map((option) => (
            <option key={option} value={option}>
              {t(`collections.list.statuses.${option}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="entries-lang" label={t("collections.list.lang")} className="w-full max-w-56">
        <Select id="entries-lang" value={lang} onChange={(event) => change("lang", event.target.value)}>
          <option value="">{t("collections.list.bothLangs")}</option>
          <option value="de">{t("languages.de")}</option>
          <option value="en">{t("languages.en")}</option>
        </Select>
      </Field>
      <label className="inline-flex min-h-12 items-center gap-2 text-ink-900">
        <input
          type="checkbox"
          className="size-5 accent-accent-600"
          checked={needsTranslation}
          onChange={(event) => change("needsTranslation", event.target.checked ? "true" : "")}
        />
        {t("collections.list.needsTranslation")}
      </label>
    </div>
  );
}

function EntryTable({ collection, entries }: { collection: CollectionId; entries: CollectionEntry[] }) {
  const { t, locale } = useCopy();
  const head = [t("collections.list.title"), t("languages.de"), t("languages.en"), t("collections.list.changed")];
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl bg-white ring-1 ring-ink-900/10">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t(`collections.names.${collection}`)}</caption>
        <thead className="border-b border-ink-900/10 text-ink-700">
          <tr>
            {head.map((label) => (
              <th key={label} scope="col" className="px-4 py-3">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const english = titleIn(collection, entry.versions.en);
            return (
              <tr key={entry.id} className="border-b border-ink-900/5 last:border-0">
                <th scope="row" className="px-4 py-3 font-semibold">
                  <Link to={entry.id} className="text-accent-700 underline-offset-2 hover:underline">
                    {entry.title || t("collections.list.untitled")}
                  </Link>
                  {english && english !== entry.title && (
                    <span lang="en" className="mt-0.5 block font-normal text-ink-700">
                      {english}
                    </span>
                  )}
                </th>
                <td className="px-4 py-3">
                  <VersionBadges version={entry.versions.de} />
                </td>
                <td className="px-4 py-3">
                  <VersionBadges version={entry.versions.en} needsTranslation={entry.needsTranslation} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-700">{formatBerlin(lastChange(entry), locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
