/**
 * One entry: its German and English versions (German first, English optional) behind a language
 * switch, each a form generated from the declaration with its actions; history and deletion for
 * the whole entry. A new entry is its German draft until the first save.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { CollectionEntry } from "#common/admin/collections-api";
import type { CollectionId } from "#common/collections";
import type { Lang } from "#common/config/route-table";
import { Button } from "~/components/ui/button";
import { errorMessage } from "../../lib/error-message";
import { api } from "../../lib/api";
import { useCopy } from "../../lib/i18n";
import { DeleteEntry, EntryActions } from "./entry-actions";
import { formatBerlin, problemMessage } from "./entry-copy";
import { EntryForm } from "./entry-form";
import { VersionBadges } from "./entry-list";
import { HistoryButton } from "./history-dialog";
import type { Refusal } from "./ruled-action";

const langs = ["de", "en"] as const;

export function EntryEditor({ collection, id }: { collection: CollectionId; id?: string }) {
  const { t } = useCopy();
  const loaded = useQuery({
    queryKey: ["collections", collection, "entry", id],
    queryFn: () => api.getEntry({ params: { collection, id: id! } }),
    enabled: Boolean(id),
  });
  if (id && loaded.isPending) return <p className="mt-6 text-ink-700">{t("loading")}</p>;
  if (id && loaded.isError)
    return (
      <p role="alert" className="mt-6 text-red-800">
        {errorMessage(loaded.error, t)}
      </p>
    );
  return <Editor key={id ?? "new"} collection={collection} start={loaded.data} />;
}

function Editor({ collection, start }: { collection: CollectionId; start?: CollectionEntry }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [entry, setEntry] = useState(start);
  const [lang, setLang] = useState<Lang>("de");
  // A form's key: a new one (after loading a newer version) starts from the entry as it is now.
  const [generation, setGeneration] = useState(0);
  const [dirty, setDirty] = useState<Record<Lang, boolean>>({ de: false, en: false });
  const [refusal, setRefusal] = useState<Refusal>();
  const changed = (next: CollectionEntry, reload = false) => {
    setEntry(next);
    void queryClient.invalidateQueries({ queryKey: ["collections"] });
    if (reload) setGeneration((n) => n + 1);
  };
  const saved = (lang: Lang) => (next: CollectionEntry, created: boolean) => {
    setDirty((old) => ({ ...old, [lang]: false }));
    changed(next);
    if (created) {
      // The entry's own address; its editor opens with the saved entry, the focus on its title.
      queryClient.setQueryData(["collections", collection, "entry", next.id], next);
      void navigate(`../${next.id}`, { relative: "path", replace: true, state: { focusTitle: true } });
    }
  };
  return (
    <>
      <EditorHeader
        collection={collection}
        entry={entry}
        onChanged={(next) => changed(next, true)}
        onRefused={setRefusal}
      />
      <LanguageSwitch
        lang={lang}
        canTranslate={Boolean(entry)}
        onSwitch={(next) => {
          setLang(next);
          setRefusal(undefined);
        }}
      />
      {entry && <VersionState entry={entry} lang={lang} />}
      {entry?.versions[lang] && (
        <div className="mt-6">
          <EntryActions
            collection={collection}
            entry={entry}
            lang={lang}
            dirty={dirty[lang]}
            refusal={refusal}
            onRefused={setRefusal}
            onChanged={(next) => changed(next)}
          />
        </div>
      )}
      {/* Both versions stay mounted: switching the language keeps what was typed in the other. */}
      {langs.map((option) =>
        option === "en" && !entry ? null : (
          <div key={option} className="mt-6" lang={option} hidden={option !== lang}>
            <EntryForm
              key={`${option}-${generation}`}
              collection={collection}
              entry={entry}
              lang={option}
              problems={option === lang ? refusal?.problems : undefined}
              onDirty={(value) => setDirty((old) => (old[option] === value ? old : { ...old, [option]: value }))}
              onReload={(newer) => {
                setDirty((old) => ({ ...old, [option]: false }));
                changed(newer, true);
              }}
              onSaved={saved(option)}
            />
          </div>
        ),
      )}
    </>
  );
}

function EditorHeader({
  collection,
  entry,
  onChanged,
  onRefused,
}: {
  collection: CollectionId;
  entry?: CollectionEntry;
  onChanged: (entry: CollectionEntry) => void;
  onRefused: (refusal: Refusal | undefined) => void;
}) {
  const { t } = useCopy();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const { state } = useLocation() as { state: { focusTitle?: boolean } | null };
  // A new entry's first save opens its own address: the focus goes to its title.
  useEffect(() => {
    if (state?.focusTitle) heading.current?.focus();
  }, [state]);
  return (
    <>
      <Link to=".." relative="path" className="text-sm text-accent-700 underline-offset-2 hover:underline">
        {t("collections.editor.back")}
      </Link>
      <h1 ref={heading} tabIndex={-1} className="mt-2 text-3xl font-semibold wrap-anywhere text-ink-950 outline-none">
        {entry
          ? entry.title || t("collections.list.untitled")
          : t("collections.editor.newTitle", { collection: t(`collections.names.${collection}`) })}
      </h1>
      {entry && (
        <div className="mt-4 flex flex-wrap gap-2">
          <HistoryButton collection={collection} entry={entry} onChanged={onChanged} onRefused={onRefused} />
          <DeleteEntry
            collection={collection}
            entry={entry}
            onDeleted={() => {
              void queryClient.invalidateQueries({ queryKey: ["collections"] });
              void navigate("..", { relative: "path" });
            }}
          />
        </div>
      )}
    </>
  );
}

/** German first; English once the entry exists (its first save creates it). */
function LanguageSwitch({
  lang,
  canTranslate,
  onSwitch,
}: {
  lang: Lang;
  canTranslate: boolean;
  onSwitch: (lang: Lang) => void;
}) {
  const { t } = useCopy();
  return (
    <div role="group" aria-label={t("collections.editor.language")} className="mt-6 flex flex-wrap gap-2">
      {langs.map((option) => (
        <Button
          key={option}
          type="button"
          variant={option === lang ? "primary" : "secondary"}
          aria-pressed={option === lang}
          disabled={option === "en" && !canTranslate}
          onClick={() => onSwitch(option)}
        >
          {t(`languages.${option}`)}
        </Button>
      ))}
    </div>
  );
}

/** The version's states, since when it is live, and why a scheduled publish failed. */
function VersionState({ entry, lang }: { entry: CollectionEntry; lang: Lang }) {
  const { t, locale } = useCopy();
  const version = entry.versions[lang];
  const failure = version?.scheduleFailure;
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <VersionBadges version={version} needsTranslation={lang === "en" && entry.needsTranslation} />
        {version?.publishedAt && (
          <span className="text-ink-700">
            {t("collections.editor.live", { when: formatBerlin(version.publishedAt, locale) })}
          </span>
        )}
      </div>
      {lang === "en" && <p className="mt-3 max-w-3xl text-ink-700">{t("collections.editor.englishOptional")}</p>}
      {failure && (
        <div role="alert" className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p className="font-semibold">
            {t("collections.editor.scheduleFailed", { when: formatBerlin(failure.at, locale) })}
          </p>
          <ul className="list-disc pl-5">
            {failure.problems.map((p, i) => (
              <li key={i}>{problemMessage(p.code, t)}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
