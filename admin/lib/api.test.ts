import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeAdminApi } from "../../tests/support/admin-app";
import { api, ApiError } from "./api";

afterEach(() => vi.unstubAllGlobals());

describe("the admin API's client, built from common/admin-api.ts", () => {
  it("fills in the path, sends the query and the body as declared", async () => {
    const { calls } = fakeAdminApi({
      "DELETE /passkeys/a%2Fb": { status: 204 },
      "PATCH /leads/x": { body: { error: "x" }, status: 404 },
      "GET /audit": { body: { entries: [], nextBefore: null } },
    });
    await api.removePasskey({ params: { id: "a/b" } });
    await api.audit({ query: { before: "2026-11-01T00:00:00.000Z" } });
    await expect(api.updateLead({ params: { id: "x" }, body: { note: "n", noteVersion: "v" } })).rejects.toThrow(
      ApiError,
    );
    expect(calls.map((c) => [c.method, c.path, c.query.toString(), c.body])).toEqual([
      ["DELETE", "/passkeys/a%2Fb", "", undefined],
      ["GET", "/audit", "before=2026-11-01T00%3A00%3A00.000Z", undefined],
      ["PATCH", "/leads/x", "", { note: "n", noteVersion: "v" }],
    ]);
  });

  it("refuses an answer its declaration does not allow, and parses a declared refusal", async () => {
    fakeAdminApi({
      "POST /leads/search": { body: { leads: [{ id: "1", status: "archived" }], total: 1, nextCursor: null } },
      "GET /stats": { body: { from: "2026-11-01" } },
      "POST /leads/00000000-0000-4000-8000-000000000000/not-spam": { status: 409, body: { error: "not_spam" } },
    });
    await expect(api.leads({ body: {} })).rejects.toMatchObject({ status: 200, code: "invalid_answer" });
    await expect(api.stats({ query: { days: 7 } })).rejects.toMatchObject({ code: "invalid_answer" });
    await expect(api.notSpam({ params: { id: "00000000-0000-4000-8000-000000000000" } })).rejects.toMatchObject({
      status: 409,
      code: "not_spam",
      answer: { error: "not_spam" },
    });
  });
});
