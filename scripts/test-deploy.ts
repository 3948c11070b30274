/**
 * npm run test:deploy (part of npm test under CI=true): the production topology of deploy/, on
 * this machine. A throwaway PostgreSQL, two app processes with DATABASE_URL, TRUST_PROXY=on and
 * the back office on a host of its own (ADMIN_URL), and Debian's nginx in front with the
 * repository's files: the site's server with neutra-locations.conf, the back office's with
 * neutra-proxy.conf, and neutra.conf's real_ip block trusting 127.0.0.1 as the edge (a CDN or
 * load balancer). Through nginx it proves:
 * - nginx accepts the whole of neutra.conf (`nginx -t`, with a throwaway certificate);
 * - every page answers 200 with the same body and security headers as the app serves, assets
 *   come from disk with the app's headers, unknown paths 404, /api/health 200;
 * - the back office's pages, assets and API answer on its host only, the site's host answers
 *   404 for them (a forged X-Forwarded-Host does not help), and its host serves nothing of the site;
 * - a price published through one app process is served by the other within 10 seconds (it polls
 *   the content's revision every CONTENT_POLL_SECONDS), in both languages, and then through nginx;
 * - an insight scheduled for a minute goes live then in both processes, exactly once, and is in
 *   both processes' feed;
 * - 200 leads, each from its own client address, are each stored once and mailed once;
 * - the rate limit counts the client address nginx forwards; a forged X-Forwarded-For does not help;
 * - behind the trusted edge each visitor has a limit of its own, and only the edge is believed;
 * - SIGKILL on one app process mid-load loses no accepted lead, and nginx serves on;
 * - the systemd unit passes `systemd-analyze verify`.
 * Prints its figures; exits 1 on the first broken promise.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { notFoundPaths, pagePaths } from "../common/config/route-table";
import { hashToken, newToken } from "../server/services/tokens";
import { securityHeaders } from "../server/security-headers";
import { berlinMinute } from "../common/collections/schedule";
import { fictionalInsight, fictionalMember } from "../tests/fixtures/collections";
import { describedImage, phonePhoto } from "../tests/support/images";
import { contactLead } from "../tests/support/payloads";
import { httpRequest, postFrom, type HttpAnswer } from "../tests/support/http-client";
import { SmtpSink } from "../tests/support/smtp-sink";
import { freePort } from "./lib/local";
import { deployNginxFiles, ensureNginx, startNginx } from "./lib/nginx";
import { startThrowawayPostgres } from "./lib/postgres.mjs";
import { e2eEnvFile, ensureBuild, root, say } from "./lib/prepare.mjs";
import { startServer } from "./lib/serve-for-measurement";

const clientDir = path.join(root, "build/client");
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

/** Runs `jobs` with at most `width` at once. */
async function pool<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]!();
      }
    }),
  );
  return results;
}

const lead = (company: string) => JSON.stringify({ ...contactLead, company, elapsedMs: 12_000 });

/** Headers a proxy or a file server may word differently; everything else must be equal. */
const transportHeaders = new Set([
  "date",
  "connection",
  "keep-alive",
  "server",
  "etag",
  "last-modified",
  "accept-ranges",
  "content-length",
  "transfer-encoding",
  "content-encoding",
]);
const headersOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !transportHeaders.has(name)).sort());
const answerHeadersOf = (answer: HttpAnswer) =>
  Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name]) => !transportHeaders.has(name))
      .sort(),
  );

const siteHost = "www.neutra-tech.test";
const adminHost = "admin.neutra-tech.test";
/** The trusted edge of neutra.conf's real_ip block, here: a CDN in front of nginx. */
const edge = "127.0.0.1";

