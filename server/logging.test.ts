/**
 * No personal data in the log: a lead whose insert fails is logged as an error without any value
 * the visitor sent (the query error carries them in its message, `params` and `detail`).
 */
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sapLead } from "../tests/support/payloads";
import { testApp } from "../tests/support/test-app";
import { openTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { createLogger, serializeError } from "./logger";

let database: TestDatabase;
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

beforeAll(async () => {
  database = await openTestDatabase();
  // A constraint no row meets: the insert reaches the database and fails there, with its values.
  await database.db.execute(sql`alter table leads add constraint refuse_every_lead check (false)`);
});

afterAll(async () => {
  await database.close();
});

describe("a lead that cannot be stored", () => {
  it("answers 503 and logs the failure without a single submitted value", async () => {
    const app = testApp(database, { logger: createLogger("info", sink) });
    const res = await app.request("/api/send-contact-email", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify(sapLead),
    });
    expect(res.status).toBe(503);

    const log = lines.join("");
    const failure = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((e) => e.level === 50);
    expect(failure?.msg).toBe("lead could not be stored");
    // The error itself is there for the operator: what failed and why.
    expect(JSON.stringify(failure)).toMatch(/refuse_every_lead/);
    for (const value of [sapLead.name, sapLead.company, sapLead.email, sapLead.phone, sapLead.message]) {
      expect(log).not.toContain(value);
    }
  });
});

describe("serializeError", () => {
  it("drops query values from the message, the stack and the properties of an error and its causes", () => {
    const cause = Object.assign(new Error("new row violates check constraint"), {
      code: "23514",
      detail: "Failing row contains (Erika, erika@example.org).",
      params: ["Erika", "erika@example.org"],
    });
    const error = Object.assign(
      new Error("Failed query: insert into leads values ($1, $2)\nparams: Erika,erika@example.org"),
      {
        query: "insert into leads values ($1, $2)",
        params: ["Erika", "erika@example.org"],
        cause,
      },
    );
    const out = JSON.stringify(serializeError(error));
    expect(out).not.toMatch(/Erika|erika@example\.org/);
    expect(out).toContain("insert into leads values ($1, $2)");
    expect(out).toContain("23514");
    expect(out).toContain("new row violates check constraint");
  });

  it("names a URL in a message without its password, query or fragment", () => {
    const error = new Error(
      "Invalid login at smtp://website:s3cret@mail.neutra-tech.de:587/?pool=true, then https://crm.example/hook?token=t0ken#x",
    );
    const out = JSON.stringify(serializeError(error));
    expect(out).not.toMatch(/s3cret|t0ken|website:|pool=/);
    expect(out).toContain("Invalid login at smtp://mail.neutra-tech.de:587/?… then https://crm.example/hook?…#…");
  });
});
