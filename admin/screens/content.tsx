import { useQuery } from "@tanstack/react-query";
import { FilePenLine } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { adminEndpoints } from "#common/admin-api";
import type { ContentArea, ContentEntry, TextPair } from "#common/content/api";
import { counterpart, parseKey } from "#common/content/keys";
import { Button } from "~/components/ui/button";
import { Field, fieldIds, Input, Select } from "~/components/ui/field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { isShareImage, ShareImageCell } from "../components/content/share-image-cell";
import { FactCell } from "../components/content/fact-cell";
import { PreviewButton, type PreviewPage } from "../components/content/preview-dialog";
import { PublishBar } from "../components/content/publish-bar";
import { TextCell } from "../components/content/text-cell";
import { textLabel } from "../components/content/text-label";
import { contentQuery } from "../components/content/use-content-actions";
import { Panel } from "../components/panel";
import { api } from "../lib/api";
import { errorMessage } from "../lib/error-message";
import { formatDateTime } from "../lib/format";
import { useCopy, type AdminT } from "../lib/i18n";
import type { AdminScreen } from "../lib/screens";
import { useTitle } from "../lib/use-title";

/**
 * The content editor (docs/decisions/0045): every text (German beside English) by page, group or
 * search, and the facts; drafts checked by the rules as the owner types, published together.
 * The area, the search and the tab are in the address, so a language switch keeps them.
 */
export function Content() {
  const { t } = useCopy();
  useTitle(t("content.title"));
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "facts" ? "facts" : "texts";
  const change = (next: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [name, value] of Object.entries(next)) {
          if (value) merged.set(name, value);
          else merged.delete(name);
        }
        return merged;
      },
      { replace: true },
    );
  return (
    <>
      <h1 className="text-3xl font-semibold text-ink-950">{t("content.title")}</h1>
      <p className="mt-2 max-w-3xl text-ink-700">{t("content.intro")}</p>
      <RenderStatus />
      <Tabs value={tab} onValueChange={(value) => change({ tab: value === "facts" ? "facts" : undefined })}>
        <TabsList className="mt-6 inline-flex">
          <TabsTrigger value="texts" className="px-5">
            {t("content.tabs.texts")}
          </TabsTrigger>
          <TabsTrigger value="facts" className="px-5">
            {t("content.tabs.facts")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="texts" className="mt-6">
          <Texts area={params.get("area") ?? undefined} q={params.get("q") ?? undefined} change={change} />
        </TabsContent>
        <TabsContent value="facts" className="mt-6">
          <Facts />
        </TabsContent>
      </Tabs>
    </>
  );
}

/**
 * Whether the site shows the newest publish: a revision whose render failed (published by another
 * process, or failing after a release) is named here until the revision changes (docs/decisions/0056).
 */
function RenderStatus() {
  const { t, locale } = useCopy();
  const status = useQuery({
    queryKey: [...contentQuery, "status"],
    queryFn: () => api.contentStatus(),
    refetchInterval: 30_000,
  });
  const failure = status.data?.failure;
  if (!failure) return null;
  return (
    <p role="alert" className="mt-4 max-w-3xl rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-red-900">
      {t("content.renderFailure", { page: failure.page ?? "–", when: formatDateTime(failure.at, locale) })}
    </p>
  );
}

function areaLabel(area: ContentArea, t: AdminT, lang: "de" | "en"): string {
  if (area.kind === "page" && area.title && area.path) {
    return t("content.pageArea", { title: area.title[lang], path: area.path[lang] });
  }
  return t(`content.areas.${area.kind as "shell"}`);
}

function Texts({
  area,
  q,
  change,
}: {
  area?: string;
  q?: string;
  change: (next: Record<string, string | undefined>) => void;
}) {
  const { t } = useCopy();
  const [search, setSearch] = useState(q ?? "");
  const areas = useQuery({ queryKey: [...contentQuery, "areas"], queryFn: () => api.contentAreas() });
  const chosen = q ? undefined : (area ?? areas.data?.areas[0]?.id);
  const query = q ? { q } : { area: chosen };
  const texts = useQuery({
    queryKey: [...contentQuery, "texts", query],
    queryFn: () => api.contentTexts({ query }),
    enabled: Boolean(q || chosen),
  });
  const list = areas.data?.areas ?? [];
  const pages = list.filter(isPage);
  const current = pages.find((a) => a.id === chosen);
  // A searched text's page: the one showing its namespace.
  const pageOf = (key: string) => {
    const parsed = parseKey(key);
    return parsed?.kind === "text" ? pages.find((a) => a.namespaces?.includes(parsed.ns)) : undefined;
  };
  const tooShort = search.trim().length > 0 && search.trim().length < 2;
  return (
    <>
      <div className="flex flex-wrap items-start gap-4">
        <AreaPicker
          list={list}
          chosen={chosen}
          q={q}
          onPick={(id) => {
            setSearch("");
            change({ area: id, q: undefined });
          }}
        />
        <form
          role="search"
          className="w-full max-w-md"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (search.trim().length >= 2) change({ q: search.trim(), area: undefined });
          }}
        >
          <Field id="content-search" label={t("content.search")} hint={t("content.searchHint")}>
            <div className="flex gap-2">
              <Input
                {...fieldIds("content-search", undefined, true)}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              <Button type="submit" className="h-12" disabled={tooShort}>
                {t("content.search")}
              </Button>
            </div>
          </Field>
        </form>
        {current && (
          <div className="self-end pb-1">
            <PreviewButton page={current} />
          </div>
        )}
      </div>
      {texts.isError && <p className="mt-6 text-red-700">{errorMessage(texts.error, t)}</p>}
      {texts.isPending && texts.fetchStatus !== "idle" && <p className="mt-6">{t("loading")}</p>}
      {texts.data && <TextList texts={texts.data.texts} facts={texts.data.facts} pageOf={q ? pageOf : undefined} />}
    </>
  );
}