/** neutra.conf's real_ip block, uncommented, trusting `range` as the edge. */
function realIpBlock(conf: string, range: string): string {
  const lines = [...conf.matchAll(/^# *((?:set_real_ip_from|real_ip_header|real_ip_recursive) [^;]+;)/gm)].map((m) =>
    m[1]!.replace(/^set_real_ip_from \S+;/, `set_real_ip_from ${range};`),
  );
  assert.equal(lines.length, 3, "neutra.conf has the commented real_ip block");
  return lines.map((line) => `  ${line}`).join("\n");
}

ensureBuild({ envFile: e2eEnvFile });
const nginxBinary = ensureNginx();
say("test:deploy: starting PostgreSQL, an SMTP sink, two app processes and nginx...");
const postgres = startThrowawayPostgres();
const sink = new SmtpSink();
const smtpUrl = await sink.start();
const appEnv = {
  SITE_URL: `https://${siteHost}`,
  ADMIN_URL: `https://${adminHost}`,
  DATABASE_URL: postgres.url,
  TRUST_PROXY: "on",
  SMTP_URL: smtpUrl,
  CONTACT_TO: "leads@neutra.test",
  // As preflight asks of every process on one database: the same secrets, so the rate limits'
  // keyed counters, erasures and mailed links are the same in both.
  ERASURE_SECRET: randomBytes(32).toString("base64"),
  ADMIN_LINK_SECRET: randomBytes(32).toString("base64"),
  ENV_FILE: "none",
  LOG_LEVEL: "error",
};
const apps = [await startServer(appEnv), await startServer(appEnv)];
const nginxPort = await freePort();
const deployDir = deployNginxFiles();
const neutraConf = readFileSync(path.join(deployDir, "neutra.conf"), "utf8");
// The site's server first: a request for any other name (127.0.0.1) lands there, as on the real host.
const nginx = await startNginx(
  nginxBinary,
  nginxPort,
  `${realIpBlock(neutraConf, edge)}
  upstream neutra_app {
    server 127.0.0.1:${apps[0]!.port} max_fails=1 fail_timeout=5s;
    server 127.0.0.1:${apps[1]!.port} max_fails=1 fail_timeout=5s;
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${nginxPort};
    server_name ${siteHost};
    root ${clientDir};
    include ${path.join(deployDir, "neutra-locations.conf")};
  }
  server {
    listen 127.0.0.1:${nginxPort};
    server_name ${adminHost};
    include ${path.join(deployDir, "neutra-admin-locations.conf")};
  }`,
);
const db = new pg.Client({ connectionString: postgres.url });
await db.connect();
const figures: string[] = [];

try {
  // ---- the whole of neutra.conf, as an operator installs it ---------------------------------
  const confDir = mkdtempSync(path.join(tmpdir(), "neutra-conf-"));
  const openssl = spawnSync("openssl", [
    ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "1"],
    ...[
      "-subj",
      `/CN=${siteHost}`,
      "-keyout",
      path.join(confDir, "privkey.pem"),
      "-out",
      path.join(confDir, "fullchain.pem"),
    ],
  ]);
  assert.equal(openssl.status, 0, "a throwaway certificate");
  writeFileSync(
    path.join(confDir, "neutra.conf"),
    neutraConf.replaceAll("/etc/letsencrypt/live/www.neutra-tech.de", confDir),
  );
  writeFileSync(
    path.join(confDir, "nginx.conf"),
    `error_log ${confDir}/error.log; pid ${confDir}/nginx.pid; events {}
http { include /etc/nginx/mime.types; include ${confDir}/neutra.conf; }\n`,
  );
  const syntax = spawnSync(nginxBinary, ["-p", confDir, "-c", path.join(confDir, "nginx.conf"), "-t"], {
    encoding: "utf8",
  });
  rmSync(confDir, { recursive: true, force: true });
  assert.equal(syntax.status, 0, `nginx -t on neutra.conf:\n${syntax.stderr}`);
  figures.push("neutra.conf: nginx -t accepts it, both hosts included");

  // ---- pages, assets, 404, health -------------------------------------------------------
  const direct = apps[0]!.baseUrl;
  const assetFiles = readdirSync(path.join(clientDir, "assets"));
  const assets = [
    ...assetFiles.filter((f) => /\.(js|css)$/.test(f)).slice(0, 12),
    ...assetFiles.filter((f) => f.endsWith(".woff2")),
  ].map((f) => `/assets/${f}`);
  const paths = [...pagePaths(), "/favicon.ico", "/site.webmanifest", "/.well-known/security.txt", "/sitemap.xml"];
  for (const target of [...paths, ...assets]) {
    const [viaNginx, fromApp] = await Promise.all([fetch(`${nginx.baseUrl}${target}`), fetch(`${direct}${target}`)]);
    assert.equal(viaNginx.status, 200, `${target} through nginx`);
    assert.deepEqual(headersOf(viaNginx), headersOf(fromApp), `${target}: headers through nginx`);
    assert.ok(
      Buffer.from(await viaNginx.arrayBuffer()).equals(Buffer.from(await fromApp.arrayBuffer())),
      `${target}: body`,
    );
  }
  const gzipped = await fetch(`${nginx.baseUrl}${assets[0]}`, { headers: { "Accept-Encoding": "gzip" } });
  assert.equal(gzipped.headers.get("content-encoding"), "gzip", "assets: the precompressed file");
  for (const target of ["/gibt-es-nicht", "/assets/missing.js", "/%09/evil.example/"]) {
    const res = await fetch(`${nginx.baseUrl}${target}`);
    assert.equal(res.status, 404, target);
    for (const name of Object.keys(securityHeaders)) assert.ok(res.headers.has(name), `${target}: ${name}`);
  }
  assert.ok((await (await fetch(`${nginx.baseUrl}/gibt-es-nicht`)).text()).includes("<h1"), "the 404 page");
  assert.equal(notFoundPaths.de, "/404");
  assert.equal((await fetch(`${nginx.baseUrl}/api/health`)).status, 200);
  figures.push(`pages and files: ${paths.length + assets.length} paths equal through nginx and from the app`);

  // ---- the back office: on its own host only ---------------------------------------------
  // The shell and its assets are the app's to serve (nginx's /assets/ is the site's).
  const adminAssets = readdirSync(path.join(clientDir, "../admin/assets"))
    .filter((f) => !/\.(br|gz)$/.test(f))
    .map((f) => `/admin/assets/${f}`);
  const on = (host: string, target: string, init: Parameters<typeof httpRequest>[1] = {}, base = nginx.baseUrl) =>
    httpRequest(`${base}${target}`, { ...init, headers: { Host: host, ...init.headers } });
  const adminPages = ["/admin", "/en/admin/statistics", ...adminAssets];
  for (const target of adminPages) {
    const [viaNginx, fromApp] = await Promise.all([on(adminHost, target), on(adminHost, target, {}, direct)]);
    assert.equal(viaNginx.status, 200, `${target} on the back office's host`);
    assert.deepEqual(
      answerHeadersOf(viaNginx),
      answerHeadersOf(fromApp),
      `${target}: headers on the back office's host`,
    );
    assert.ok(viaNginx.body.equals(fromApp.body), `${target}: body on the back office's host`);
  }
  const json = { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" };
  const adminApi: { target: string; init: { method?: string; headers?: Record<string, string>; body?: string } }[] = [
    { target: "/api/admin/auth/session", init: {} },
    { target: "/api/admin/leads", init: {} },
    { target: "/api/admin/auth/passkey/options", init: { method: "POST", headers: json, body: "{}" } },
    {
      target: "/api/admin/auth/link",
      init: { method: "POST", headers: json, body: '{"email":"nobody@neutra.test","lang":"de"}' },
    },
  ];
  const own = await Promise.all(adminApi.map(({ target, init }) => on(adminHost, target, init)));
  assert.deepEqual(
    own.map((a) => a.status),
    [401, 401, 200, 202],
    "the admin API on its host",
  );
  assert.equal((JSON.parse(own[2]!.body.toString()) as { options: { rpId: string } }).options.rpId, adminHost);
  // An image upload passes nginx up to the app's own limit (the app refuses it here: no session);
  // any other body stops at nginx's 1 MB.
  const twoMb = "x".repeat(2 * 1024 * 1024);
  const bigPost = (target: string, type: string) =>
    on(adminHost, target, {
      method: "POST",
      headers: { "Content-Type": type, "Sec-Fetch-Site": "same-origin", "Content-Length": twoMb.length },
      body: twoMb,
    });
  assert.equal((await bigPost("/api/admin/media", "image/jpeg")).status, 401, "a 2 MB upload reaches the app");
  assert.equal((await bigPost("/api/admin/leads/search", "application/json")).status, 413, "a 2 MB body elsewhere");
  const unknownPage = await on(siteHost, "/gibt-es-nicht");
  const elsewhere = [];
  for (const host of [siteHost, "127.0.0.1"]) {
    for (const forged of [{}, { "X-Forwarded-Host": adminHost }] as Record<string, string>[]) {
      for (const target of ["/admin", "/admin/leads/1", adminAssets[0]!]) {
        const answer = await on(host, target, { headers: forged });
        assert.equal(answer.status, 404, `${target} on ${host} ${JSON.stringify(forged)}`);
        assert.ok(answer.body.equals(unknownPage.body), `${target} on ${host}: the site's 404 page`);
        elsewhere.push(target);
      }
      for (const { target, init } of adminApi) {
        const answer = await on(host, target, { ...init, headers: { ...init.headers, ...forged } });
        assert.deepEqual(
          [answer.status, answer.body.toString()],
          [404, '{"error":"not_found"}'],
          `${target} on ${host}`,
        );
        elsewhere.push(target);
      }
    }
  }
  const start = await on(adminHost, "/");
  assert.deepEqual([start.status, start.headers.location], [302, "/admin"], "/ on the back office's host");
  for (const target of ["/impressum", "/en", assets[0]!, "/api/health", "/sitemap.xml"]) {
    assert.equal((await on(adminHost, target)).status, 404, `${target} on the back office's host: nothing of the site`);
  }
  figures.push(
    `back office: ${adminPages.length + adminApi.length} paths answer on its host, ${elsewhere.length} requests for them on the site's host (also with X-Forwarded-Host) are 404, and its host serves nothing of the site`,
  );

  // ---- a publish through one process is served by the other within 10 seconds --------------
  // An owner's session, as a sign-in leaves it (only the token's hash is stored).
  const sessionToken = newToken();
  const { rows: owners } = await db.query<{ id: string }>(
    "insert into admin_users (email, webauthn_user_id) values ('deploy-owner@neutra.test', $1) returning id",
    [newToken()],
  );
  await db.query(
    "insert into admin_sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 hour')",
    [hashToken(sessionToken), owners[0]!.id],
  );
  const asOwner = { ...json, Cookie: `__Host-neutra_admin=${sessionToken}` };
  const contentApi = (target: string, body: unknown) =>
    on(
      adminHost,
      `/api/admin/content${target}`,
      { method: "POST", headers: asOwner, body: JSON.stringify(body) },
      direct,
    );
  const price = "fact:figures:amsMonthlyFromEur";
  const shown = [
    { target: "/sap-services", text: "2.700" },
    { target: "/en/sap-services", text: "2,700" },
  ];
  for (const { target, text } of shown) {
    assert.ok(
      !(await (await fetch(`${apps[1]!.baseUrl}${target}`)).text()).includes(text),
      `${target}: not yet ${text}`,
    );
  }
  const draft = await contentApi("/draft", { key: price, value: 2700 });
  assert.equal(draft.status, 200, `the draft through process A: ${draft.body.toString()}`);
  const publishedAt = Date.now();
  const published = await contentApi("/publish", { keys: [price] });
  assert.equal(published.status, 200, `the publish through process A: ${published.body.toString()}`);
  const liveWithin = 10_000;
  const servedAfter: string[] = [];
  for (const { target, text } of shown) {
    // Process B directly, not through nginx (which might ask A).
    while (!(await (await fetch(`${apps[1]!.baseUrl}${target}`)).text()).includes(text)) {
      assert.ok(Date.now() - publishedAt < liveWithin, `${target} on process B shows ${text} within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    servedAfter.push(`${target} after ${((Date.now() - publishedAt) / 1000).toFixed(1)} s`);
  }
  for (const { target, text } of shown) {
    for (const app of apps) {
      assert.ok((await (await fetch(`${app.baseUrl}${target}`)).text()).includes(text), `${target}: ${text} on both`);
    }
    // nginx alternates between the two: every answer shows it.
    for (let i = 0; i < 4; i++) {
      const page = await fetch(`${nginx.baseUrl}${target}`);
      assert.equal(page.status, 200, `${target} through nginx`);
      assert.ok((await page.text()).includes(text), `${target} through nginx shows ${text}`);
    }
  }
  figures.push(
    `publish through process A, served by process B (CONTENT_POLL_SECONDS default): ${servedAfter.join(", ")}; then through nginx`,
  );

  // ---- a scheduled insight goes live at its minute in both processes, exactly once ----------
  const adminApiCall = async (method: string, target: string, body?: unknown, headers: Record<string, string> = {}) => {
    const answer = await on(
      adminHost,
      `/api/admin${target}`,
      {
        method,
        headers: { ...asOwner, ...headers },
        ...(body !== undefined && { body: Buffer.isBuffer(body) ? body : JSON.stringify(body) }),
      },
      direct,
    );
    return {
      status: answer.status,
      body: answer.body.length ? (JSON.parse(answer.body.toString()) as { id: string }) : undefined,
      text: answer.body.toString(),
    };
  };
  const expectStatus = async (call: ReturnType<typeof adminApiCall>, status: number, what: string) => {
    const answer = await call;
    assert.equal(answer.status, status, `${what}: ${answer.text}`);
    return answer.body!;
  };
  const photo = await expectStatus(
    adminApiCall("POST", "/media", await phonePhoto(1200, 800), {
      "Content-Type": "image/jpeg",
      "X-File-Name": "deploy.jpg",
    }),
    201,
    "an image uploaded",
  );
  await expectStatus(adminApiCall("PATCH", `/media/${photo.id}`, describedImage()), 200, "the image described");
  const author = await expectStatus(
    adminApiCall("POST", "/collections/team", { data: fictionalMember(photo.id) }),
    201,
    "an author created",
  );
  await expectStatus(
    adminApiCall("POST", `/collections/team/${author.id}/de/publish`, {}),
    200,
    "the author published",
  );
  const insight = await expectStatus(
    adminApiCall("POST", "/collections/insights", { data: fictionalInsight(photo.id, author.id) }),
    201,
    "an insight drafted",
  );
  const insightPath = `/insights/${(insight as unknown as { versions: { de: { draft: { slug: string } } } }).versions.de.draft.slug}`;
  await expectStatus(
    adminApiCall("POST", `/collections/insights/${insight.id}/de/schedule`, {
      at: berlinMinute(new Date(Date.now() + 2 * 60_000)),
    }),
    200,
    "the insight scheduled",
  );
  for (const app of apps) {
    assert.equal((await fetch(`${app.baseUrl}${insightPath}`)).status, 404, `${insightPath}: not before its minute`);
  }
  // The minute brought forward in the database, so the test need not wait for the clock: the
  // processes' schedulers (every 15 s) and their polls do the rest.
  await db.query("update collection_versions set publish_at = now() + interval '1 second' where entry_id = $1", [
    insight.id,
  ]);
  const dueAt = Date.now() + 1000;
  const liveAfter: string[] = [];
  for (const [i, app] of apps.entries()) {
    while ((await fetch(`${app.baseUrl}${insightPath}`)).status !== 200) {
      assert.ok(Date.now() - dueAt < 15_000 + liveWithin, `${insightPath} on process ${"AB"[i]} within its minute`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    liveAfter.push(`process ${"AB"[i]} after ${((Date.now() - dueAt) / 1000).toFixed(1)} s`);
  }
  const { rows: publishes } = await db.query<{ n: string }>(
    "select count(*) as n from collection_history where entry_id = $1 and action = 'published'",
    [insight.id],
  );
  assert.equal(Number(publishes[0]!.n), 1, "the scheduled insight went live exactly once");
  // The feeds are written just after the pages are swapped in: each lists it moments later.
  for (const [i, app] of apps.entries()) {
    while (!(await (await fetch(`${app.baseUrl}/insights/feed.xml`)).text()).includes(insightPath)) {
      assert.ok(Date.now() - dueAt < 15_000 + liveWithin, `the feed of process ${"AB"[i]} lists it`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  figures.push(`a scheduled insight went live once, at its minute: ${liveAfter.join(", ")}`);

  // ---- 200 leads, each from its own address: stored once, mailed once ----------------------
  const leadUrl = `${nginx.baseUrl}/api/leads`;
  const t0 = Date.now();
  const answers = await pool(
    Array.from(
      { length: 200 },
      (_, i) => () => postFrom(`127.1.${i >> 8}.${(i & 255) + 1}`, leadUrl, lead(`Deploy ${i}`)),
    ),
    20,
  );
  const accepting = (Date.now() - t0) / 1000;
  assert.deepEqual(
    answers.map((a) => a.status),
    Array(200).fill(201),
    "200 leads through nginx",
  );
  const stored = await db.query<{ company: string; n: string }>(
    "select company, count(*) as n from leads where company like 'Deploy %' group by company",
  );
  assert.equal(stored.rows.length, 200, "200 distinct leads stored");
  assert.ok(
    stored.rows.every((row) => row.n === "1"),
    "each lead stored once",
  );
  const mailDeadline = Date.now() + 60_000;
  while (sink.received.length < 200 && Date.now() < mailDeadline) await new Promise((r) => setTimeout(r, 200));
  const mailed = (i: number) =>
    sink.received.filter((m) => m.raw.includes(`Deploy ${i}\r`) || m.raw.includes(`Deploy ${i}\n`)).length;
  assert.equal(sink.received.length, 200, "200 mails");
  assert.deepEqual(sink.duplicates(), [], "no mail twice");
  for (let i = 0; i < 200; i++) assert.equal(mailed(i), 1, `lead ${i} mailed once`);
  figures.push(
    `200 leads: ${(200 / accepting).toFixed(0)} leads/s accepted through nginx (20 at once), all 200 stored once and mailed once after ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );

  // ---- the rate limit counts the address nginx forwards ----------------------------------
  const limited = [];
  for (let i = 0; i < 7; i++) {
    limited.push(
      (await postFrom("127.2.0.1", leadUrl, lead("Limit"), { "X-Forwarded-For": `198.51.100.${i}` })).status,
    );
  }
  assert.deepEqual(limited, [201, 201, 201, 201, 201, 429, 429], "one client, forged X-Forwarded-For");
  assert.equal((await postFrom("127.2.0.2", leadUrl, lead("Limit"))).status, 201, "another client is served");
  figures.push("rate limit: the 6th lead of one client address is 429, whatever X-Forwarded-For it sends");

  // ---- behind a trusted edge: each visitor has a limit of its own -------------------------
  // The edge (127.0.0.1, trusted by the real_ip block) appends the visitor it saw to whatever
  // X-Forwarded-For the visitor sent; two visitors alternate through it.
  const visitors = ["198.51.100.10", "198.51.100.11"];
  const throughEdge: Record<string, number[]> = Object.fromEntries(visitors.map((v) => [v, []]));
  for (let i = 0; i < 6; i++) {
    for (const visitor of visitors) {
      const forwarded = { "X-Forwarded-For": `203.0.113.${i}, ${visitor}` };
      throughEdge[visitor]!.push((await postFrom(edge, leadUrl, lead("Edge"), forwarded)).status);
    }
  }
  const ownLimit = [201, 201, 201, 201, 201, 429];
  assert.deepEqual(throughEdge, Object.fromEntries(visitors.map((v) => [v, ownLimit])), "each visitor its own limit");
  // A client that is not the edge names an exhausted visitor: not believed, it is counted as itself.
  const bypass = await postFrom("127.4.0.1", leadUrl, lead("Edge"), { "X-Forwarded-For": visitors[0]! });
  assert.equal(bypass.status, 201, "X-Forwarded-For from a client that is not the edge");
  figures.push(
    "trusted edge (real_ip): two visitors through it each get 5 leads and then 429; the same header from elsewhere is not believed",
  );

  // ---- SIGKILL one app mid-load ----------------------------------------------------------
  const total = 150;
  let sent = 0;
  const killAt = 50;
  const killed = pool(
    Array.from({ length: total }, (_, i) => async () => {
      if (++sent === killAt) apps[0]!.kill();
      try {
        return await postFrom(`127.3.${i >> 8}.${(i & 255) + 1}`, leadUrl, lead(`Crash ${i}`));
      } catch {
        return { status: 0, body: "" };
      }
    }),
    10,
  );
  const results = await killed;
  const accepted = results.filter((r) => r.status === 201).map((r) => (JSON.parse(r.body) as { id: string }).id);
  const found = await db.query<{ id: string }>("select id from leads where id = any($1::uuid[])", [accepted]);
  assert.equal(found.rows.length, accepted.length, "every accepted lead is stored");
  const other = results.filter((r) => r.status !== 201).map((r) => r.status);
  assert.ok(accepted.length >= total - 10, `most leads accepted through the kill (${accepted.length} of ${total})`);
  const afterKill = await Promise.all(["/", "/en/odoo-ams", "/api/health"].map((p) => fetch(`${nginx.baseUrl}${p}`)));
  assert.deepEqual(
    afterKill.map((r) => r.status),
    [200, 200, 200],
    "nginx serves on through the other process",
  );
  figures.push(
    `SIGKILL after ${killAt} of ${total} leads: ${accepted.length} accepted, all stored; other answers ${JSON.stringify(other)}; pages and health 200 afterwards`,
  );

  // ---- the systemd unit -------------------------------------------------------------------
  const analyze = spawnSync("systemd-analyze", ["--version"]);
  if (analyze.status === 0) {
    const unit = path.join(tmpdir(), "neutra@3001.service");
    writeFileSync(
      unit,
      readFileSync(path.join(root, "deploy/systemd/neutra@.service"), "utf8").replaceAll("/srv/neutra", root),
    );
    const verify = spawnSync("systemd-analyze", ["verify", unit], { encoding: "utf8" });
    const problems = `${verify.stdout}${verify.stderr}`.split("\n").filter((l) => l.includes("neutra@"));
    assert.deepEqual(problems, [], "systemd-analyze verify");
    figures.push("systemd unit: systemd-analyze verify finds nothing");
  } else {
    figures.push("systemd unit: not verified (no systemd-analyze here)");
  }
} finally {
  await db.end();
  nginx.stop();
  rmSync(deployDir, { recursive: true, force: true });
  await Promise.all(apps.map((app) => app.stop().catch(() => {})));
  sink.stop();
  postgres.stop();
}
for (const line of figures) say(`test:deploy: ${line}`);
say(`test:deploy: passed in ${seconds()} s`);
process.exit(0);
