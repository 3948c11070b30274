import type { Context } from "hono";
import { mediaFilePattern, type VariantFormat } from "../../common/media";
import type { Db } from "../db/client";
import { variantBytes } from "./store";

const contentTypes: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

/** What the media route keeps in memory: the variants asked for most recently, up to this many bytes. */
const cacheBytes = 64 * 1024 * 1024;
/**
 * How long a variant in memory is served without asking the database whether it still exists:
 * another process may have deleted its image (this one forgets at once).
 */
const recheckMs = 30_000;

interface Cached {
  bytes: Buffer;
  checkedAt: number;
}

/**
 * GET /media/<hash>-<size>.<format>: a variant as it was written, never encoded again. Its path
 * names its bytes, so it is cached for a year and never revalidated; a deleted image's variants
 * answer 404 (a cached one is dropped with it: `forget`).
 */
export type MediaFiles = ReturnType<typeof mediaFiles>;

export function mediaFiles(db: Db) {
  const cache = new Map<string, Cached>();
  let cached = 0;

  const remember = (path: string, bytes: Buffer) => {
    cache.set(path, { bytes, checkedAt: Date.now() });
    cached += bytes.length;
    for (const [oldest, old] of cache) {
      if (cached <= cacheBytes) break;
      drop(oldest, old);
    }
  };
  const drop = (path: string, entry: Cached) => {
    cache.delete(path);
    cached -= entry.bytes.length;
  };

  /** From memory (rechecked now and then), else from the database. */
  async function find(path: string, hash: string, size: string, format: VariantFormat) {
    const entry = cache.get(path);
    if (entry && Date.now() - entry.checkedAt < recheckMs) {
      // Most recently used last: the map's order is the eviction order.
      cache.delete(path);
      cache.set(path, entry);
      return entry.bytes;
    }
    if (entry) drop(path, entry);
    const bytes = await variantBytes(db, hash, size, format);
    if (bytes) remember(path, bytes);
    return bytes;
  }

  async function serve(c: Context): Promise<Response | undefined> {
    const match = mediaFilePattern.exec(c.req.path);
    if (!match) return undefined;
    const [, hash, size, format] = match as unknown as [string, string, string, VariantFormat];
    const bytes = await find(c.req.path, hash, size, format);
    if (!bytes) return undefined;
    const etag = `"${hash}"`;
    const headers = {
      "Content-Type": contentTypes[format],
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
      // The back office's preview (its own host, same site) shows the site's images too.
      "Cross-Origin-Resource-Policy": "same-site",
    };
    if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    const length = { "Content-Length": String(bytes.length) };
    if (c.req.method === "HEAD") return c.body(null, 200, { ...headers, ...length });
    return c.body(new Uint8Array(bytes), 200, { ...headers, ...length });
  }

  return {
    serve,
    /** Drops variants from memory when their image is deleted or replaced: by their hashes. */
    forget(hashes: string[]) {
      const gone = new Set(hashes);
      for (const [path, entry] of cache) if (gone.has(mediaFilePattern.exec(path)?.[1] ?? "")) drop(path, entry);
    },
  };
}
