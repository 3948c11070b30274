import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
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
export interface DatabaseTimeouts {
  /** Opening a connection or waiting for a free one in the pool. */
  connectMs: number;
  /** One query, measured by the client (a silent server) and by the server (statement_timeout). */
  queryMs: number;
}

export const defaultTimeouts: DatabaseTimeouts = { connectMs: 3000, queryMs: 5000 };

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

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
      Client: class extends ResilientClient {
        static override onConnectionError = onConnectionError;
      },
      connectionTimeoutMillis: timeouts.connectMs,
      query_timeout: timeouts.queryMs,
      statement_timeout: timeouts.queryMs,
      // A transaction left open by a crashed request must not hold row locks (the outbox) forever.
      idle_in_transaction_session_timeout: timeouts.queryMs * 3,
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
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
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
    mkdirSync(dataPath, { recursive: true });
  }
  const client = await PGlite.create(dataPath);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    dump: () => dumpCluster(client),
    close: () => client.close(),
  };
}
