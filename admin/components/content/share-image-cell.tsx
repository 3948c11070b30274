import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { MediaItem } from "#common/admin/media-api";
import type { ContentEntry, Finding } from "#common/content/api";
import { parseKey } from "#common/content/keys";
import { api } from "../../lib/api";
import { useCopy } from "../../lib/i18n";
import { findingMessage } from "./content-copy";
import { EntryCell } from "./entry-cell";
import { EntryForm, useEntrySave } from "./entry-form";
import { contentQuery } from "./use-content-actions";

/** Whether a fact is a share image (it gets this cell, not the fact cell). */
export const isShareImage = (key: string) => key.startsWith("fact:shareImages:");

/** The library, as the share images choose from it (the media screen shares the query). */
const useLibrary = () => useQuery({ queryKey: ["media"], queryFn: () => api.listMedia() });

const usable = (item: MediaItem) => item.decorative || Boolean(item.alt.de && item.alt.en);

/**
 * One share image: the image a link to a page (or to every page without its own) shows where it
 * is shared, chosen from the media library; none keeps the page's generated title card.
 */
export function ShareImageCell({ entry }: { entry: ContentEntry }) {
  const { t, lang } = useCopy();
  const library = useLibrary();
  const areas = useQuery({ queryKey: [...contentQuery, "areas"], queryFn: () => api.contentAreas() });
  const key = parseKey(entry.key);
  const name = key?.kind === "fact" ? key.name : "";
  const label =
    name === "site"
      ? t("content.shareImage.site")
      : (areas.data?.areas.find((area) => area.id === name)?.title?.[lang] ?? name);
  const display = (value: unknown) => {
    if (!value) return t("content.shareImage.none");
    return library.data?.items.find((item) => item.id === value)?.name ?? t("content.shareImage.unknown");
  };
  return (
    <EntryCell
      entry={entry}
      name={label}
      description={t("content.shareImage.hint")}
      historyTitle={t("content.historyTitle", { place: label })}
      display={display}
      editor={(close) => <ShareImageEditor entry={entry} items={library.data?.items ?? []} onClose={close} />}
    />
  );
}

function ShareImageEditor({
  entry,
  items,
  onClose,
}: {
  entry: ContentEntry;
  items: readonly MediaItem[];
  onClose: () => void;
}) {
  const { t, lang } = useCopy();
  const id = useId();
  const [value, setValue] = useState(String(entry.draft ?? entry.live ?? ""));
  const { save, refused, failure } = useEntrySave(entry.key, onClose, [422]);
  const chosen = items.find((item) => item.id === value);
  const findings: Finding[] = refused ?? [];
  const errorId = findings.length ? `${id}-error` : undefined;
  return (
    <EntryForm save={save} draft={{ value }} failure={failure} blocked={false} onClose={onClose}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {t("content.shareImage.label")}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={findings.length ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => {
          save.reset();
          setValue(event.target.value);
        }}
        className="min-h-11 rounded-lg border border-ink-300 bg-white px-3 text-ink-950"
      >
        <option value="">{t("content.shareImage.none")}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id} disabled={!usable(item)}>
            {usable(item) ? item.name : t("content.shareImage.withoutAlt", { name: item.name })}
          </option>
        ))}
      </select>
      {chosen && (
        <img
          src={chosen.thumbnail}
          alt={chosen.alt[lang]}
          width={320}
          height={Math.round((320 * chosen.height) / chosen.width)}
          className="h-auto w-full max-w-80 rounded-lg"
          style={{ backgroundColor: chosen.colour }}
        />
      )}
      {findings.length > 0 && (
        <ul id={errorId} className="text-sm font-semibold text-red-700">
          {findings.map((finding) => (
            <li key={finding.code}>{findingMessage("fact", finding, t)}</li>
          ))}
        </ul>
      )}
    </EntryForm>
  );
}
