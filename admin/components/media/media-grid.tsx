import { TriangleAlert } from "lucide-react";
import type { MediaItem } from "#common/admin/media-api";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { formatBytes, formatDate, formatNumber } from "../../lib/format";
import { useCopy } from "../../lib/i18n";
import { lacksAlt, thumbnailSize } from "./media-cache";

/** Whether an image's name or alt text (in either language) holds the search term. */
export function matches(item: MediaItem, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase();
  return !needle || [item.name, item.alt.de, item.alt.en].some((text) => text.toLocaleLowerCase().includes(needle));
}

/** The library as cards: thumbnail, name (opens the details), size, dimensions, date, where it is used. */
export function MediaGrid({ items, onOpen }: { items: MediaItem[]; onOpen: (id: string) => void }) {
  return (
    <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {items.map((item) => (
        <MediaCard key={item.id} item={item} onOpen={() => onOpen(item.id)} />
      ))}
    </ul>
  );
}

function MediaCard({ item, onOpen }: { item: MediaItem; onOpen: () => void }) {
  const { t, lang, locale } = useCopy();
  const thumbnail = thumbnailSize(item);
  return (
    <li
      className={cn(
        card(),
        // The whole card is the button's target; its focus ring is the card's.
        "relative flex min-w-0 flex-col overflow-hidden has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600",
      )}
    >
      {/* The box has the ratio, whatever the image's: the image is fitted inside, never stretching it. */}
      <div className="relative aspect-[4/3] border-b border-sand-200" style={{ backgroundColor: item.colour }}>
        <img
          src={item.thumbnail}
          width={thumbnail.width}
          height={thumbnail.height}
          alt={item.decorative ? "" : item.alt[lang]}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-contain"
        />
      </div>
      <div className="grid min-w-0 gap-1 p-3 text-sm text-ink-700 sm:p-4">
        <h3 className="text-base font-semibold wrap-anywhere text-ink-950">
          <button
            type="button"
            aria-label={t("media.edit", { name: item.name })}
            onClick={onOpen}
            className="text-left hover:underline focus-visible:outline-none after:absolute after:inset-0"
          >
            {item.name}
          </button>
        </h3>
        <p>
          {formatBytes(item.bytes, locale)} ·{" "}
          {t("media.dimensions", {
            width: formatNumber(item.width, locale),
            height: formatNumber(item.height, locale),
          })}
        </p>
        <p>{formatDate(item.createdAt, locale)}</p>
        <p>{item.uses.length ? t("media.usedOn", { count: item.uses.length }) : t("media.unused")}</p>
        {lacksAlt(item) && (
          <p className="mt-1 inline-flex items-center gap-1.5 justify-self-start rounded-full bg-amber-50 px-2.5 py-1 font-semibold text-amber-900 ring-1 ring-amber-200">
            <TriangleAlert aria-hidden className="size-4 shrink-0" />
            {t("media.altMissing")}
          </p>
        )}
      </div>
    </li>
  );
}
