import type { Lang } from "#common/config/route-table";
import { publishedCollections } from "#common/content/overlay";
import { Picture } from "~/components/ui/picture";

interface EntryPictureProps {
  /** The image's id in the media library. */
  id: string | null | undefined;
  lang: Lang;
  sizes: string;
  /** The page's largest paint (its head preloads it); every other image waits for it. */
  priority?: boolean;
  className?: string;
  imageClassName?: string;
  caption?: "below" | "elsewhere";
}

/** An image an entry names, as the page carries it; nothing when the library has no variants of it. */
export function EntryPicture({ id, ...props }: EntryPictureProps) {
  const image = id ? publishedCollections()?.images[id] : undefined;
  return image ? <Picture image={image} {...props} /> : null;
}

/** An image's credit ("Foto: …"), for a place that shows it beside a small image. */
export const creditOf = (id: string | null | undefined) =>
  id ? publishedCollections()?.images[id]?.credit : undefined;
