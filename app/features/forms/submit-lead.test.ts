import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { takeConsoleErrors } from "../../../tests/setup/fail-on-console";
import { i18nByLang } from "~/i18n/instances";
import "./messages";
import { submitLead } from "./submit-lead";

const notify = vi.hoisted(() => vi.fn(async () => {}));
vi.mock("~/lib/notify", () => ({ notify }));

const t = i18nByLang.de.getFixedT("de", "forms");
const options = {
  endpoint: "/api/leads" as const,
  values: { name: "x" },
  sourcePath: "/neutra-kontakt",
  t,
  startedAt: 0,
};

function respond(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers })),
  );
}

beforeEach(() => notify.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe("shared submit helper", () => {
  it("success: green notification for 6 s with the German thank-you text", async () => {
    respond(201, { id: "abc" });
    expect(await submitLead(options)).toEqual({ success: true, id: "abc" });
    expect(notify).toHaveBeenCalledWith("success", {
      title: "Vielen Dank für Ihre Nachricht!",
      description: "Wir haben Ihre Anfrage erhalten und werden uns bald bei Ihnen melden.",
      duration: 6000,
    });
  });

  it("a lead the server keeps for review (POW_REQUIRED, no solution) is a success that says so", async () => {
    respond(201, { id: "abc", review: true });
    expect(await submitLead(options)).toEqual({ success: true, id: "abc", review: true });
  });

  it("failure: logs the error and shows the destructive notification for 8 s", async () => {
    respond(503, { error: "unavailable" });
    expect(await submitLead(options)).toEqual({ success: false });
    expect(notify).toHaveBeenCalledWith("error", {
      title: "Fehler",
      description: "Es gab einen Fehler beim Senden Ihrer Nachricht. Bitte versuchen Sie es erneut.",
      duration: 8000,
    });
    expect(takeConsoleErrors()).toHaveLength(1);
  });

  it("rate limited: says in how many minutes to try again", async () => {
    respond(429, { error: "rate_limited" }, { "Retry-After": "540" });
    await submitLead(options);
    expect(notify).toHaveBeenCalledWith(
      "error",
      expect.objectContaining({ description: expect.stringContaining("in 9\u00a0Minuten erneut") }),
    );
    // One minute in the singular (i18next's rateLimited_one), not "1 Minuten".
    respond(429, { error: "rate_limited" }, { "Retry-After": "45" });
    await submitLead(options);
    expect(notify).toHaveBeenLastCalledWith(
      "error",
      expect.objectContaining({ description: expect.stringContaining("in einer Minute erneut") }),
    );
  });

  it("field errors: hands them to the form", async () => {
    respond(400, { error: "invalid", fields: { email: "emailInvalid" } });
    expect(await submitLead(options)).toEqual({ success: false, fieldErrors: { email: "emailInvalid" } });
  });

  it("sends the page path and the time since the form appeared", async () => {
    respond(201, { id: "abc" });
    await submitLead({ ...options, startedAt: Date.now() - 5000 });
    const body = JSON.parse(String(vi.mocked(fetch).mock.calls[0]![1]!.body));
    expect(body.pageContext).toBe("/neutra-kontakt");
    expect(body.elapsedMs).toBeGreaterThanOrEqual(5000);
  });
});
