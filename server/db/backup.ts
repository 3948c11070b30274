import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { restrictToOwner, writePrivateFile } from "../data-dir";

/**
 * Backup and restore of the embedded database (`npm run db -- backup|restore FILE`): PGlite's own
 * dump of its data directory, a gzip'd tar of the whole cluster. PostgreSQL has pg_dump and
 * pg_restore for this (README, "Going live"). Neither may run while a server holds the database.
 */
const clusterDir = (dataDir: string) => path.resolve(dataDir, "pglite");

export async function backupEmbeddedDatabase(dataDir: string, file: string): Promise<number> {
  if (!existsSync(path.join(clusterDir(dataDir), "PG_VERSION"))) {
    throw new Error(`There is no embedded database in ${clusterDir(dataDir)}.`);
  }
  const client = await PGlite.create(clusterDir(dataDir));
  try {
    const dump = Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
    // Every lead and link: for the operator's user alone, wherever the file goes.
    writePrivateFile(file, dump);
    return dump.length;
  } finally {
    await client.close();
    // Opening the cluster rewrites its cache files, 0644 (see restrictToOwner).
    restrictToOwner(clusterDir(dataDir));
  }
}

/** Into a DATA_DIR without a database only: a restore never overwrites data. */
export async function restoreEmbeddedDatabase(dataDir: string, file: string): Promise<void> {
  const target = clusterDir(dataDir);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} already holds a database. Move it away first; a restore never overwrites one.`);
  }
  mkdirSync(target, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(target, { loadDataDir: new Blob([readFileSync(file)]) });
  await client.close();
  restrictToOwner(target);
}
