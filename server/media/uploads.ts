import type { MediaRefusal } from "../../common/admin/media-api";
import { centre, type FocalPoint } from "../../common/media";
import { inspect, processImage, shareCrop, type ProcessedImage } from "./pipeline";

/**
 * Uploads are processed one after another in a process: each holds a decoded image in memory,
 * and ten at once must not hold ten. A page request never waits for this queue.
 */
let queue: Promise<unknown> = Promise.resolve();

export type Processed = { image: ProcessedImage } | { refused: MediaRefusal; detected?: string };

/** Checks an upload and, when it may be decoded, writes its master and variants, the share crop around `focal` included. */
export function processUpload(bytes: Uint8Array, focal: FocalPoint = centre): Promise<Processed> {
  const run = async (): Promise<Processed> => {
    const checked = await inspect(bytes);
    if ("refused" in checked) return checked;
    try {
      const image = await processImage(bytes, checked.type);
      image.variants.push(await shareCrop(image.master, focal));
      return { image };
    } catch {
      // libvips found the pixel data damaged (a truncated file, a broken stream).
      return { refused: "damaged" };
    }
  };
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
