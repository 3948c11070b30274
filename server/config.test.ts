/**
 * One configuration source: .env.example, the tables of docs/operating.md and what the code reads name the
 * same variables with the same defaults; a value set only in a file reaches process.env without
 * beating the real environment; preflight names what stands between a configuration and going live.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { envFilePath, readEnvFile } from "../common/env-file.mjs";
import { envSchema, parseEnv } from "./env";
import { realLegalFacts } from "../tests/support/payloads";
import { preflightFindings } from "./preflight";

const root = fileURLToPath(new URL("..", import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** NAME -> default, from the commented lines of .env.example. */
function exampleVariables(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of read(".env.example").matchAll(/^# ([A-Z][A-Z0-9_]+)=(.*)$/gm)) {
    found.set(name!, value!);
  }
  return found;
}

/** Where the operator's documentation lives: the configuration's tables and its examples. */
const operating = "docs/operating.md";

/** NAME -> default cell, from the tables of the "Configuration" section of docs/operating.md. */
function documentedVariables(): Map<string, string> {
  const doc = read(operating);
  const start = doc.indexOf("\n## Configuration\n");
  if (start < 0) throw new Error(`${operating} has no section "## Configuration"`);
  const end = doc.indexOf("\n## ", start + 5);
  const section = doc.slice(start, end < 0 ? undefined : end);
  const found = new Map<string, string>();
  for (const line of section.split("\n").filter((l) => /^\| `/.test(l))) {
    const [names = "", fallback = ""] = line
      .split("|")
      .slice(1)
      .map((cell) => cell.trim());
    for (const [, name] of names.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) found.set(name!, fallback.replace(/^`|`$/g, ""));
  }
  return found;
}

/** Every variable the code reads: the server's schema, and the site's and the facts' read() calls. */
function codeVariables(): Set<string> {
  const names = new Set(Object.keys(envSchema.shape));
  for (const file of [
    "common/config/site.ts",
    "common/config/consent-revision.ts",
    "common/content/fact-defaults.ts",
  ]) {
    for (const [, name] of read(file).matchAll(/read\((?:env, )?"([A-Z_]+)"/g)) names.add(name!);
  }
  for (const [, name] of read("common/content/fact-defaults.ts").matchAll(/^ {2}([A-Z_]+): "/gm))
    names.add(`SITE_LEGAL_${name}`);
  names.add("SITE_LEGAL_CONTENT_RESPONSIBLE_ADDRESS");
  names.add("SITE_LEGAL_DPO");
  return names;
}

describe("one list of variables", () => {
  it(".env.example, docs/operating.md and the code name the same variables", () => {
    const code = [...codeVariables()].sort();
    expect([...exampleVariables().keys()].sort()).toEqual(code);
    expect([...documentedVariables().keys()].sort()).toEqual(code);
  });

  it("the server's defaults in .env.example are the schema's defaults", () => {
    const defaults = parseEnv({});
    for (const [name, value] of exampleVariables()) {
      if (!(name in envSchema.shape) || value === "" || name === "STATIC_DIR") continue;
      expect(parseEnv({ [name]: value })[name as keyof typeof defaults], name).toEqual(
        defaults[name as keyof typeof defaults],
      );
    }
  });

  it("every VARIABLE=value example in the README and docs/operating.md passes the server's validation", () => {
    const examples = [...(read("README.md") + read(operating)).matchAll(/`([A-Z][A-Z0-9_]+)=([^`\s<]+)`/g)].filter(
      ([, name]) => name! in envSchema.shape,
    );
    expect(examples.length).toBeGreaterThan(3);
    for (const [, name, value] of examples)
      expect([name, envSchema.shape[name as keyof typeof envSchema.shape].safeParse(value).success]).toEqual([
        name,
        true,
      ]);
  });

  it("a literal default in docs/operating.md is the one in .env.example", () => {
    const example = exampleVariables();
    for (const [name, fallback] of documentedVariables()) {
      if (/^[^ ]+$/.test(fallback) && fallback !== "unset" && example.get(name) !== "") {
        expect(example.get(name), name).toBe(fallback);
      }
    }
  });
});

