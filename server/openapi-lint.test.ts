/**
 * Both OpenAPI documents, the public API's and the back office's, pass Redocly CLI's
 * `recommended` rules without an error or a warning, so an integrator can generate a client from
 * them. The documents are TypeScript modules, so the lint runs here rather than as a step of
 * scripts/test.mjs: vitest already loads them (docs/decisions/0036).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { adminOpenApiDocument } from "./admin/openapi";
import { openApiDocument } from "./openapi";

const dir = mkdtempSync(path.join(tmpdir(), "openapi-lint-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const redocly = path.resolve("node_modules/.bin/redocly");

/** Redocly's findings for a document, one line each ("" when none). */
async function lint(name: string, document: unknown): Promise<string[]> {
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(document));
  const { stdout } = await promisify(execFile)(
    redocly,
    ["lint", file, "--extends=recommended", "--format=json", "--max-problems=100"],
    { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } },
  ).catch((error: { stdout: string }) => error);
  const report = JSON.parse(stdout) as {
    problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
  };
  return report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
}

describe("the OpenAPI documents under Redocly's recommended rules", () => {
  it("the public API's has no error and no warning", async () => {
    expect(await lint("public", openApiDocument)).toEqual([]);
  });

  it("the back office's has no error and no warning", async () => {
    expect(await lint("admin", adminOpenApiDocument)).toEqual([]);
  });
});
