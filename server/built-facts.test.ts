import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { serverFactsFrom } from "../common/config/server-facts";
import { policyDrift } from "./built-facts";
import { parseEnv, serverFactsOf } from "./env";

const build = mkdtempSync(path.join(tmpdir(), "built-facts-"));
const client = path.join(build, "client");
mkdirSync(client);
afterAll(() => rmSync(build, { recursive: true, force: true }));

const webhook = { WEBHOOK_URL: "https://crm.example/hook", WEBHOOK_SECRET: `whsec_${"A".repeat(32)}` };

describe("the built policies and the running server state the same settings", () => {
  it("reads the variables as the server does, so the same file gives the same facts", () => {
    for (const source of [
      {},
      {
        CONSENT_LOG: "true",
        ANALYTICS: "0",
        POW_REQUIRED: "on",
        LEAD_RETENTION_DAYS: "400",
        SPAM_RETENTION_DAYS: "7",
        ...webhook,
      },
    ]) {
      expect(serverFactsFrom(source)).toEqual(serverFactsOf(parseEnv(source)));
    }
  });

  it("names each variable the build stated otherwise; nothing when they agree or the build recorded none", () => {
    expect(policyDrift(client, serverFactsOf(parseEnv({})))).toEqual([]);
    writeFileSync(path.join(build, "server-facts.json"), JSON.stringify(serverFactsFrom({})));
    expect(policyDrift(client, serverFactsOf(parseEnv({})))).toEqual([]);
    const running = serverFactsOf(parseEnv({ CONSENT_LOG: "on", SPAM_RETENTION_DAYS: "14", ...webhook }));
    expect(policyDrift(client, running)).toEqual(["CONSENT_LOG", "WEBHOOK_URL", "SPAM_RETENTION_DAYS"]);
  });
});
