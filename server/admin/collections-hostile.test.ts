/**
 * What the collections' API refuses: each a 4xx with its reason, nothing stored, never a 5xx;
 * and who may call it.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections } from "../../common/collections";
import type { CollectionEntry } from "../../common/admin/collections-api";
import { fictionalMember, fictionalReference, libraryImage } from "../../tests/fixtures/collections";
import { signedInTestApp } from "../../tests/support/admin-session";
import { postJson, testApp } from "../../tests/support/test-app";
import { testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { collectionEntries, collectionHistory, collectionVersions } from "../db/schema";

let database: TestDatabase;
let app: ReturnType<typeof testApp>;
let owner: Record<string, string>;
let editor: Record<string, string>;
let photo: string;
let contact: string;
beforeAll(async () => {
  ({ database, app, owner, editor } = await signedInTestApp(testApp));
  photo = await libraryImage(database);
  const response = await postJson(app, "/api/admin/collections/team", { data: fictionalMember(photo) }, owner);
  contact = ((await response.json()) as CollectionEntry).id;
  await postJson(app, `/api/admin/collections/team/${contact}/de/publish`, {}, owner);
});
afterAll(() => database.close());

const post = (path: string, body: unknown, as = owner) => postJson(app, `/api/admin/collections${path}`, body, as);
const reference = () => fictionalReference({ lead: photo, logo: null }, contact);
const stored = async () => ({
  entries: (await database.db.select().from(collectionEntries)).length,
  versions: (await database.db.select().from(collectionVersions)).length,
  history: (await database.db.select().from(collectionHistory)).length,
});
const problems = async (response: Response) =>
  ((await response.json()) as { problems: { path: string; code: string }[] }).problems;

describe(`hostile input to the collections' API (${testDatabaseKind})`, () => {
  const refusedOnCreate: [string, () => Record<string, unknown>, string, string][] = [
    ["a slug with ../", () => ({ ...reference(), slug: "../../etc" }), "slug", "invalidSlug"],
    ["a slug with a dot", () => ({ ...reference(), slug: "a.b" }), "slug", "invalidSlug"],
    ["a 10,000-character title", () => ({ ...reference(), title: "T".repeat(10_000) }), "title", "too_big"],
    ["an unknown field", () => ({ ...reference(), price: 1 }), "price", "unrecognized_keys"],
    [
      "a named client without consent",
      () => ({ ...reference(), client: { kind: "named", name: "Fiktiv AG", agreedToBeNamed: false } }),
      "client.agreedToBeNamed",
      "agreedToBeNamed",
    ],
    [
      "a quote shown without consent",
      () => ({
        ...reference(),
        quote: { said: { text: "Fiktives Zitat.", person: "Erika", role: "CFO" }, consent: false, shown: true },
      }),
      "quote.shown",
      "quoteWithoutConsent",
    ],
    [
      "nine result figures",
      () => ({ ...reference(), figures: Array(9).fill(reference().figures[0]) }),
      "figures",
      "too_big",
    ],
    ["a service area twice", () => ({ ...reference(), serviceAreas: ["sap", "sap"] }), "serviceAreas", "duplicate"],
    [
      "a service area that is no page",
      () => ({ ...reference(), serviceAreas: ["crypto"] }),
      "serviceAreas.0",
      "invalid_value",
    ],
  ];
  for (const [what, data, path, code] of refusedOnCreate) {
    it(`refuses ${what} with a 422 naming the field, storing nothing`, async () => {
      const before = await stored();
      const response = await post("/references", { data: data() });
      expect(response.status).toBe(422);
      expect(await problems(response)).toContainEqual({ path, code });
      expect(await stored()).toEqual(before);
    });
  }

  it("refuses a LinkedIn address elsewhere than www.linkedin.com/in/", async () => {
    for (const linkedIn of [
      "https://evil.example/in/erika",
      "http://www.linkedin.com/in/erika-beispiel",
      "https://www.linkedin.com/company/neutra",
      "https://www.linkedin.com.evil.example/in/erika",
      "javascript:alert(1)",
    ]) {
      const response = await post("/team", { data: { ...fictionalMember(photo), linkedIn } });
      expect(response.status, linkedIn).toBe(422);
      expect((await problems(response)).map((p) => p.path)).toContain("linkedIn");
    }
  });

  it("refuses to publish with a missing image, an image without alt text or an unpublished contact", async () => {
    const bare = await libraryImage(database, { de: "", en: "" });
    const missing = "00000000-0000-4000-8000-000000000000";
    const draft = await post("/team", { data: fictionalMember(photo, "Nicht Veröffentlicht") });
    const unpublished = ((await draft.json()) as CollectionEntry).id;
    const cases: [Record<string, unknown>, { path: string; code: string }][] = [
      [{ leadImage: missing }, { path: "leadImage", code: "imageMissing" }],
      [{ clientLogo: bare }, { path: "clientLogo", code: "imageWithoutAlt" }],
      [{ contact: unpublished }, { path: "contact", code: "memberNotPublished" }],
    ];
    for (const [change, problem] of cases) {
      const created = (await (
        await post("/references", {
          data: { ...reference(), ...change, slug: "", title: `Fall ${problem.code} (fiktiv)` },
        })
      ).json()) as CollectionEntry;
      const before = await stored();
      const response = await post(`/references/${created.id}/de/publish`, {});
      expect(response.status).toBe(422);
      expect(await problems(response)).toContainEqual(problem);
      expect(await stored()).toEqual(before);
    }
  });

  it("refuses an incomplete draft at publishing, naming each missing field", async () => {
    const created = (await (
      await post("/references", { data: { title: "Nur ein Titel (fiktiv)" } })
    ).json()) as CollectionEntry;
    const response = await post(`/references/${created.id}/de/publish`, {});
    expect(response.status).toBe(422);
    expect((await problems(response)).map((p) => p.path)).toEqual(
      expect.arrayContaining(["client", "leadImage", "contact"]),
    );
  });

  it("refuses a body beyond the bound, a wrong id, an unknown collection and a time no calendar has, never with a 5xx", async () => {
    const huge = await post("/references", { data: { ...reference(), situation: "x".repeat(300_000) } });
    expect(huge.status).toBe(413);
    expect((await app.request("/api/admin/collections/references/not-a-uuid", { headers: owner })).status).toBe(404);
    expect((await app.request("/api/admin/collections/recipes", { headers: owner })).status).toBe(404);
    const created = (await (
      await post("/team", { data: fictionalMember(photo, "Zeit Zeuge") })
    ).json()) as CollectionEntry;
    for (const at of ["2027-02-30T09:00", "2000-01-01T09:00", "2099-01-01T09:00", "morgen"]) {
      const response = await post(`/team/${created.id}/de/schedule`, { at });
      expect(response.status, at).toBe(400);
    }
    expect((await stored()).versions).toBeGreaterThan(0);
    expect(
      (
        (await (
          await app.request(`/api/admin/collections/team/${created.id}`, { headers: owner })
        ).json()) as CollectionEntry
      ).versions.de.publishAt,
    ).toBeNull();
  });
});

describe(`generated input to the collections' API (${testDatabaseKind})`, () => {
  const hostileValue = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      "../x",
      "\u0000",
      "x".repeat(20_000),
      "__proto__",
      "' OR 1=1; --",
      "2026-02-30",
      "site:entry/team/x",
    ),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.uuid(),
    fc.object({ maxDepth: 3 }),
    fc.array(fc.oneof(fc.string(), fc.object({ maxDepth: 2 })), { maxLength: 12 }),
  );
  const request = fc.constantFrom(...(Object.keys(collections) as (keyof typeof collections)[])).chain((id) =>
    fc.record({
      id: fc.constant(id),
      data: fc.dictionary(fc.constantFrom(...Object.keys(collections[id].fields), "extra"), hostileValue, {
        maxKeys: 8,
      }),
    }),
  );

  it("answers every generated entry, and the publish of each it took, with a 2xx or a 4xx, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ id, data }) => {
        const response = await post(`/${id}`, { data });
        expect(response.status).toBeLessThan(500);
        if (response.status !== 201) return;
        const { id: entryId } = (await response.json()) as CollectionEntry;
        const publish = await post(`/${id}/${entryId}/de/publish`, {});
        expect([200, 409, 422]).toContain(publish.status);
      }),
      { numRuns: 120, seed: 20_261_129 },
    );
  });
});

describe(`who may use the collections' API (${testDatabaseKind})`, () => {
  it("lets an editor create and publish an entry", async () => {
    const response = await post("/team", { data: fictionalMember(photo, "Edith Editor") }, editor);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as CollectionEntry;
    expect((await post(`/team/${id}/de/publish`, {}, editor)).status).toBe(200);
  });

  it("refuses a signed-out request and a cross-site one", async () => {
    expect((await app.request("/api/admin/collections/team")).status).toBe(401);
    const signedOut = await postJson(app, "/api/admin/collections/team", { data: fictionalMember(photo) });
    expect(signedOut.status).toBe(401);
    const crossSite = await postJson(
      app,
      "/api/admin/collections/team",
      { data: fictionalMember(photo) },
      {
        ...owner,
        "Sec-Fetch-Site": "cross-site",
      },
    );
    expect([crossSite.status, await crossSite.json()]).toEqual([403, { error: "cross_site" }]);
    const before = await stored();
    const { entries } = (await (await app.request("/api/admin/collections/team", { headers: owner })).json()) as {
      entries: CollectionEntry[];
    };
    const unpublish = await app.request(`/api/admin/collections/team/${entries[0]!.id}/de/unpublish`, {
      method: "POST",
      headers: { ...owner, "Sec-Fetch-Site": "cross-site" },
    });
    expect(unpublish.status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
