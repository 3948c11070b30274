/**
 * Two server processes started at the same moment on an empty PostgreSQL database, as
 * `systemctl enable --now neutra@3001 neutra@3002` does on a new server: both start, and the
 * schema is complete and applied once (the migrations are serialised by an advisory lock). Ten
 * rounds each, on a fresh database. Without the lock, two migrations begun at the same moment
 * failed one of the two in 10 of 10 rounds; two processes, whose start-up times vary, in 1 or 2.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeStaticSite, startServerProcess } from "../../tests/support/server-process";
import { completeSchema, createEmptyPostgresDatabase, schemaState } from "../../tests/support/test-database";
import { openDatabase } from "../db/client";

const rounds = 10;
let staticDir: string;
const dataDirs: string[] = [];

describe("migrations on an empty PostgreSQL database", () => {
  beforeAll(() => {
    staticDir = makeStaticSite();
  });

  afterAll(() => {
    for (const dir of [staticDir, ...dataDirs]) rmSync(dir, { recursive: true, force: true });
  });

  it(`two server processes started together, ${rounds} times: both start, the schema is complete`, async () => {
    const started: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const database = await createEmptyPostgresDatabase();
      const dataDir = mkdtempSync(path.join(tmpdir(), "neutra-migrate-"));
      dataDirs.push(dataDir);
      const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, STATIC_DIR: staticDir, POW_SECRET: "x".repeat(32) };
      try {
        const results = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
        for (const result of results) {
          if (result.status === "fulfilled") await result.value.stop();
        }
        const failures = results.flatMap((result) => (result.status === "rejected" ? [String(result.reason)] : []));
        expect(failures, `round ${round + 1}`).toEqual([]);
        expect(await schemaState(database.url)).toEqual(completeSchema);
        started.push(`round ${round + 1}: both started`);
      } finally {
        await database.drop();
      }
    }
    expect(started).toHaveLength(rounds);
  }, 600_000);

  it(`two migrations on two connections at the same moment, ${rounds} times: both succeed, applied once`, async () => {
    const succeeded: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const database = await createEmptyPostgresDatabase();
      const openers = [0, 1].map(() => openDatabase({ databaseUrl: database.url, dataDir: null }));
      const clients = await Promise.all(openers);
      try {
        const results = await Promise.allSettled(clients.map((client) => client.migrate()));
        const failures = results.flatMap((result) => (result.status === "rejected" ? [String(result.reason)] : []));
        expect(failures, `round ${round + 1}`).toEqual([]);
        expect(await schemaState(database.url)).toEqual(completeSchema);
        succeeded.push(`round ${round + 1}: both migrated`);
      } finally {
        await Promise.all(clients.map((client) => client.close()));
        await database.drop();
      }
    }
    expect(succeeded).toHaveLength(rounds);
  });
});
