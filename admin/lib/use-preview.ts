import type { CollectionId } from "#common/collections";
import type { Lang } from "#common/config/route-table";

/**
 * An entry's preview, as the collection editor asks for it: the draft of one language, rendered
 * as its page will be, shown in frames at 375 and 1280 CSS pixels that run no script (as the
 * content editor's preview does, admin/components/content/preview-dialog.tsx).
 *
 * The contract for whoever serves it: `open(draft)` sends the draft as the form holds it now
 * (saved or not) and resolves to either a URL of the admin API that answers the rendered page
 * (same origin, a CSP without scripts, for `<iframe sandbox="allow-same-origin">`) or the page's
 * HTML (for `srcdoc`). It rejects with the API's refusal (an `ApiError`), which the editor shows
 * as it shows every other.
 */
export interface EntryPreview {
  open: (draft: Record<string, unknown>) => Promise<{ url: string } | { html: string }>;
}

/**
 * The preview of an entry, or undefined while no page renders the collection's entries: the
 * editor shows its "Preview" button (admin/components/collections/entry-preview.tsx) only when
 * there is one. The entry pages bring the endpoint (POST the draft, get the sandboxed page) and
 * this hook's body with it; nothing else in the editor changes.
 */
export function usePreview(collection: CollectionId, id: string | undefined, lang: Lang): EntryPreview | undefined {
  void collection;
  void id;
  void lang;
  return undefined;
}
