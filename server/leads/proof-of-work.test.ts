import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createChallenge } from "altcha-lib";
import type { Challenge } from "altcha-lib/types";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { powChallengePath, powSettings } from "../../common/proof-of-work";
import { openDatabase, type Database } from "../db/client";
import { leads, mailOutbox, powSolutionsUsed } from "../db/schema";
import { minimalContactLead } from "../../tests/support/payloads";
import { solve, solvedPow } from "../../tests/support/pow";
import { openTestDatabase, testDatabaseKind } from "../../tests/support/test-database";
import { postJson, testApp } from "../../tests/support/test-app";
import { createProofOfWork, powSecret } from "./proof-of-work";

const secret = "test-secret-of-the-proof-of-work-0123456789";
const database = await openTestDatabase();
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(leads);
  await database.db.delete(powSolutionsUsed);
});

async function send(app: ReturnType<typeof testApp>, pow?: string) {
  const res = await postJson(app, "/api/leads", { ...minimalContactLead, pow });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return id;
}

async function unverifiedOf(id: string) {
  const rows = await database.db.select().from(leads);
  return rows.find((row) => row.id === id)!.unverified;
}

describe(`proof-of-work (${testDatabaseKind})`, () => {
  it("hands out a fresh signed challenge: no cache, no cookie, expiring in 30 minutes", async () => {
    const app = testApp(database);
    const [a, b] = await Promise.all([app.request(powChallengePath), app.request(powChallengePath)]);
    expect(a.status).toBe(200);
    expect(a.headers.get("cache-control")).toBe("no-store");
    expect(a.headers.get("set-cookie")).toBeNull();
    const first = (await a.json()) as Challenge;
    const second = (await b.json()) as Challenge;
    expect(first.parameters.nonce).not.toBe(second.parameters.nonce);
    expect(first.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(first.parameters).toMatchObject({ algorithm: powSettings.algorithm, cost: powSettings.cost });
    const minutes = (first.parameters.expiresAt! * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it("a valid solution: the lead is verified and its mail carries no mark", async () => {
    const app = testApp(database);
    const id = await send(app, await solvedPow(app));
    expect(await unverifiedOf(id)).toBe(false);
    const [mail] = await database.db.select().from(mailOutbox);
    expect(mail!.subject).not.toContain("[Ungeprüft]");
  });

  it("a replayed solution counts as none: the second lead is stored and mailed as unverified", async () => {
    const app = testApp(database);
    const pow = await solvedPow(app);
    expect(await unverifiedOf(await send(app, pow))).toBe(false);
    const replay = await send(app, pow);
    expect(await unverifiedOf(replay)).toBe(true);
    const mails = await database.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.subject.startsWith("[Ungeprüft] "))).toHaveLength(1);
  });

  it("an expired, forged or foreign solution counts as none", async () => {
    const app = testApp(database);
    const expired = await solve(await createProofOfWork({ secret, ttlSeconds: -60 }).challenge());
    const foreign = await solve(await createProofOfWork({ secret: "x".repeat(40), counterRange: [1, 5] }).challenge());
    const genuine = JSON.parse(Buffer.from(await solvedPow(app), "base64").toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    const tampered = {
      ...genuine,
      challenge: { ...genuine.challenge, parameters: { ...genuine.challenge.parameters, expiresAt: 4e9 } },
    };
    const wrongKey = { ...genuine, solution: { ...genuine.solution, derivedKey: "00".repeat(32) } };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
    for (const pow of [expired, foreign, encode(tampered), encode(wrongKey), "not base64 json", encode([1, 2])]) {
      expect(await unverifiedOf(await send(app, pow)), pow.slice(0, 40)).toBe(true);
    }
    expect(await unverifiedOf(await send(app))).toBe(true);
  });

  it("a forged challenge asking for expensive work is refused without doing it", async () => {
    const heavy = await createChallenge({
      algorithm: powSettings.algorithm,
      cost: 50_000_000,
      counter: 1,
      deriveKey: async () => ({ derivedKey: new Uint8Array(32).fill(1) }),
      hmacSignatureSecret: secret,
    });
    const pow = Buffer.from(
      JSON.stringify({ challenge: heavy, solution: { counter: 1, derivedKey: "01".repeat(32) } }),
    );
    const started = performance.now();
    expect((await createProofOfWork({ secret }).check(pow.toString("base64"))).outcome).toBe("invalid");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("one solution sent to two processes at the same moment is accepted once", async () => {
    // Two apps on two connection pools: what two server processes on one database are.
    const other: Database =
      testDatabaseKind === "postgres" ? await openDatabase({ dataDir: null, databaseUrl: database.url }) : database;
    try {
      for (let round = 0; round < 5; round++) {
        await database.db.delete(mailOutbox);
        await database.db.delete(leads);
        const pow = await solvedPow(testApp(database));
        const ids = await Promise.all([send(testApp(database), pow), send(testApp(other), pow)]);
        const flags = await Promise.all(ids.map(unverifiedOf));
        expect(flags.sort()).toEqual([false, true]);
      }
    } finally {
      if (other !== database) await other.close();
    }
  });
});

describe("the proof-of-work secret", () => {
  it("is the configured one, or generated once into DATA_DIR and then read back", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pow-"));
    expect(powSecret("configured-secret-of-at-least-32-chars", dir)).toBe("configured-secret-of-at-least-32-chars");
    const generated = powSecret(undefined, dir);
    expect(generated.length).toBeGreaterThanOrEqual(40);
    expect(powSecret(undefined, dir)).toBe(generated);
    expect(statSync(path.join(dir, "pow-secret")).mode & 0o777).toBe(0o600);
    // A challenge signed with one secret is not accepted with another.
    const challenge = await createProofOfWork({ secret: generated, counterRange: [1, 5] }).challenge();
    expect((await createProofOfWork({ secret }).check(await solve(challenge))).outcome).toBe("invalid");
    expect((await createProofOfWork({ secret: generated }).check(await solve(challenge))).outcome).toBe("verified");
  });
});
