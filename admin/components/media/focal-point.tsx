import { useRef, type KeyboardEvent, type PointerEvent } from "react";
import type { MediaItem } from "#common/admin/media-api";
import type { FocalPoint } from "#common/media";
import { formatPercent } from "../../lib/format";
import { useCopy } from "../../lib/i18n";
import { thumbnailSize } from "./media-cache";

const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

/** Arrow keys move the point by 1 % of the image, with Shift by 10 %. */
const moves: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The image with its focal point: a click (or a drag) on the image puts it there; the marker is a
 * button the keyboard reaches and moves with the arrow keys, its name saying where it is.
 */
export function FocalPicker({
  item,
  value,
  onChange,
}: {
  item: MediaItem;
  value: FocalPoint;
  onChange: (next: FocalPoint) => void;
}) {
  const { t, locale } = useCopy();
  const marker = useRef<HTMLButtonElement>(null);
  const size = thumbnailSize(item);
  const position = { x: formatPercent(value.x, locale, 0), y: formatPercent(value.y, locale, 0) };

  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = moves[event.key];
    if (!direction) return;
    event.preventDefault();
    const step = event.shiftKey ? 0.1 : 0.01;
    onChange({ x: clamp(value.x + direction[0] * step), y: clamp(value.y + direction[1] * step) });
  };

  return (
    <div className="grid justify-items-start gap-2">
      <div
        className="relative max-w-full cursor-crosshair touch-none select-none"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          pointAt(event);
          // The marker takes the focus, so the arrow keys go on from where the click put it.
          event.preventDefault();
          marker.current?.focus({ preventScroll: true });
        }}
        onPointerMove={(event) => event.currentTarget.hasPointerCapture(event.pointerId) && pointAt(event)}
      >
        <img
          src={item.thumbnail}
          width={size.width}
          height={size.height}
          alt=""
          draggable={false}
          className="block h-auto max-h-[60dvh] w-auto max-w-full rounded-lg bg-sand-100"
        />
        <button
          ref={marker}
          type="button"
          aria-label={t("media.details.focalMarker", position)}
          onKeyDown={move}
          style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
          className="absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-accent-600/50 shadow-[0_0_0_2px_var(--color-ink-950)] focus-visible:outline-4 focus-visible:outline-offset-2"
        />
      </div>
      <p className="text-sm text-ink-700" aria-hidden>
        {t("media.details.focalMarker", position)}
      </p>
    </div>
  );
}
