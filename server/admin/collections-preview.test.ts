import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CollectionEntry } from "../../common/admin/collections-api";
import type { SiteContent } from "../../common/content/overlay";
import { fictionalMember, fictionalReference, libraryImage } from "../../tests/fixtures/collections";
import { signedInTestApp } from "../../tests/support/admin-session";
import { postJson, testApp } from "../../tests/support/test-app";
import { testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { collectionsStamp } from "../collections/reads";
import type { Renderer } from "../render/live-site";
import { createPreview } from "../render/preview";

/**
 * The renderer writes what the worker would be asked to show: the path's entry title among the
 * collections it was given (tests/e2e/admin-collections.spec.ts covers the real render).
 */
const jobs: { path: string; content: SiteContent }[] = [];
let gate: Promise<void> | undefined;
const renderer: Renderer = async ({ paths, content }) => {
  const path = paths![0]!;
  jobs.push({ path, content });
  await gate;
  const shown = Object.values(content.collections?.entries ?? {})
    .flatMap((byLang) => Object.values(byLang ?? {}).flat())
    .filter((entry) => entry.path.split("#")[0] === path)
    .map((entry) => String(entry.data.title ?? entry.data.name));
  const page = `<!DOCTYPE html><html><head><script>alert(1)</script></head><body><h1>${shown.join(", ")}</h1></body></html>`;
  const file = { file: `${path}/index.html`, body: Buffer.from(page) };
  return { files: [file], cssCache: {}, final: Promise.resolve([file]) };
};

let database: TestDatabase;
let app: ReturnType<typeof testApp>;
let owner: Record<string, string>;
let editor: Record<string, string>;
let photo: string;
let contact: string;
beforeAll(async () => {
  const preview = createPreview({ buildDir: "/nonexistent-build", siteUrl: "https://www.neutra-tech.test", renderer });
  const live = { refresh: async () => {}, trial: async () => undefined, revision: () => 0, failure: () => undefined };
  ({ database, app, owner, editor } = await signedInTestApp((db) =>
    testApp(db, { admin: { content: { live, preview } } }),
  ));
  photo = await libraryImage(database);
  const member = await created("team", fictionalMember(photo));
  await post(`/team/${member.id}/de/publish`, {});
  const english = { ...fictionalMember(photo), role: "SAP finance consultant (fictional person)" };
  await app.request(`${base}/team/${member.id}/en`, {
    method: "PATCH",
    headers: { ...owner, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
    body: JSON.stringify({ data: english, revision: 0 }),
  });
  expect((await post(`/team/${member.id}/en/publish`, {})).status).toBe(200);
  contact = member.id;
});
afterAll(() => database.close());

const base = "/api/admin/collections";
const post = (path: string, body: unknown, as = owner) => postJson(app, `${base}${path}`, body, as);
const get = (url: string, as = owner) => app.request(url, { headers: { ...as, "Sec-Fetch-Site": "same-origin" } });
async function created(collection: string, data: unknown): Promise<CollectionEntry> {
  const response = await post(`/${collection}`, { data });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as CollectionEntry;
}
let n = 0;
/** A fictional reference with a title (and so a slug) of its own. */
const reference = (title = `Fiktive Referenz ${++n}`) => ({
  ...fictionalReference({ lead: photo, logo: null }, contact),
  title,
});
const previewOf = async (path: string, data: unknown, as = owner) => post(`${path}/preview`, { data }, as);

describe(`an entry's preview (${testDatabaseKind})`, () => {
  it("renders the form's unsaved draft in its page, for its author only, without a script, and changes nothing", async () => {
    const entry = await created("references", reference("Gespeicherter Titel (fiktiv)"));
    const stamp = await collectionsStamp(database.db);
    const draft = reference("Noch nicht gespeichert (fiktiv)");
    const answer = await previewOf(`/references/${entry.id}/de`, draft);
    expect(answer.status, await answer.clone().text()).toBe(200);
    const { url } = (await answer.json()) as { url: string };
    expect(url).toMatch(/^\/api\/admin\/collection-previews\/[0-9a-f-]{36}$/);
    expect(jobs.at(-1)!.path).toBe("/referenzen/noch-nicht-gespeichert-fiktiv");

    const page = await get(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<h1>Noch nicht gespeichert (fiktiv)</h1>");
    expect(html).not.toMatch(/<script/i);
    expect(page.headers.get("Content-Security-Policy")).toContain("script-src 'none'");
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    // Another user, and nobody without a session, gets nothing.
    expect((await get(url, editor)).status).toBe(404);
    expect((await app.request(url)).status).toBe(401);

    // Nothing was saved or published.
    const stored = (await (await get(`${base}/references/${entry.id}`)).json()) as CollectionEntry;
    expect(stored.versions.de.draft.title).toBe("Gespeicherter Titel (fiktiv)");
    expect(stored.versions.de.published).toBeNull();
    expect(await collectionsStamp(database.db)).toBe(stamp);
  });

  it("shows an English draft beside the published German one, and a team member on the team page", async () => {
    const entry = await created("references", reference());
    expect((await post(`/references/${entry.id}/de/publish`, {})).status).toBe(200);
    const english = reference("Faster month-end close (fictional)");
    expect((await previewOf(`/references/${entry.id}/en`, english)).status).toBe(200);
    const job = jobs.at(-1)!;
    expect(job.path).toBe("/en/references/faster-month-end-close-fictional");
    const german = job.content.collections!.entries.references!.de!.find((shown) => shown.id === entry.id)!;
    expect(german.otherPath).toBe("/en/references/faster-month-end-close-fictional");

    expect((await previewOf(`/team/${contact}/de`, { ...fictionalMember(photo), name: "Erika Vorschau" })).status).toBe(
      200,
    );
    expect(jobs.at(-1)!.path).toBe("/team");
  });

  it("refuses a draft a publish would refuse, with the reasons, and keeps nothing", async () => {
    const entry = await created("references", reference());
    const count = jobs.length;
    const tooLong = await previewOf(`/references/${entry.id}/de`, reference("x".repeat(10_000)));
    expect(tooLong.status).toBe(422);
    const incomplete = await previewOf(`/references/${entry.id}/de`, { title: "Nur ein Titel" });
    expect(incomplete.status).toBe(422);
    const { problems } = (await incomplete.json()) as { problems: { path: string }[] };
    expect(problems.map((p) => p.path)).toContain("situation");
    const unknownImage = await previewOf(`/references/${entry.id}/de`, {
      ...reference(),
      leadImage: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknownImage.status).toBe(422);
    expect(jobs.length).toBe(count);
    expect((await previewOf(`/references/00000000-0000-4000-8000-000000000000/de`, reference())).status).toBe(404);
  });

  it("answers 429 while another render runs, and keeps each user's three newest previews", async () => {
    const entry = await created("references", reference());
    let open: () => void = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const first = previewOf(`/references/${entry.id}/de`, reference("Erste Fassung (fiktiv)"));
    await expect.poll(() => jobs.at(-1)?.path).toBe("/referenzen/erste-fassung-fiktiv");
    const busy = await previewOf(`/references/${entry.id}/de`, reference("Zweite Fassung (fiktiv)"));
    expect(busy.status).toBe(429);
    expect(busy.headers.get("Retry-After")).toBe("5");
    open();
    gate = undefined;
    const urls = [((await (await first).json()) as { url: string }).url];
    for (const version of [2, 3, 4]) {
      const answer = await previewOf(`/references/${entry.id}/de`, reference(`Fassung ${version} (fiktiv)`));
      urls.push(((await answer.json()) as { url: string }).url);
    }
    expect((await get(urls[0]!)).status).toBe(404);
    for (const url of urls.slice(1)) expect((await get(url)).status).toBe(200);
  });
});
