import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { MediaItem } from "#common/admin/media-api";
import { api } from "../../lib/api";

export const mediaQuery = ["media"] as const;

type Library = { items: MediaItem[] };

export const useMediaLibrary = () => useQuery({ queryKey: mediaQuery, queryFn: () => api.listMedia() });

/** A new upload at the top of the list (newest first), as the server lists it. */
export function addToLibrary(queryClient: QueryClient, item: MediaItem) {
  queryClient.setQueryData<Library>(mediaQuery, (library) => library && { items: [item, ...library.items] });
}

/** A described or replaced image in its place. */
export function updateInLibrary(queryClient: QueryClient, item: MediaItem) {
  queryClient.setQueryData<Library>(
    mediaQuery,
    (library) => library && { items: library.items.map((old) => (old.id === item.id ? item : old)) },
  );
}

export function removeFromLibrary(queryClient: QueryClient, id: string) {
  queryClient.setQueryData<Library>(
    mediaQuery,
    (library) => library && { items: library.items.filter((old) => old.id !== id) },
  );
}

/** Missing alt text: an image that is not decorative needs one in both languages before it is used. */
export const lacksAlt = (item: Pick<MediaItem, "alt" | "decorative">) =>
  !item.decorative && (!item.alt.de.trim() || !item.alt.en.trim());

/** The thumbnail's own size: 320 pixels wide at most, never wider than the image. */
export function thumbnailSize(item: Pick<MediaItem, "width" | "height">) {
  const width = Math.min(320, item.width);
  return { width, height: Math.max(1, Math.round((item.height * width) / item.width)) };
}
