import {
  chmodSync,
  closeSync,
  fchmodSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  statfsSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
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
 * Makes sure DATA_DIR exists, is private and takes writes before anything is opened in it: a
 * read-only, foreign-owned or full directory gives one clear message at start instead of an
 * embedded database that fails later, with a lead already accepted in memory. It holds every lead
 * and sign-in link (the database, the mail files), so it is made 0700 whatever it was: on a shared
 * host no other local user may read it.
 */
export function ensureWritableDataDir(dataDir: string): string {
  const dir = path.resolve(dataDir);
  const fail = (error: unknown): never => {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    throw new DataDirError(dir, code, reasons[code] ?? (error instanceof Error ? error.message : String(error)));
  };
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    fail(error);
  }
  // Root ignores permissions and a sparse write may succeed on a nearly full disk: write real
  // bytes, flush them, and look at the free space too.
  const probe = path.join(dir, `.write-test-${process.pid}`);
  try {
    const fd = openSync(probe, "w", 0o600);
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
  try {
    if (statSync(dir).mode & 0o077) chmodSync(dir, 0o700);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    throw new DataDirError(dir, code, "it cannot be made private to this user (chmod 700)");
  }
  return dir;
}

/**
 * Writes a file only this user may read or write (0600), also over an existing file with a wider
 * mode: mail files, backups and the pid file hold leads and links or sit beside them.
 */
export function writePrivateFile(file: string, data: string | Uint8Array): void {
  const fd = openSync(file, "w", 0o600);
  try {
    fchmodSync(fd, 0o600);
    writeFileSync(fd, data);
  } finally {
    closeSync(fd);
  }
}

/**
 * Takes every group and other permission off what is under `dir`, for the embedded database:
 * PGlite sets modes itself, whatever the umask. Its initdb leaves the files 0666 and each opening
 * rewrites the relation cache files 0644 (the files it creates later are 0600).
 */
export function restrictToOwner(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { mode } = statSync(file);
    if (mode & 0o077) chmodSync(file, mode & 0o700);
  }
}
