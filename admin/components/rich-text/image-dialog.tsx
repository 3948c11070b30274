/**
 * The image dialog's default picker: the images it is given, each a button. The media library's
 * own picker replaces it through the editor's `renderImagePicker`.
 */
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { useCopy } from "../../lib/i18n";
import type { ImageChoice } from "./extensions";

export interface ImagePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Inserts the chosen image by its media library id. */
  onPick: (mediaId: string) => void;
}

export function ImageListPicker({
  images,
  open,
  onOpenChange,
  onPick,
}: ImagePickerProps & { images: readonly ImageChoice[] }) {
  const { t } = useCopy();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="lg" closeLabel={t("close")}>
        <DialogTitle>{t("richText.image.title")}</DialogTitle>
        <DialogDescription>{t("richText.image.intro")}</DialogDescription>
        {images.length === 0 ? (
          <p className="mt-6 text-ink-700">{t("richText.image.none")}</p>
        ) : (
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {images.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  aria-label={t("richText.image.insert", { name: image.name })}
                  onClick={() => onPick(image.id)}
                  className="grid w-full gap-2 rounded-xl border border-ink-900/15 p-2 text-left text-sm text-ink-900 hover:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600"
                >
                  {image.previewUrl && (
                    <img src={image.previewUrl} alt="" className="aspect-4/3 w-full rounded-lg object-cover" />
                  )}
                  <span className="truncate">{image.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
