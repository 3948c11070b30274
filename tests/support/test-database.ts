import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import { openDatabase, type Database, type OpenDatabaseOptions } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import { deliveryAttempts, leads, mailOutbox, webhookDeliveries, webhookEndpoints } from "../../server/db/schema";

/**
 * The database of a test file: a throwaway in-memory PGlite by default, or, when
 * TEST_DATABASE_URL points to a PostgreSQL server (npm test under CI=true or TEST_POSTGRES=on
 * starts one), a fresh database created on it for this file and dropped afterwards. The same
 * suites and the same migrations run on both.
 */
export const testPostgresUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDatabaseKind: Database["kind"] = testPostgresUrl ? "postgres" : "pglite";

export interface TestDatabase extends Database {
  /** postgres:// URL of this file's database (PostgreSQL only): for server processes it spawns. */
  url?: string;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty (unmigrated) database on TEST_DATABASE_URL's server: its URL and `drop()`. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!testPostgresUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `neutra_test_${randomBytes(6).toString("hex")}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/** A fresh, migrated database; `close()` also drops it on PostgreSQL. */
export async function openTestDatabase(options: Partial<OpenDatabaseOptions> = {}): Promise<TestDatabase> {
  if (!testPostgresUrl) {
    const database = await openDatabase({ dataDir: null, ...options });
    await database.migrate();
    return database;
  }
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ dataDir: null, ...options, databaseUrl: empty.url });
  await database.migrate();
  return {
    ...database,
    url: empty.url,
    close: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

/** Deletes every lead with its deliveries and their log (children first), for suites that start each test empty. */
export async function deleteLeads(database: Database): Promise<void> {
  for (const table of [deliveryAttempts, webhookDeliveries, webhookEndpoints, mailOutbox, leads])
    await database.db.delete(table);
}

const journal = JSON.parse(
  readFileSync(new URL("../../server/db/migrations/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: unknown[] };

/** What `schemaState` finds in a completely migrated database: every table, every migration once. */
export const completeSchema: { tables: string[]; applied: number } = {
  tables: Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table))
    .sort(),
  applied: journal.entries.length,
};

/** The tables in `public` of the PostgreSQL database at `url`, and how many migrations it recorded. */
export async function schemaState(url: string): Promise<typeof completeSchema> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' order by 1",
    );
    const applied = await client.query<{ count: string }>("select count(*) from drizzle.__drizzle_migrations");
    return { tables: tables.rows.map((row) => row.name), applied: Number(applied.rows[0]!.count) };
  } finally {
    await client.end();
  }
}
