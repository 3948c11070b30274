import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as WebAuthnBrowser from "@simplewebauthn/browser";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeAdminApi, renderAdmin, testSession } from "../../tests/support/admin-app";

const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock("@simplewebauthn/browser", async (original) => ({
  ...(await original<typeof WebAuthnBrowser>()),
  ...webauthn,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const challengeId = "6f1c2a52-6c3e-4c8f-9a57-1b2c3d4e5f60";
const sessions = [
  {
    id: "11111111-1111-4111-8111-111111111111",
    createdAt: "2026-11-24T08:00:00.000Z",
    lastSeenAt: "2026-11-24T09:00:00.000Z",
    device: "Firefox / Windows",
    current: true,
  },
  {
    id: "22222222-2222-4222-8222-222222222222",
    createdAt: "2026-11-20T08:00:00.000Z",
    lastSeenAt: "2026-11-21T08:00:00.000Z",
    device: "",
    current: false,
  },
];

const passkeys = [
  { id: "pk1", name: "MacBook", createdAt: "2026-11-01T08:00:00.000Z", lastUsedAt: "2026-11-24T08:00:00.000Z" },
  { id: "pk2", name: "iPhone", createdAt: "2026-11-02T08:00:00.000Z", lastUsedAt: null },
];

describe("account", () => {
  it("lists passkeys and removes one after a confirmation", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /passkeys": { body: passkeys },
      "DELETE /passkeys/pk2": { status: 204 },
      "GET /audit": { body: { entries: [], nextBefore: null } },
    });
    renderAdmin("/en/admin/account");
    const list = await screen.findByRole("region", { name: "Passkeys" });
    expect(await within(list).findByText("MacBook")).toBeInTheDocument();
    expect(within(list).getByText(/Last used: Never/)).toBeInTheDocument();
    await userEvent.click(within(list).getByRole("button", { name: /^Remove\s*: iPhone$/ }));
    const dialog = await screen.findByRole("dialog", { name: "Remove the passkey “iPhone”?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Passkey removed.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/passkeys/pk2"]);
  });

  it("names the audit log's actions in the page's language and loads older entries", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /passkeys": { body: passkeys },
      "GET /audit": ({ query }) => ({
        body: query.get("before")
          ? {
              entries: [
                {
                  id: "a2",
                  at: "2026-11-01T08:00:00.000Z",
                  email: null,
                  action: "sign_in_passkey",
                  success: false,
                  detail: {},
                },
              ],
              nextBefore: null,
            }
          : {
              entries: [
                {
                  id: "a1",
                  at: "2026-11-24T08:00:00.000Z",
                  email: "owner@neutra.test",
                  action: "leads_export",
                  success: true,
                  detail: {},
                },
              ],
              nextBefore: "2026-11-24T08:00:00.000Z",
            },
      }),
    });
    renderAdmin("/admin/account");
    const log = await screen.findByRole("region", { name: "Protokoll" });
    // The table from 768 px on; the same entries as a list below (CSS decides, not this DOM).
    const table = await within(log).findByRole("table");
    expect(
      within(table).getByRole("row", { name: /^Anfragen exportiert .+ owner@neutra\.test Erfolgreich$/ }),
    ).toBeInTheDocument();
    await userEvent.click(within(log).getByRole("button", { name: "Ältere laden" }));
    expect(
      await within(table).findByRole("row", { name: /^Anmeldung mit Passkey .+ Unbekannt Fehlgeschlagen$/ }),
    ).toBeInTheDocument();
    expect(within(log).getAllByRole("listitem")).toHaveLength(2);
    expect(calls.filter((c) => c.path === "/audit").map((c) => c.query.get("before"))).toEqual([
      null,
      "2026-11-24T08:00:00.000Z",
    ]);
  });

  it("signs out everywhere after a confirmation and shows the sign-in screen", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /passkeys": { body: passkeys },
      "GET /audit": { body: { entries: [], nextBefore: null } },
      "POST /auth/sign-out-everywhere": { status: 204 },
    });
    renderAdmin("/admin/account");
    const section = await screen.findByRole("region", { name: "Überall abmelden" });
    await userEvent.click(within(section).getByRole("button", { name: "Überall abmelden" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ja, überall abmelden" }));
    expect(await screen.findByRole("button", { name: "Mit Passkey anmelden" })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === "/auth/sign-out-everywhere")).toBe(true));
  });

  it("lists the sessions, this one marked, and ends another by keyboard", async () => {
    let live = sessions;
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /passkeys": { body: passkeys },
      "GET /audit": { body: { entries: [], nextBefore: null } },
      "GET /sessions": () => ({ body: live }),
      [`DELETE /sessions/${sessions[1]!.id}`]: () => {
        live = [sessions[0]!];
        return { status: 204 };
      },
    });
    renderAdmin("/en/admin/account");
    const region = await screen.findByRole("region", { name: "Sessions" });
    const items = await within(region).findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Firefox \/ WindowsThis sessionSigned in: .+ · Last active: /),
      expect.stringMatching(/^Unknown deviceSigned in: /),
    ]);
    const end = within(region).getByRole("button", { name: /^End\s*: Unknown device, Signed in / });
    end.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("Session ended.")).toBeInTheDocument();
    await waitFor(() => expect(within(region).getAllByRole("listitem")).toHaveLength(1));
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([`/sessions/${sessions[1]!.id}`]);
  });

  it("asks for a fresh sign-in when adding a passkey is refused as too late, then adds it", async () => {
    webauthn.startAuthentication.mockResolvedValue({ id: "credential", response: {} });
    webauthn.startRegistration.mockResolvedValue({ id: "new-credential", response: {} });
    let fresh = false;
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /passkeys": { body: passkeys },
      "GET /sessions": { body: sessions },
      "GET /audit": { body: { entries: [], nextBefore: null } },
      "POST /passkeys/options": () =>
        fresh
          ? { body: { challengeId, options: { challenge: "reg" } } }
          : { status: 403, body: { error: "reauth_required" } },
      "POST /auth/passkey/options": { body: { challengeId, options: { challenge: "auth" } } },
      "POST /auth/passkey/verify": () => {
        fresh = true;
        return { body: testSession };
      },
      "POST /passkeys": {
        status: 201,
        body: { id: "pk3", name: "YubiKey", createdAt: "2026-11-25T08:00:00.000Z", lastUsedAt: null },
      },
    });
    renderAdmin("/admin/account");
    const list = await screen.findByRole("region", { name: "Passkeys" });
    const addOnce = async () => {
      await userEvent.click(within(list).getByRole("button", { name: "Passkey hinzufügen" }));
      const dialog = await screen.findByRole("dialog", { name: "Passkey hinzufügen" });
      await userEvent.clear(within(dialog).getByLabelText("Name des Passkeys"));
      await userEvent.type(within(dialog).getByLabelText("Name des Passkeys"), "YubiKey");
      await userEvent.click(within(dialog).getByRole("button", { name: "Passkey hinzufügen" }));
    };
    await addOnce();
    const reauth = await screen.findByRole("region", { name: "Bitte bestätigen Sie, dass Sie es sind" });
    // Focus lands on what to do next.
    expect(within(reauth).getByRole("heading", { name: "Bitte bestätigen Sie, dass Sie es sind" })).toHaveFocus();
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(within(reauth).getByRole("button", { name: "Mit Passkey bestätigen" }));
    expect(await screen.findByText("Bestätigt. Sie können fortfahren.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Bitte bestätigen Sie, dass Sie es sind" })).toBeNull();

    await addOnce();
    expect(await screen.findByText("Passkey hinzugefügt.")).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`).filter((c) => c.startsWith("POST"))).toEqual([
      "POST /passkeys/options",
      "POST /auth/passkey/options",
      "POST /auth/passkey/verify",
      "POST /passkeys/options",
      "POST /passkeys",
    ]);
  });

  it("offers a sign-in link instead, to the signed-in address, when removing is refused as too late", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /passkeys": { body: passkeys },
      "GET /sessions": { body: sessions },
      "GET /audit": { body: { entries: [], nextBefore: null } },
      "DELETE /passkeys/pk2": { status: 403, body: { error: "reauth_required" } },
      "POST /auth/link": { status: 202, body: { sent: true } },
    });
    renderAdmin("/en/admin/account");
    const list = await screen.findByRole("region", { name: "Passkeys" });
    await userEvent.click(await within(list).findByRole("button", { name: /^Remove\s*: iPhone$/ }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    const reauth = await screen.findByRole("region", { name: "Please confirm it’s you" });
    await userEvent.click(within(reauth).getByRole("button", { name: "Send sign-in link" }));
    expect(
      await within(reauth).findByText("The sign-in link is on its way. Open it, then try once more."),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/auth/link")?.body).toEqual({ email: "owner@neutra.test", lang: "en" });
  });
});
