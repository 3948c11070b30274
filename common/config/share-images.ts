/**
 * The images the owner chose for shared links (the `shareImages` facts, docs/decisions/0063), as
 * the server lays them in when it renders the pages: per page id, and "site" for every page
 * without its own. Without one, a page's head names the title card the build renders for it.
 */
import { overlayFacts } from "../content/overlay";
import type { PageId } from "./route-table";

export interface ShareImageFile {
  /** The 1200 × 630 crop around the focal point: /media/<hash>-og.jpg. */
  path: string;
  /** Empty for a decorative image or one without alt text: the page's title stands in. */
  alt: { de: string; en: string };
}

interface ShareImageFiles {
  files: Partial<Record<PageId | "site", ShareImageFile>>;
}

declare module "../content/overlay" {
  interface FactGroups {
    shareImageFiles: ShareImageFiles;
  }
}

const chosen = overlayFacts("shareImageFiles", { files: {} });

export const shareImageOf = (id: PageId): ShareImageFile | undefined => chosen.files[id] ?? chosen.files.site;
