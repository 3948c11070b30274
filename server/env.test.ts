import { describe, expect, it } from "vitest";
import { describeEnvError, parseEnv } from "./env";

describe("environment", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATA_DIR: "./data", LOG_LEVEL: "info" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: " " }).PORT).toBe(3000);
  });

  it("rejects bad values with a message naming the variable", () => {
    let message = "";
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x" });
    } catch (error) {
      message = describeEnvError(error);
    }
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL");
    expect(parseEnv({ DATABASE_URL: "postgres://u:p@db:5432/neutra" }).DATABASE_URL).toContain("db:5432");
  });

  it("TRUST_PROXY: off by default, on means loopback, or a list of addresses and ranges", () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: "on" }).TRUST_PROXY).toEqual(["127.0.0.0/8", "::1/128"]);
    expect(parseEnv({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,fd00::/8" }).TRUST_PROXY).toEqual([
      "127.0.0.1/32",
      "10.0.0.0/8",
      "fd00::/8",
    ]);
    for (const bad of ["yes", "10.0.0.0/33", "10.0.0.0/", "proxy.example", "::1/129"]) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY|not an IP/);
    }
  });

  it("WEBHOOK_URL and WEBHOOK_SECRET: both or neither, a whsec_ secret of 24 to 64 bytes", () => {
    const secret = (bytes: number) => `whsec_${Buffer.alloc(bytes, 7).toString("base64")}`;
    const problems = (source: Record<string, string>) => {
      try {
        parseEnv(source);
        return "";
      } catch (error) {
        return describeEnvError(error);
      }
    };
    const url = "https://crm.neutra-tech.de/hooks/leads";
    expect(parseEnv({ WEBHOOK_URL: url, WEBHOOK_SECRET: secret(32) })).toMatchObject({ WEBHOOK_URL: url });
    expect(parseEnv({ WEBHOOK_URL: url, WEBHOOK_SECRET: secret(24) }).WEBHOOK_SECRET).toBe(secret(24));
    expect(parseEnv({ WEBHOOK_URL: url, WEBHOOK_SECRET: secret(64) }).WEBHOOK_SECRET).toBe(secret(64));
    expect(problems({ WEBHOOK_URL: url })).toMatch(/WEBHOOK_SECRET: is required with WEBHOOK_URL/);
    expect(problems({ WEBHOOK_SECRET: secret(32) })).toMatch(/WEBHOOK_URL: is required with WEBHOOK_SECRET/);
    expect(problems({ WEBHOOK_URL: url, WEBHOOK_SECRET: secret(23) })).toMatch(/WEBHOOK_SECRET: .*24 to 64 bytes/);
    expect(problems({ WEBHOOK_URL: url, WEBHOOK_SECRET: secret(65) })).toMatch(/WEBHOOK_SECRET: .*24 to 64 bytes/);
    expect(problems({ WEBHOOK_URL: url, WEBHOOK_SECRET: Buffer.alloc(32).toString("base64") })).toMatch(
      /WEBHOOK_SECRET: must be whsec_/,
    );
    expect(problems({ WEBHOOK_URL: "ftp://crm.example/x", WEBHOOK_SECRET: secret(32) })).toMatch(/WEBHOOK_URL: /);
    expect(parseEnv({}).WEBHOOK_URL).toBeUndefined();
  });
});
