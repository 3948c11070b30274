/**
 * Hostile HTTP against the real Node server (in this process): malformed JSON, wrong content
 * types, oversized and chunked bodies beyond the limit, slow-loris headers and bodies (the server's
 * timeouts apply), path traversal on static files (plain and encoded), open redirects, very long
 * URLs and headers, junk that is not HTTP. Always a 4xx (or a closed connection for a client that
 * stalls), never a file from outside the site, and the server stays up and keeps serving others.
 */
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minimalContactLead } from "../../tests/support/payloads";
import { rawRequest } from "../../tests/support/raw-http";
import { makeStaticSite } from "../../tests/support/server-process";
import { postJson, testApp } from "../../tests/support/test-app";
import { openTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { startHttpServer, type StartedHttpServer } from "../http-server";
import { loadStaticSite } from "../static-site";

let database: TestDatabase;
let http: StartedHttpServer;
let staticDir: string;
let port: number;
// Shorter than in production (10 s for headers, 30 s per request), same mechanism.
const timeouts = { headersMs: 1000, requestMs: 2000, keepAliveMs: 1000, checkIntervalMs: 200 };

const lead = JSON.stringify(minimalContactLead);

// Over the network, to the real server.
const server = { request: (path: string, init: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init) };
const post = (body: string, headers?: Record<string, string>) => postJson(server, "/api/leads", body, headers);

async function healthy() {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`);
  return res.status === 200;
}

beforeAll(async () => {
  database = await openTestDatabase();
  staticDir = makeStaticSite();
  const app = testApp(database, {
    site: loadStaticSite(staticDir),
    leadConfig: { minFillMs: 3000 },
    consentEnabled: false,
  });
  http = await startHttpServer({ fetch: app.fetch, port: 0, hostname: "127.0.0.1", timeouts });
  port = http.port;
});

afterAll(async () => {
  await http.close();
  await database.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe("bodies", () => {
  it("malformed JSON: 400; wrong or missing content type: 415", async () => {
    for (const body of ["{", '{"name": }', "\u0000", lead.slice(0, 50), "[1,2", "undefined"]) {
      expect((await post(body)).status).toBe(400);
    }
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/jsonp",
    ]) {
      expect((await post(lead, { "Content-Type": type })).status).toBe(415);
    }
    const none = await rawRequest(port, [
      `POST /api/leads HTTP/1.1\r\nHost: x\r\nSec-Fetch-Site: same-origin\r\nContent-Length: ${lead.length}\r\nConnection: close\r\n\r\n${lead}`,
    ]);
    expect(none.status).toBe(415);
    expect((await post(lead)).status).toBe(201); // and a good one still works
  });

  it("over 32 KB, declared: 413 before the body is read", async () => {
    const res = await rawRequest(port, [
      "POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nSec-Fetch-Site: same-origin\r\n" +
        "Content-Length: 104857600\r\nConnection: close\r\n\r\n",
    ]);
    expect(res.status).toBe(413);
  });

  it("over 32 KB, chunked without a length: 413, even if it would go on for 50 MB", async () => {
    const chunk = "x".repeat(16 * 1024);
    const chunks = Array.from({ length: 3200 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    const res = await rawRequest(port, [
      "POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nSec-Fetch-Site: same-origin\r\n" +
        "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
      ...chunks,
      "0\r\n\r\n",
    ]);
    expect(res.status).toBe(413);
    expect(await healthy()).toBe(true);
  });

  it("a body sent byte by byte (slow loris): cut off at the request timeout, others are served meanwhile", async () => {
    const slow = Array.from({ length: 20 }, () =>
      rawRequest(
        port,
        [
          "POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nSec-Fetch-Site: same-origin\r\n" +
            "Content-Length: 1000\r\n\r\n",
          ...Array.from({ length: 100 }, () => "x"),
        ],
        { delayMs: 100 },
      ),
    );
    const started = performance.now();
    expect(await healthy()).toBe(true);
    expect((await post(lead)).status).toBe(201);
    expect(performance.now() - started).toBeLessThan(1000);
    for (const res of await Promise.all(slow)) {
      expect(res.closed).toBe(true);
      expect([0, 408]).toContain(res.status);
      expect(res.ms).toBeLessThan(timeouts.requestMs + 1500);
    }
  });

  it("headers sent byte by byte: cut off at the headers timeout", async () => {
    const res = await rawRequest(port, ["GET / HTTP/1.1\r\nHost: x\r\n", ..."X-Slow: 1234567890123456789".split("")], {
      delayMs: 150,
    });
    expect(res.closed).toBe(true);
    expect([0, 408]).toContain(res.status);
    expect(res.ms).toBeLessThan(timeouts.headersMs + 1500);
  });
});

describe("static files", () => {
  const traversals = [
    "/../../../../etc/passwd",
    "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
    "/..%2f..%2f..%2fetc%2fpasswd",
    "/%252e%252e/%252e%252e/etc/passwd",
    "/assets/..%5c..%5c..%5cpackage.json",
    "/assets/entry-abc123.js/../../../package.json",
    "/..\\..\\..\\etc\\passwd",
    "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
    "/index.html%00.js",
    "/.vite/manifest.json",
    "/%2evite/manifest.json",
    "/.env",
    "/.git/config",
    "/server/main.ts",
    "/package.json",
    "/node_modules/hono/package.json",
  ];
  it.each(traversals)("GET %s: no file from outside the site", async (path) => {
    const res = await rawRequest(port, [`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`]);
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(500);
    expect(res.body).not.toMatch(/root:|"dependencies"|\[core\]|createApp|"name":/);
  });

  it.each(["//evil.example/", "//evil.example/index.html", "/\\evil.example/", "///evil.example//"])(
    "GET %s: no redirect to another site",
    async (path) => {
      const res = await rawRequest(port, [
        `GET ${path} HTTP/1.1\r\nHost: www.neutra-tech.de\r\nConnection: close\r\n\r\n`,
      ]);
      const location = /^location: (.*)$/im.exec(res.head)?.[1];
      if (location) {
        const target = new URL(location, "https://www.neutra-tech.de/somewhere");
        expect(target.host).toBe("www.neutra-tech.de");
      }
    },
  );
});

describe("request line and headers", () => {
  it("a 20 KB URL: 431 or 414, the server stays up", async () => {
    const res = await rawRequest(port, [`GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`]);
    expect([414, 431]).toContain(res.status);
    expect(await healthy()).toBe(true);
  });

  it("a 20 KB header, and 500 headers of 40 bytes: 431, the server stays up", async () => {
    const big = await rawRequest(port, [
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    ]);
    expect(big.status).toBe(431);
    const many = Array.from({ length: 500 }, (_, i) => `X-H${i}: ${"v".repeat(32)}\r\n`).join("");
    const res = await rawRequest(port, [`GET / HTTP/1.1\r\nHost: x\r\n${many}Connection: close\r\n\r\n`]);
    expect(res.status).toBe(431);
    expect(await healthy()).toBe(true);
  });

  it("junk that is not HTTP, a bad method, a lying Content-Length: 4xx, the server stays up", async () => {
    expect((await rawRequest(port, ["HELLO THERE\r\n\r\n"])).status).toBe(400);
    expect((await rawRequest(port, ["\u0000\u0001\u0002\r\n\r\n"])).status).toBe(400);
    expect((await rawRequest(port, ["GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n"])).status).toBe(400);
    expect(
      (await rawRequest(port, ["GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n"]))
        .status,
    ).toBe(400);
    const trace = await rawRequest(port, ["TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"]);
    expect(trace.status).toBe(405);
    expect(await healthy()).toBe(true);
  });

  it("Node's own answers (400, 408, 431) carry the same security headers as the app's", async () => {
    const expected = (await rawRequest(port, ["GET /api/nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"])).head;
    const securityHeaders = (head: string) =>
      head
        .split("\r\n")
        .filter((line) =>
          /^(content-security-policy|strict-transport|x-|referrer|permissions|cross-origin|origin-agent)/i.test(line),
        )
        .map((line) => line.toLowerCase())
        .sort();
    expect(securityHeaders(expected).length).toBeGreaterThanOrEqual(12);
    const refused = [
      await rawRequest(port, ["HELLO THERE\r\n\r\n"]),
      await rawRequest(port, [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(20_000)}\r\n\r\n`]),
      await rawRequest(port, ["GET / HTTP/1.1\r\nHost: x\r\n"], { timeoutMs: timeouts.headersMs + 3000 }),
    ];
    expect(refused.map((res) => res.status)).toEqual([400, 431, 408]);
    for (const res of refused) expect(securityHeaders(res.head)).toEqual(securityHeaders(expected));
  });

  it("wrong methods on API paths: 405 with Allow; unknown API paths: 404", async () => {
    const call = async (method: string, path: string) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: { "Sec-Fetch-Site": "same-origin" },
      });
      return [res.status, res.headers.get("allow")];
    };
    expect(await call("GET", "/api/leads")).toEqual([405, "POST"]);
    expect(await call("PUT", "/api/send-contact-email")).toEqual([405, "POST"]);
    expect(await call("DELETE", "/api/consent")).toEqual([405, "POST"]);
    expect(await call("POST", "/api/health")).toEqual([405, "GET, HEAD"]);
    expect(await call("GET", "/api/nope")).toEqual([404, null]);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    // Which database the site runs on is for operators (the log), not for the public.
    expect(await health.json()).toEqual({ status: "ok" });
  });
});
