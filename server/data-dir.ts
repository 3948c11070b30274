import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, statfsSync, writeSync } from "node:fs";
import path from "node:path";

/** Less free space than this at start counts as a full disk: the database could not even start. */
const minimumFreeBytes = 16 * 1024 * 1024;
const probeBytes = 64 * 1024;

const reasons: Record<string, string> = {
  EACCES: "no permission to write there",
  EPERM: "no permission to write there",
  EROFS: "the file system is read-only",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is exhausted",
  ENOTDIR: "a part of the path is a file, not a directory",
  EEXIST: "a part of the path is a file, not a directory",
  ENOENT: "a part of the path does not exist",
};

export class DataDirError extends Error {
  constructor(
    readonly dir: string,
    readonly code: string,
    detail: string,
  ) {
    super(`DATA_DIR ${dir} is not usable: ${detail}${code ? ` (${code})` : ""}.`);
  }
}

/**
 * Makes sure DATA_DIR exists and takes writes before anything is opened in it: a read-only,
 * foreign-owned or full directory gives one clear message at start instead of an embedded database
 * that fails later, with a lead already accepted in memory.
 */
export function ensureWritableDataDir(dataDir: string): string {
  const dir = path.resolve(dataDir);
  const fail = (error: unknown): never => {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    throw new DataDirError(dir, code, reasons[code] ?? (error instanceof Error ? error.message : String(error)));
  };
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    fail(error);
  }
  // Root ignores permissions and a sparse write may succeed on a nearly full disk: write real
  // bytes, flush them, and look at the free space too.
  const probe = path.join(dir, `.write-test-${process.pid}`);
  try {
    const fd = openSync(probe, "w");
    try {
      writeSync(fd, Buffer.alloc(probeBytes, 1));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    rmSync(probe, { force: true });
    fail(error);
  }
  rmSync(probe, { force: true });
  const { bavail, bsize } = statfsSync(dir);
  if (bavail * bsize < minimumFreeBytes) {
    throw new DataDirError(dir, "ENOSPC", `the disk is full (${Math.floor((bavail * bsize) / 1024)} KiB free)`);
  }
  return dir;
}
