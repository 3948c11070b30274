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
});
