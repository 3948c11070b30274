/**
 * The admin API is what common/admin-api.ts declares, no more and no less: the client is built
 * from the declarations (admin/lib/api.ts), so a route the server has beyond them, or one it
 * lacks, is a route on one side only.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminEndpoints } from "../../common/admin-api";
import { adminApi } from "../../common/admin/base";
import { cookieHeader, signIn } from "../../tests/support/admin-session";
import { testApp } from "../../tests/support/test-app";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";

let database: TestDatabase;
let app: ReturnType<typeof testApp>;
beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
});
afterAll(() => database.close());

describe(`the admin API and its declarations (${testDatabaseKind})`, () => {
  it("serves every declared endpoint and nothing else under /api/admin", () => {
    const served = new Set(
      app.routes
        .filter((route) => route.path.startsWith(`${adminApi}/`) && route.method !== "ALL")
        .map((route) => `${route.method} ${route.path}`),
    );
    const declared = new Set(Object.values(adminEndpoints).map((e) => `${e.method} ${adminApi}${e.path}`));
    expect([...served].sort()).toEqual([...declared].sort());
  });

  it("gives its OpenAPI document to a signed-in session only, one operation per declaration", async () => {
    expect((await app.request(`${adminApi}/openapi.json`)).status).toBe(401);
    const token = await signIn(app, database, "owner@neutra.test");
    const response = await app.request(`${adminApi}/openapi.json`, { headers: cookieHeader(token) });
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(operations.sort()).toEqual(Object.keys(adminEndpoints).sort());
  });

  it("is called by the back office only through the client built from them", () => {
    const files = readdirSync("admin", { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const calling = files.filter((file) => {
      const source = readFileSync(path.join("admin", file), "utf8");
      return /\bfetch\(|\/api\/admin/.test(source);
    });
    expect(calling).toEqual(["lib/api.ts"]);
  });
});
