import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { restrictToOwner } from "../data-dir";
import { dumpCluster } from "./backup";
import { ResilientClient } from "./pg-client";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** "pglite" (embedded, under DATA_DIR) or "postgres" (DATABASE_URL). */
  kind: "pglite" | "postgres";
  /** The pg pool when on PostgreSQL, for the shared rate-limit store. */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** The embedded database only: a backup of it while in use (npm run db -- backup). */
  dump?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * How long the API waits for PostgreSQL before it answers 503: a server that is down, unreachable
 * or silent (a dropped network path) must not hold a visitor's request or a pool slot for long.
 */
interface DatabaseTimeouts {
  /** Opening a connection or waiting for a free one in the pool. */
  connectMs: number;
  /**
   * One query, measured by the client (a silent server) and, inside transactions, by the server
   * (statement_timeout; idle_in_transaction_session_timeout three times this).
   */
  queryMs: number;
}

const defaultTimeouts: DatabaseTimeouts = { connectMs: 3000, queryMs: 5000 };

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * drizzle's migrations, applied with drizzle's bookkeeping (drizzle.__drizzle_migrations, so
 * existing databases carry on) but in one transaction behind an advisory lock: two processes
 * starting together on an empty database (two systemd units) both created drizzle's table and the
 * first tables, and one of them failed. A transaction-scoped lock, unlike a session lock, also
 * holds through PgBouncer's transaction pooling. The second process waits, then finds nothing to do.
 */
async function applyMigrations(db: Db): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await db.transaction(async (tx) => {
    // A migration may take longer than a request may, whatever the role's statement_timeout says.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('neutra:migrate'))`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    const { rows } = (await tx.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as { rows: { created_at: string }[] };
    const last = rows[0] ? Number(rows[0].created_at) : -Infinity;
    for (const migration of migrations.filter((m) => m.folderMillis > last)) {
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}

const byteaOid = 17;

/**
 * bytea to and from PGlite in one pass over the bytes. Its own serializer makes a string of every
 * byte before joining them (an 8 MB master: 3 s and some 370 MB of garbage that lifts the
 * process's RSS for good), and its parser a substring of every byte (docs/decisions/0070).
 */
const byteaAsHex = {
  serializers: {
    [byteaOid]: (value: unknown) => {
      if (!(value instanceof Uint8Array)) throw new Error("Invalid input for bytea type");
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`;
    },
  },
  parsers: { [byteaOid]: (text: string) => Buffer.from(text.slice(2), "hex") },
};

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Embedded database in `dataDir/pglite`, or in memory when null. */
  dataDir: string | null;
  timeouts?: Partial<DatabaseTimeouts>;
  /** Told when an idle pooled connection breaks (the server restarted, the network dropped). */
  onConnectionError?: (error: Error) => void;
}

/** PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or in memory when null). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const databaseUrl = options.databaseUrl;
    const timeouts = { ...defaultTimeouts, ...options.timeouts };
    const onConnectionError = options.onConnectionError;
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      // No server settings as startup parameters: PgBouncer refuses them. The server's limits are
      // set with each transaction instead (ResilientClient), which transaction pooling keeps.
      Client: class extends ResilientClient {
        static override onConnectionError = onConnectionError;
        static override transactionLimits = {
          statementTimeoutMs: timeouts.queryMs,
          // A transaction left open by a crashed request must not hold row locks (the outbox) forever.
          idleInTransactionTimeoutMs: timeouts.queryMs * 3,
        };
      },
      connectionTimeoutMillis: timeouts.connectMs,
      query_timeout: timeouts.queryMs,
      // Notice a silently dropped connection instead of waiting on it.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // An idle client whose connection breaks is dropped by the pool; without a listener this
    // 'error' would end the process.
    pool.on("error", (error) => onConnectionError?.(error));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      pool,
      // Migrations may take longer than one request may: their own connection, no timeouts.
      migrate: async () => {
        const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: timeouts.connectMs });
        client.on("error", () => {}); // reported by the failing migration itself
        await client.connect();
        try {
          await applyMigrations(drizzlePg(client, { schema }) as unknown as Db);
        } finally {
          await client.end();
        }
      },
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  let dataPath: string | undefined;
  if (options.dataDir) {
    dataPath = path.resolve(options.dataDir, "pglite");
    mkdirSync(dataPath, { recursive: true, mode: 0o700 });
  }
  const client = await PGlite.create(dataPath, byteaAsHex);
  if (dataPath) restrictToOwner(dataPath);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => applyMigrations(db as unknown as Db),
    ping: async () => void (await db.execute(sql`select 1`)),
    dump: () => dumpCluster(client),
    close: () => client.close(),
  };
}
