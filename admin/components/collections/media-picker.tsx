/**
 * The media library as a picker (for an image field and the body's image button): search by name
 * or alt text, thumbnails, and a warning on each image without alt text in the version's language
 * (unless decorative), which publishing would refuse.
 */
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import type { MediaItem } from "#common/admin/media-api";
import type { Lang } from "#common/config/route-table";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, fieldIds, Input } from "~/components/ui/field";
import { errorMessage } from "../../lib/error-message";
import { useCopy } from "../../lib/i18n";
import { useMediaLibrary, thumbnailSize } from "../media/media-cache";
import { matches } from "../media/media-grid";

/** An image the page could not describe in `lang`: no alt text there and not decorative. */
export const lacksAltIn = (item: Pick<MediaItem, "alt" | "decorative">, lang: Lang) =>
  !item.decorative && !item.alt[lang].trim();

export function MediaPicker({
  open,
  onOpenChange,
  onPick,
  lang,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (id: string) => void;
  lang: Lang;
}) {
  const { t } = useCopy();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="lg" closeLabel={t("close")}>
        <DialogTitle>{t("collections.image.title")}</DialogTitle>
        <DialogDescription>{t("collections.image.intro")}</DialogDescription>
        {open && <PickerBody onPick={onPick} lang={lang} />}
      </DialogContent>
    </Dialog>
  );
}

function PickerBody({ onPick, lang }: { onPick: (id: string) => void; lang: Lang }) {
  const { t, lang: uiLang } = useCopy();
  const library = useMediaLibrary();
  const [q, setQ] = useState("");
  if (library.isPending) return <p className="mt-6 text-ink-700">{t("loading")}</p>;
  if (library.isError)
    return (
      <p role="alert" className="mt-6 text-red-800">
        {errorMessage(library.error, t)}
      </p>
    );
  const items = library.data.items;
  if (!items.length) return <p className="mt-6 text-ink-700">{t("collections.image.empty")}</p>;
  const shown = items.filter((item) => matches(item, q));
  return (
    <div className="mt-4 grid gap-4">
      <div role="search">
        <Field id="entry-media-search" label={t("media.search")} hint={t("media.searchHint")}>
          <Input
            {...fieldIds("entry-media-search", undefined, true)}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        </Field>
      </div>
      <p role="status" className="text-sm text-ink-700">
        {q.trim() ? t("media.found", { count: shown.length }) : t("media.total", { count: items.length })}
      </p>
      {shown.length === 0 ? (
        <p className="text-ink-700">{t("collections.image.noneFound", { q: q.trim() })}</p>
      ) : (
        <ul className="grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-3">
          {shown.map((item) => {
            const size = thumbnailSize(item);
            const warn = lacksAltIn(item, lang);
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-label={t("collections.image.pick", { name: item.name })}
                  aria-describedby={warn ? `pick-${item.id}-alt` : undefined}
                  onClick={() => onPick(item.id)}
                  className="grid w-full gap-2 rounded-xl border border-ink-900/15 p-2 text-left text-sm text-ink-900 hover:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600"
                >
                  <img
                    src={item.thumbnail}
                    width={size.width}
                    height={size.height}
                    alt={item.decorative ? "" : item.alt[uiLang]}
                    loading="lazy"
                    className="aspect-4/3 w-full rounded-lg object-contain"
                    style={{ backgroundColor: item.colour }}
                  />
                  <span className="truncate">{item.name}</span>
                  {warn && (
                    <span
                      id={`pick-${item.id}-alt`}
                      className="inline-flex items-center gap-1 text-xs font-semibold text-amber-900"
                    >
                      <TriangleAlert aria-hidden className="size-4 shrink-0" />
                      {t("media.altMissing")}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
