import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SiteContent } from "../../common/content/overlay";
import { signedInTestApp } from "../../tests/support/admin-session";
import { postJson, testApp } from "../../tests/support/test-app";
import { testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { staticFile, type StaticFile } from "../static-site";
import type { Renderer } from "./live-site";
import { createPreview } from "./preview";

/**
 * The worker needs a build, which the unit phase runs before: the renderer here writes a page as
 * the worker does (scripts, the content JSON, the stylesheet switched off) with the hero title the
 * content gives; tests/e2e/content-preview.spec.ts covers the real render.
 */
const shippedTitle = "SAP-Services, wie geliefert";
const heroTitle = "text:de:sap-solutions:hero.title";
const jobs: { paths?: string[]; content: SiteContent }[] = [];
let gate: Promise<void> | undefined;
let failing = false;
const renderer: Renderer = async ({ paths, content }) => {
  jobs.push({ paths, content });
  await gate;
  if (failing) throw new Error("the build is gone");
  const title = content.texts?.de?.["sap-solutions"]?.["hero.title"] ?? shippedTitle;
  const page =
    `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"/><link rel="modulepreload" href="/assets/entry.js"/>` +
    `<style>h1{color:red}</style><link rel="stylesheet" href="/assets/root.css" media="not all" disabled=""/>` +
    `<script type="module" async="">import("/assets/entry.js")</script>` +
    `<script type="application/ld+json">{"@type":"Organization"}</script></head>` +
    `<body><h1>${title}</h1><img src="/images/hero.avif" alt=""/><script>window.__reactRouterContext={}</script>` +
    `<SCRIPT src="/assets/late.js"></SCRIPT></body></html>`;
  const file = { file: `${paths![0]}/index.html`, body: Buffer.from(page) };
  return { files: [file], cssCache: {}, final: Promise.resolve([file]) };
};

const publicPage = "<html><body><h1>Öffentlich</h1></body></html>";
const site = new Map<string, StaticFile>([
  ["/sap-services", staticFile("/sap-services/index.html", { body: Buffer.from(publicPage) })],
]);

let database: TestDatabase;
let app: ReturnType<typeof testApp>;
let owner: Record<string, string>;
let editor: Record<string, string>;
beforeAll(async () => {
  const preview = createPreview({ buildDir: "/nonexistent-build", siteUrl: "https://www.neutra-tech.test", renderer });
  const live = { refresh: async () => {}, trial: async () => undefined, revision: () => 0, failure: () => undefined };
  ({ database, app, owner, editor } = await signedInTestApp((db) =>
    testApp(db, { site, admin: { content: { live, preview } } }),
  ));
});
afterAll(() => database.close());

const preview = (path: string, as: Record<string, string> = owner) =>
  app.request(`/api/admin/content/preview?path=${encodeURIComponent(path)}`, { headers: as });
const post = (path: string, body: unknown) => postJson(app, `/api/admin/content${path}`, body, owner);
const pageTitle = async (response: Response) => /<h1>([^<]*)<\/h1>/.exec(await response.text())?.[1];

describe(`the back office's preview of a page with the drafts (${testDatabaseKind})`, () => {
  it("answers owners and editors, nobody without a session", async () => {
    expect((await preview("/sap-services", {})).status).toBe(401);
    expect((await preview("/sap-services", editor)).status).toBe(200);
    expect((await preview("/en/sap-services")).status).toBe(200);
  });

  it("renders only a page the site prerenders: any other path is 404 without a render", async () => {
    const before = jobs.length;
    for (const path of ["/nowhere", "/sap-services/", "/admin", "/api/health", "../etc/passwd", ""]) {
      expect((await preview(path)).status).toBe(404);
    }
    expect(jobs.length).toBe(before);
  });

  it("has a policy of its own: no script at all, the site's assets, framed by the back office only, never stored", async () => {
    const response = await preview("/sap-services");
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; script-src 'none'; style-src 'unsafe-inline' https://www.neutra-tech.test; " +
        "img-src https://www.neutra-tech.test data:; font-src https://www.neutra-tech.test data:; " +
        "base-uri https://www.neutra-tech.test; form-action 'none'; frame-ancestors 'self'",
    );
    expect(response.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  });

  it("carries no script that could run; its assets load from the public origin with the stylesheet on", async () => {
    const html = await (await preview("/sap-services")).text();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<head><base href="https://www.neutra-tech.test/">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<style>h1{color:red}</style>");
  });

  it("shows the drafts over the published content, while the public page stays as it is", async () => {
    expect(await pageTitle(await preview("/sap-services"))).toBe(shippedTitle);

    await post("/draft", { key: heroTitle, value: "Veröffentlichter Titel" });
    await post("/publish", { keys: [heroTitle], otherLanguageConfirmed: true });
    expect(await pageTitle(await preview("/sap-services"))).toBe("Veröffentlichter Titel");

    expect((await post("/draft", { key: heroTitle, value: "Entwurf des Titels" })).status).toBe(200);
    expect(await pageTitle(await preview("/sap-services"))).toBe("Entwurf des Titels");
    expect(jobs.at(-1)!.paths).toEqual(["/sap-services"]);

    // A draft back to the shipped value hides the published one.
    await post("/draft", { key: heroTitle, value: null });
    expect(await pageTitle(await preview("/sap-services"))).toBe(shippedTitle);

    const visitor = await app.request("/sap-services");
    expect(await visitor.text()).toBe(publicPage);
    await post("/draft/discard", { key: heroTitle });
  });

  it("renders one preview at a time: the same page shares the render, another one waits its turn (429)", async () => {
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const before = jobs.length;
    const first = preview("/impressum");
    const second = preview("/impressum");
    await expect.poll(() => jobs.length).toBe(before + 1);
    const other = await preview("/en/impressum");
    expect(other.status).toBe(429);
    expect(other.headers.get("Retry-After")).toBe("5");
    expect(await other.json()).toEqual({ error: "preview_busy" });
    open();
    gate = undefined;
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
    expect(jobs.length).toBe(before + 1);
    expect((await preview("/en/impressum")).status).toBe(200);
  });

  it("answers 503 when the render fails, and renders again on the next request", async () => {
    await post("/draft", { key: heroTitle, value: "Noch ein Entwurf" });
    failing = true;
    const failed = await preview("/sap-services");
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ error: "preview_failed" });
    failing = false;
    expect(await pageTitle(await preview("/sap-services"))).toBe("Noch ein Entwurf");
  });
});
