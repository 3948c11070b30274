import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { restrictToOwner, writePrivateFile } from "../data-dir";

/**
 * Backup and restore of the embedded database (`npm run db -- backup|restore FILE`): PGlite's own
 * dump of its data directory, a gzip'd tar of the whole cluster. PostgreSQL has pg_dump and
 * pg_restore for this (docs/operating.md, "Backups"). A running server takes the backup itself (the
 * operator socket, docs/decisions/0035); a restore never goes into a database in use.
 */
const clusterDir = (dataDir: string) => path.resolve(dataDir, "pglite");

/**
 * The cluster as a gzip'd tar, also while a server uses it: inside a transaction of its own no
 * other query or transaction runs (PGlite has one connection), and the checkpoint first writes
 * what only the server's memory held into the files the dump reads.
 */
export async function dumpCluster(client: PGlite): Promise<Buffer> {
  return client.transaction(async (tx) => {
    await tx.exec("checkpoint");
    return Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
  });
}

export async function backupEmbeddedDatabase(dataDir: string, file: string): Promise<number> {
  if (!existsSync(path.join(clusterDir(dataDir), "PG_VERSION"))) {
    throw new Error(`There is no embedded database in ${clusterDir(dataDir)}.`);
  }
  const client = await PGlite.create(clusterDir(dataDir));
  try {
    const dump = await dumpCluster(client);
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
