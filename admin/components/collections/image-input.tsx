import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useCopy } from "../../lib/i18n";
import { thumbnailSize, useMediaLibrary } from "../media/media-cache";
import { useEntryContext } from "./entry-context";
import type { InputProps } from "./input-props";
import { lacksAltIn, MediaPicker } from "./media-picker";

/** An image field: the chosen image's thumbnail and name, its missing alt text as a warning, choose or remove. */
export function ImageInput({ path, label, input, value, onChange }: InputProps<"image">) {
  const { t, lang: uiLang } = useCopy();
  const { idOf, errorAt, lang } = useEntryContext();
  const [open, setOpen] = useState(false);
  const library = useMediaLibrary();
  const id = typeof value === "string" ? value : null;
  const item = id ? library.data?.items.find((candidate) => candidate.id === id) : undefined;
  const error = errorAt(path);
  const describedBy = [`${idOf(path)}-state`, error && `${idOf(path)}-error`].filter(Boolean).join(" ");
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="text-sm font-semibold text-ink-900">{label}</legend>
      <div id={`${idOf(path)}-state`} className="flex flex-wrap items-center gap-3">
        {item ? (
          <>
            <img
              src={item.thumbnail}
              {...thumbnailSize(item)}
              alt={item.decorative ? "" : item.alt[uiLang]}
              className="h-20 w-28 rounded-lg object-contain ring-1 ring-ink-900/10"
              style={{ backgroundColor: item.colour }}
            />
            <span className="text-sm wrap-anywhere text-ink-900">{item.name}</span>
          </>
        ) : (
          <span className="text-sm text-ink-700">
            {id && library.data ? t("collections.image.unknown") : t("collections.image.none")}
          </span>
        )}
      </div>
      {item && lacksAltIn(item, lang) && (
        <p className="inline-flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("collections.image.altMissing")}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button id={`${idOf(path)}-choose`} type="button" variant="secondary" onClick={() => setOpen(true)}>
          {id ? t("collections.image.change") : t("collections.image.choose")}
        </Button>
        {id && !input.required && (
          <Button type="button" variant="ghost" onClick={() => onChange(null)}>
            {t("collections.image.remove")}
          </Button>
        )}
      </div>
      {error && (
        <p id={`${idOf(path)}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <MediaPicker
        open={open}
        onOpenChange={setOpen}
        lang={lang}
        onPick={(picked) => {
          onChange(picked);
          setOpen(false);
          // Back to the field's button, now "choose a different image".
          setTimeout(() => document.getElementById(`${idOf(path)}-choose`)?.focus());
        }}
      />
    </fieldset>
  );
}
