import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { collectionIds, collectionOf } from "#common/collections";
import type { RichTextDocument } from "#common/rich-text/document";
import { api } from "../../lib/api";
import { useCopy } from "../../lib/i18n";
import { useMediaLibrary } from "../media/media-cache";
import type { LinkTargetChoice } from "../rich-text/link-dialog";
import { useEntryContext } from "./entry-context";
import type { InputProps } from "./input-props";
import { MediaPicker } from "./media-picker";

/**
 * TipTap and ProseMirror are a third of the back office's script, and only the body needs them:
 * they arrive with the first form that has one, not with the sign-in.
 */
const RichTextEditor = lazy(() =>
  import("../rich-text/rich-text-editor").then((module) => ({ default: module.RichTextEditor })),
);

/** The editor's frame while its script arrives: as tall as the empty editor, so nothing below jumps. */
function EditorLoading() {
  const { t } = useCopy();
  return (
    <div
      role="status"
      className="flex min-h-61 items-center justify-center rounded-xl border border-ink-900/20 bg-white text-sm text-ink-700"
    >
      {t("loading")}
    </div>
  );
}

/** What the form holds while the editor's text breaks the schema: the draft check refuses it. */
export const refusedBody = { refused: true } as const;

/** The pages of the site (from the content areas) and the entries with pages of their own, to link to. */
function useLinkTargets(): LinkTargetChoice[] {
  const { t, lang } = useCopy();
  const areas = useQuery({ queryKey: ["content", "areas"], queryFn: () => api.contentAreas() });
  const linkable = collectionIds.filter((id) => collectionOf(id).entryPages);
  const entries = useQuery({
    queryKey: ["collections", "link-targets"],
    queryFn: async () =>
      Promise.all(
        linkable.map(async (collection) => ({
          collection,
          entries: (await api.listEntries({ params: { collection }, query: {} })).entries,
        })),
      ),
  });
  const pages: LinkTargetChoice[] = (areas.data?.areas ?? []).flatMap((area) =>
    area.kind === "page" && area.title
      ? [{ target: { kind: "page", pageId: area.id as never }, label: area.title[lang], group: t("content.pages") }]
      : [],
  );
  const listed: LinkTargetChoice[] = (entries.data ?? []).flatMap(({ collection, entries: list }) =>
    list.map((entry) => ({
      target: { kind: "entry" as const, collection, id: entry.id },
      label: entry.title || t("collections.list.untitled"),
      group: t(`collections.names.${collection}`),
    })),
  );
  return [...pages, ...listed];
}

/** The body: the rich-text editor with the site's link targets and the media library's picker. */
export function BodyInput({ path, label, value, onChange }: InputProps<"body">) {
  const { idOf, errorAt, lang } = useEntryContext();
  const library = useMediaLibrary();
  const targets = useLinkTargets();
  const images = (library.data?.items ?? []).map((item) => ({
    id: item.id,
    name: item.name,
    previewUrl: item.thumbnail,
  }));
  const error = errorAt(path);
  const start = value && typeof value === "object" && "type" in value ? (value as RichTextDocument) : undefined;
  return (
    <div className="grid gap-1.5" id={idOf(path)} lang={lang}>
      <span className="text-sm font-semibold text-ink-900">{label}</span>
      <Suspense fallback={<EditorLoading />}>
        <RichTextEditor
          label={label}
          initialValue={start}
          linkTargets={targets}
          images={images}
          onChange={(result) => onChange(result.success ? result.document : refusedBody)}
          renderImagePicker={(picker) => (
            <MediaPicker open={picker.open} onOpenChange={picker.onOpenChange} onPick={picker.onPick} lang={lang} />
          )}
        />
      </Suspense>
      {error && <p className="text-sm font-semibold text-red-700">{error}</p>}
    </div>
  );
}
