import type { CollectionId } from "#common/collections";
import type { Lang } from "#common/config/route-table";
import { api } from "./api";

/**
 * An entry's preview, as the collection editor asks for it: the draft of one language, rendered
 * as its page will be (server/admin/collections-preview.ts), shown in frames at 375 and 1280 CSS
 * pixels that run no script, as the content editor's preview does.
 *
 * `open(draft)` sends the draft as the form holds it now (saved or not) and resolves to the URL of
 * the rendered page (same origin, a CSP without scripts, for `<iframe sandbox="allow-same-origin">`).
 * It rejects with the API's refusal (an `ApiError`), which the editor shows as every other.
 */
export interface EntryPreview {
  open: (draft: Record<string, unknown>) => Promise<{ url: string }>;
}

/** The preview of a saved entry; none before its first save (the server renders stored entries only). */
export function usePreview(collection: CollectionId, id: string | undefined, lang: Lang): EntryPreview | undefined {
  if (!id) return undefined;
  return { open: (data) => api.previewEntry({ params: { collection, id, lang }, body: { data } }) };
}
