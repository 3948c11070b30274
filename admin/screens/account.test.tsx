import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeAdminApi, renderAdmin, testSession } from "../../tests/support/admin-app";

afterEach(() => vi.unstubAllGlobals());

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
    const dialog = await screen.findByRole("dialog", { name: 'Remove the passkey "iPhone"?' });
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
      within(table).getByRole("row", { name: /Anfragen exportiert owner@neutra\.test Erfolgreich/ }),
    ).toBeInTheDocument();
    await userEvent.click(within(log).getByRole("button", { name: "Ältere laden" }));
    expect(
      await within(table).findByRole("row", { name: /Anmeldung mit Passkey Unbekannt Fehlgeschlagen/ }),
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
});
