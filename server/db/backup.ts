import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

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
    writeFileSync(file, dump);
    return dump.length;
  } finally {
    await client.close();
  }
}

/** Into a DATA_DIR without a database only: a restore never overwrites data. */
export async function restoreEmbeddedDatabase(dataDir: string, file: string): Promise<void> {
  const target = clusterDir(dataDir);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} already holds a database. Move it away first; a restore never overwrites one.`);
  }
  mkdirSync(target, { recursive: true });
  const client = await PGlite.create(target, { loadDataDir: new Blob([readFileSync(file)]) });
  await client.close();
}