describe("the configuration file", () => {
  it("is read from ENV_FILE (or .env); none with ENV_FILE=none; a named file that is missing is an error", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "neutra-env-"));
    const file = path.join(dir, "site.env");
    writeFileSync(file, "SITE_URL=https://www.kunde.example\n# a comment\nSMTP_URL='smtp://mail.kunde.example:587'\n");
    expect(readEnvFile({ ENV_FILE: file })).toEqual({
      SITE_URL: "https://www.kunde.example",
      SMTP_URL: "smtp://mail.kunde.example:587",
    });
    expect(readEnvFile({ ENV_FILE: "none" })).toEqual({});
    // Without ENV_FILE: .env in the project root, wherever the command runs from.
    expect(envFilePath({})).toBe(path.join(root, ".env"));
    expect(envFilePath({ ENV_FILE: "deploy/site.env" })).toBe(path.join(root, "deploy/site.env"));
    expect(() => readEnvFile({ ENV_FILE: path.join(dir, "missing.env") })).toThrow(/does not exist/);
  });
});

describe("preflight", () => {
  const ready: Record<string, string> = {
    SITE_URL: "https://www.neutra-tech.de",
    ADMIN_URL: "https://admin.neutra-tech.de",
    SMTP_URL: "smtps://website:secret@mail.neutra-tech.de",
    CONTACT_TO: "vertrieb@neutra-tech.de",
    SITE_GA_MEASUREMENT_ID: "G-AB12CD34EF",
    ...realLegalFacts,
  };

  it("finds nothing in a complete configuration", () => {
    expect(preflightFindings(ready)).toEqual([]);
  });

  it("names each problem in one line: samples, URL, mail, recipients, tracker ids, bad server values", () => {
    const findings = preflightFindings({
      ...ready,
      SITE_URL: "http://shop.example.com",
      SMTP_URL: "",
      CONTACT_TO: undefined,
      SITE_GA_MEASUREMENT_ID: "UA-12345-1",
      SITE_META_PIXEL_ID: "pixel",
      SITE_LEGAL_VAT_ID: "DE000000000",
      SITE_LEGAL_STREET: undefined,
      PORT: "eighty",
    });
    expect(findings).toEqual([
      expect.stringMatching(/^PORT: /),
      "SITE_URL must be https: http://shop.example.com/",
      "SITE_URL is an example or local domain: http://shop.example.com/",
      expect.stringMatching(/^SMTP_URL is not set/),
      expect.stringMatching(/^CONTACT_TO is not set/),
      "SITE_GA_MEASUREMENT_ID is not a GA4 id (G-XXXXXXX): UA-12345-1",
      "SITE_META_PIXEL_ID is not a Meta pixel id (digits): pixel",
      expect.stringMatching(/^SITE_LEGAL_STREET is still the sample of docs\/operating\.md \("Musterstraße 1"\)/),
      expect.stringMatching(/^SITE_LEGAL_VAT_ID is still the sample of docs\/operating\.md \("DE000000000"\)/),
    ]);
  });

  it("judges the company facts as the pages show them: one set in the back office is no longer a sample", () => {
    const samples = { ...ready, SITE_LEGAL_COMPANY: undefined, SITE_LEGAL_REGISTER_NUMBER: undefined };
    expect(preflightFindings(samples)).toEqual([
      expect.stringMatching(/^SITE_LEGAL_COMPANY is still the sample of docs\/operating\.md/),
      expect.stringMatching(/^SITE_LEGAL_REGISTER_NUMBER is still the sample of docs\/operating\.md/),
    ]);
    expect(preflightFindings(samples, { name: "Neutra Tech Consulting GmbH", registerNumber: "HRB 123456 B" })).toEqual(
      [],
    );
    // A published sample is a sample all the same.
    expect(preflightFindings(ready, { vatId: "DE000000000" })).toEqual([
      expect.stringMatching(/^SITE_LEGAL_VAT_ID is still the sample of docs\/operating\.md/),
    ]);
  });

  it("asks for ADMIN_LINK_SECRET and ERASURE_SECRET with PostgreSQL, where processes may run on several hosts", () => {
    const postgres = { ...ready, DATABASE_URL: "postgres://neutra@localhost/neutra" };
    expect(preflightFindings(postgres)).toEqual([
      expect.stringMatching(/^ADMIN_LINK_SECRET is not set: with DATABASE_URL/),
      expect.stringMatching(/^ERASURE_SECRET is not set: with DATABASE_URL/),
    ]);
    const secrets = { ADMIN_LINK_SECRET: "a".repeat(32), ERASURE_SECRET: "e".repeat(32) };
    expect(preflightFindings({ ...postgres, ADMIN_LINK_SECRET: secrets.ADMIN_LINK_SECRET })).toEqual([
      expect.stringMatching(/^ERASURE_SECRET is not set: with DATABASE_URL/),
    ]);
    expect(preflightFindings({ ...postgres, ERASURE_SECRET: secrets.ERASURE_SECRET })).toEqual([
      expect.stringMatching(/^ADMIN_LINK_SECRET is not set: with DATABASE_URL/),
    ]);
    expect(preflightFindings({ ...postgres, ...secrets })).toEqual([]);
    // One process on the embedded database generates both keys into its DATA_DIR: nothing to share.
    expect(preflightFindings(ready)).toEqual([]);
    expect(preflightFindings({ ...ready, ADMIN_LINK_SECRET: "short", ERASURE_SECRET: "short" })).toEqual([
      "ADMIN_LINK_SECRET: must be at least 32 characters (e.g. openssl rand -base64 32)",
      "ERASURE_SECRET: must be at least 32 characters (e.g. openssl rand -base64 32)",
    ]);
  });

  it("refuses a webhook URL without https for going live, except on this machine", () => {
    const secret = `whsec_${Buffer.alloc(32, 1).toString("base64")}`;
    const webhook = (url: string) => preflightFindings({ ...ready, WEBHOOK_URL: url, WEBHOOK_SECRET: secret });
    expect(webhook("http://crm.neutra-tech.de/hook")).toEqual([
      "WEBHOOK_URL must be https: http://crm.neutra-tech.de/hook",
    ]);
    expect(webhook("https://crm.neutra-tech.de/hook")).toEqual([]);
    expect(webhook("http://127.0.0.1:8080/hook")).toEqual([]);
    expect(webhook("http://localhost:8080/hook")).toEqual([]);
    expect(webhook("http://[::1]:8080/hook")).toEqual([]);
    expect(preflightFindings({ ...ready, WEBHOOK_URL: "https://crm.neutra-tech.de/hook" })).toEqual([
      "WEBHOOK_SECRET: is required with WEBHOOK_URL",
    ]);
  });

  it("names URLs without their password, query or fragment", () => {
    const secret = `whsec_${Buffer.alloc(32, 1).toString("base64")}`;
    const findings = preflightFindings({
      ...ready,
      SITE_URL: "http://owner:pa55@www.neutra-tech.de/?preview=t0ken",
      WEBHOOK_URL: "http://crm.neutra-tech.de/hook?token=t0ken#frag",
      WEBHOOK_SECRET: secret,
      SMTP_URL: "http://website:pa55@mail.neutra-tech.de",
    });
    expect(findings).toEqual([
      "SMTP_URL: must be an smtp:// or smtps:// URL",
      "SITE_URL must be https: http://www.neutra-tech.de/?…",
      "WEBHOOK_URL must be https: http://crm.neutra-tech.de/hook?…#…",
    ]);
    expect(preflightFindings({ ...ready, SITE_URL: "www.neutra-tech.de?key=t0ken" })).toEqual([
      "SITE_URL is not a URL",
    ]);
  });

  it("refuses an http back office, and one on the public pages' host", () => {
    expect(preflightFindings({ ...ready, ADMIN_URL: "http://admin.neutra-tech.de/?x=1" })).toEqual([
      "ADMIN_URL must be https: http://admin.neutra-tech.de/?…",
    ]);
    const shared =
      "ADMIN_URL: the back office shares the public pages' host, where third-party code runs (Google Analytics, the scheduling embed); give it a host of its own: ADMIN_URL=https://admin.<your domain>";
    for (const adminUrl of [undefined, "https://www.neutra-tech.de", "https://WWW.neutra-tech.de.:8443/admin"]) {
      expect(preflightFindings({ ...ready, ADMIN_URL: adminUrl })).toEqual([shared]);
    }
    expect(preflightFindings({ ...ready, ADMIN_URL: undefined, SITE_META_PIXEL_ID: "100000000000001" })).toEqual([
      shared.replace("Google Analytics", "Google Analytics, the Meta pixel"),
    ]);
    expect(preflightFindings({ ...ready, ADMIN_URL: undefined, SITE_GA_MEASUREMENT_ID: undefined })).toEqual([
      shared.replace("Google Analytics, ", ""),
    ]);
  });

  it("refuses RATE_LIMIT=off: it also lifts the limit on back-office sign-in attempts", () => {
    for (const off of ["off", "false", "0"]) {
      expect(preflightFindings({ ...ready, RATE_LIMIT: off })).toEqual([
        "RATE_LIMIT is off: no limit on leads, consent entries, page views or back-office sign-in attempts",
      ]);
    }
    expect(preflightFindings({ ...ready, RATE_LIMIT: "on" })).toEqual([]);
  });
});
