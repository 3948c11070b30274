import type { MediaRefusal } from "../../common/admin/media-api";
import { inspect, processImage, type ProcessedImage } from "./pipeline";

/**
 * Uploads are processed one after another in a process: each holds a decoded image in memory,
 * and ten at once must not hold ten. A page request never waits for this queue.
 */
let queue: Promise<unknown> = Promise.resolve();

export type Processed = { image: ProcessedImage } | { refused: MediaRefusal; detected?: string };

/** Checks an upload and, when it may be decoded, writes its master and variants. */
export function processUpload(bytes: Uint8Array): Promise<Processed> {
  const run = async (): Promise<Processed> => {
    const checked = await inspect(bytes);
    if ("refused" in checked) return checked;
    try {
      return { image: await processImage(bytes, checked.type) };
    } catch {
      // libvips found the pixel data damaged (a truncated file, a broken stream).
      return { refused: "damaged" };
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