/** The area whose texts are listed: the pages, then what they share; during a search, its results. */
function AreaPicker({
  list,
  chosen,
  q,
  onPick,
}: {
  list: ContentArea[];
  chosen?: string;
  q?: string;
  onPick: (id: string) => void;
}) {
  const { t, lang } = useCopy();
  return (
    <Field id="content-area" label={t("content.area")} className="w-full max-w-md">
      <Select id="content-area" value={chosen ?? ""} onChange={(event) => onPick(event.target.value)}>
        {q && <option value="">{t("content.searchResults", { q })}</option>}
        <optgroup label={t("content.pages")}>
          {list
            .filter((a) => a.kind === "page")
            .map((a) => (
              <option key={a.id} value={a.id}>
                {areaLabel(a, t, lang)}
              </option>
            ))}
        </optgroup>
        <optgroup label={t("content.shared")}>
          {list
            .filter((a) => a.kind !== "page")
            .map((a) => (
              <option key={a.id} value={a.id}>
                {areaLabel(a, t, lang)}
              </option>
            ))}
        </optgroup>
      </Select>
    </Field>
  );
}

const draftsOf = (entries: ContentEntry[]) => entries.filter((e) => e.draft !== undefined).map((e) => e.key);

const isPage = (area: ContentArea): area is ContentArea & PreviewPage =>
  area.kind === "page" && Boolean(area.title && area.path);

function TextList({
  texts,
  facts,
  pageOf,
}: {
  texts: TextPair[];
  facts: ContentEntry[];
  /** In search results: the page a text is on, to preview it. */
  pageOf?: (key: string) => PreviewPage | undefined;
}) {
  const { t, lang } = useCopy();
  const byKey = new Map([...texts.flatMap((p) => [p.de, p.en]), ...facts].map((e) => [e.key, e]));
  const labels = new Map(
    texts.flatMap((pair) => {
      const label = textLabel(pair.label, t, lang);
      return [
        [pair.de.key, label],
        [pair.en.key, label],
      ];
    }),
  );
  // A left-behind text is named by the language that stays as it is.
  const placeOf = (key: string) => {
    const parsed = parseKey(key);
    if (parsed?.kind !== "text") return key;
    const other = parseKey(counterpart(parsed));
    return `${labels.get(key) ?? key} (${other?.kind === "text" ? t(`languages.${other.lang}`) : ""})`;
  };
  if (!texts.length && !facts.length) return <p className="mt-6 text-ink-700">{t("content.nothingFound")}</p>;
  return (
    <>
      <div className="mt-6 grid gap-4">
        {facts.length > 0 && (
          <Panel title={t("content.tabs.facts")}>
            <div className="mt-3 grid gap-3 md:grid-cols-2">
              {facts.map((fact) =>
                isShareImage(fact.key) ? (
                  <ShareImageCell key={fact.key} entry={fact} />
                ) : (
                  <FactCell key={fact.key} entry={fact} />
                ),
              )}
            </div>
          </Panel>
        )}
        {texts.map((pair) => {
          const page = pageOf?.(pair.de.key);
          const label = labels.get(pair.de.key)!;
          return (
            <Panel
              key={pair.de.key}
              title={<span className="block text-base leading-snug">{label}</span>}
              action={page && <PreviewButton page={page} />}
            >
              {/* Where it lives in the locale files, for a developer. */}
              <p className="mt-1 text-xs wrap-anywhere text-ink-600">
                <code>{pair.de.place}</code>
              </p>
              <div className="mt-3 grid gap-3 md:grid-cols-2">
                <TextCell entry={pair.de} label={label} />
                <TextCell entry={pair.en} label={label} />
              </div>
            </Panel>
          );
        })}
      </div>
      <PublishBar drafts={draftsOf([...byKey.values()])} placeOf={placeOf} />
    </>
  );
}

const factGroups = ["figures", "company", "contact", "leadForms", "shareImages"] as const;

function Facts() {
  const { t } = useCopy();
  const facts = useQuery({ queryKey: [...contentQuery, "facts"], queryFn: () => api.contentFacts() });
  if (facts.isPending) return <p>{t("loading")}</p>;
  if (facts.isError) return <p className="text-red-700">{errorMessage(facts.error, t)}</p>;
  const all = facts.data.facts;
  const groupOf = (entry: ContentEntry) => {
    const key = parseKey(entry.key);
    return key?.kind === "fact" ? key.group : "";
  };
  return (
    <>
      <div className="grid gap-6">
        {factGroups.map((group) => {
          const entries = all.filter((entry) => groupOf(entry) === group);
          if (!entries.length) return null;
          return (
            <Panel key={group} title={t(`content.factGroups.${group}`)}>
              <div className="mt-3 grid gap-3 md:grid-cols-2">
                {entries.map((entry) =>
                  isShareImage(entry.key) ? (
                    <ShareImageCell key={entry.key} entry={entry} />
                  ) : (
                    <FactCell key={entry.key} entry={entry} />
                  ),
                )}
              </div>
            </Panel>
          );
        })}
      </div>
      <PublishBar drafts={draftsOf(all)} placeOf={(key) => key} />
    </>
  );
}

export const screen: AdminScreen = {
  path: "content",
  Component: Content,
  standsOn: adminEndpoints.contentAreas,
  menu: { label: "shell.content", icon: FilePenLine, order: 4 },
};
