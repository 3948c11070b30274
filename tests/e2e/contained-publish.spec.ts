/**
 * One published edit never takes the site down (docs/decisions/0056), with the real
 * server and its real render worker: a revision that renders today but not after a restart (here:
 * a page-size cap lowered below what the edit made a page weigh) is recorded as failed, the
 * restarted server serves the newest revision that rendered, the back office says why, a publish
 * that would break a page answers 422 naming the page and the key, and the operator's
 * `npm run content -- withdraw KEY` puts the site back on the newest content.
 */
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import de from "../../common/locales/de/admin";
import commonDe from "../../common/locales/de/common";
import { prerenderPaths } from "../../common/config/route-table";
import { runOperator } from "../support/operator-command";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { addVirtualAuthenticator } from "./passkey";
import { expect, test } from "./fixtures";

const siteUrl = `http://localhost:${process.env.E2E_CONTAINED_PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "neutra-contained-e2e-"));
const env = {
  PATH: process.env.PATH!,
  HOME: process.env.HOME!,
  ENV_FILE: "none",
  DATA_DIR: dataDir,
  SITE_URL: siteUrl,
  ADMIN_URL: siteUrl,
  LOG_LEVEL: "warn",
  HOST: "127.0.0.1",
  STATIC_DIR: path.resolve("build/client"),
  RATE_LIMIT: "off",
  CONTENT_POLL_SECONDS: "1",
};
const start = (extra: Record<string, string> = {}) =>
  startServerProcess({ ...env, ...extra }, Number(process.env.E2E_CONTAINED_PORT));
let server: ServerProcess | undefined;

test.afterAll(async () => {
  await server?.stop();
});
test.use({ baseURL: siteUrl });

const about = { de: "text:de:common:footer.about", en: "text:en:common:footer.about" };

/** The page's raw HTML as a visitor's first request gets it. */
const rawHtml = (pathname: string) =>
  fetch(`${siteUrl}${pathname}`, { cache: "no-store", signal: AbortSignal.timeout(10_000) })
    .then((r) => r.text())
    .catch(() => "");

/** Saves each value as a draft (its warnings acknowledged) and publishes them together: status and answer. */
function publish(page: Page, values: Record<string, string>) {
  return page.evaluate(async (values) => {
    const send = (path: string, body: unknown) =>
      fetch(`/api/admin/content/${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    for (const [key, value] of Object.entries(values)) {
      const first = await send("draft", { key, value });
      if (first.status === 409) {
        const { findings } = (await first.json()) as { findings: { code: string }[] };
        await send("draft", { key, value, acknowledged: findings.map((f) => f.code) });
      }
    }
    const answer = await send("publish", { keys: Object.keys(values), otherLanguageConfirmed: true });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  }, values);
}

const status = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch("/api/admin/content/status");
    return (await answer.json()) as { revision: number; failure?: { revision?: number; page?: string; at: string } };
  });

/** The shipped text with sentences added, about a thousand characters: what the rules let an edit add. */
const grown = (text: string, sentence: string) => {
  let value = text;
  while (value.length + sentence.length + 1 <= text.length + 1000) value += ` ${sentence}`;
  return value;
};

test("a publish that breaks a page is refused, and a restart serves the newest revision that rendered", async ({
  page,
  consoleLog,
}, testInfo) => {
  test.setTimeout(300_000);
  const invited = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "server/operator.ts", "admin", "invite", "owner@neutra.test"],
    { env },
  );
  const invitation = invited.stdout.match(/https?:\/\/\S+#signup=[\w-]+/)![0];
  server = await start();
  await addVirtualAuthenticator(page);
  await page.goto(invitation);
  await page.getByLabel(de.passkeyName.label).fill("Testlaptop");
  await page.getByRole("button", { name: de.signUp.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: de.inbox.title })).toBeVisible();

  const good = {
    de: "Neutra Tech berät den Mittelstand bei SAP, Odoo und KI.",
    en: "Neutra Tech advises mid-sized firms on SAP, Odoo and AI.",
  };
  let largest = 0;
  await test.step("a good edit goes live, and the heaviest page is weighed", async () => {
    expect((await publish(page, { [about.de]: good.de, [about.en]: good.en })).status).toBe(200);
    await expect.poll(() => rawHtml("/")).toContain(good.de);
    for (const at of prerenderPaths()) largest = Math.max(largest, Buffer.byteLength(await rawHtml(at)));
  });

  const heavy = {
    de: grown(commonDe.footer.about, "Übergänge prüfen wir gründlich und begleiten Ihre Teams."),
    en: grown("Neutra Tech advises on SAP.", "We plan every cut-over with your teams."),
  };
  await test.step("a heavier edit goes live under the default cap", async () => {
    expect((await publish(page, { [about.de]: heavy.de, [about.en]: heavy.en })).status).toBe(200);
    await expect.poll(() => rawHtml("/")).toContain(heavy.de.slice(-40));
  });

  await test.step("restarted with a cap below it: the last good revision is served, and the back office says why", async () => {
    await server!.stop();
    server = await start({ CONTENT_PAGE_MAX_BYTES: String(largest + 512) });
    const home = await rawHtml("/");
    expect(home).toContain(good.de);
    expect(home).not.toContain(heavy.de.slice(-40));
    const first = await status(page);
    expect(first.failure?.page).toMatch(/^\//);
    expect(first.failure!.revision).toBeGreaterThan(first.revision);
    // Not tried again at every poll (CONTENT_POLL_SECONDS=1): the failure keeps its time.
    await page.waitForTimeout(3000);
    expect((await status(page)).failure?.at).toBe(first.failure!.at);
    await page.goto("/admin");
    await page.getByRole("navigation", { name: de.shell.nav }).getByRole("link", { name: de.shell.content }).click();
    await expect(page.getByRole("alert")).toContainText(first.failure!.page!);
  });

  await test.step("a publish that would break a page answers 422 with the page and the key, and changes nothing", async () => {
    const before = await rawHtml("/");
    const started = Date.now();
    const refused = await publish(page, {
      [about.de]: grown(commonDe.footer.about, "Wir planen jeden Schritt mit Ihnen."),
    });
    testInfo.annotations.push({ type: "refused publish answered in", description: `${Date.now() - started} ms` });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: "render_failed", keys: [about.de] });
    expect(refused.body.page).toMatch(/^\//);
    expect(await rawHtml("/")).toBe(before);
    expect(consoleLog.take(/status of 422/)).toHaveLength(1);
  });

  await test.step("the operator withdraws the key: the newest content renders and the failure is gone", async () => {
    for (const key of [about.de, about.en]) {
      const withdrawn = runOperator(dataDir, "content", "withdraw", key);
      expect(withdrawn.status, withdrawn.stderr).toBe(0);
      expect(withdrawn.stdout).toContain(`Withdrew ${key}`);
    }
    await expect.poll(async () => (await status(page)).failure, { timeout: 60_000 }).toBeUndefined();
    const home = await rawHtml("/");
    expect(home).toContain(commonDe.footer.about);
    expect(home).not.toContain(good.de);
  });
});
