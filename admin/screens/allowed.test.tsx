import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mayCall, type Role } from "#common/contract";
import adminDe from "#common/locales/de/admin";
import { fakeAdminApi, renderAdmin, testSession } from "../../tests/support/admin-app";
import { adminMenu } from "./registry";

afterEach(() => vi.unstubAllGlobals());

const editorSession = { ...testSession, user: { email: "texter@neutra.test", role: "editor" } };
const leadId = "6f1c2a52-6c3e-4c8f-9a57-1b2c3d4e5f60";

/** An editor's back office: what the server lets them call, and nothing else answered. */
const editorApi = () =>
  fakeAdminApi({
    "GET /auth/session": { body: editorSession },
    "GET /passkeys": { body: [] },
    "GET /sessions": { body: [] },
  });

/** The menu a role should see, in German: the registry's entries whose endpoint the role may call. */
const menuOf = (role: Role) =>
  adminMenu
    .filter(({ standsOn }) => !standsOn || mayCall(standsOn, role))
    .map(({ label }) => adminDe.shell[label.slice("shell.".length) as keyof typeof adminDe.shell]);

/** Every call of a screen an editor may not see (the server would answer them 403 anyway). */
const ownersCalls = (calls: { path: string }[]) =>
  calls.filter((c) => /^\/(leads|stats|subjects|audit|deliveries)/.test(c.path)).map((c) => c.path);

describe("roles in the back office", () => {
  it("starts an editor on the account page, with the content editor but no leads, statistics or requests in the menu and no audit log", async () => {
    const { calls } = editorApi();
    const { router } = renderAdmin("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Konto" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/account");
    const menu = screen.getByRole("navigation", { name: "Hauptnavigation" });
    const entries = [...menu.querySelectorAll("a")].map((a) => a.textContent);
    expect(entries).toEqual(menuOf("editor"));
    expect(entries).toEqual(expect.arrayContaining(["Inhalte", "Konto"]));
    for (const ownersOnly of ["Anfragen", "Statistik", "Auskunft und Löschung"])
      expect(entries).not.toContain(ownersOnly);
    expect(await screen.findByRole("region", { name: "Passkeys" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Protokoll" })).not.toBeInTheDocument();
    expect(ownersCalls(calls)).toEqual([]);
  });

  it.each([`leads/${leadId}`, "statistics", "subjects"])(
    "shows an editor who opens /en/admin/%s that it is not for their role, and asks the server nothing of it",
    async (path) => {
      const { calls } = editorApi();
      renderAdmin(`/en/admin/${path}`);
      expect(
        await screen.findByRole("heading", { level: 1, name: "This page isn’t available to your role." }),
      ).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Go to your account" })).toHaveAttribute("href", "/en/admin/account");
      await waitFor(() => expect(document.title).toMatch(/^Your access doesn’t include this\./));
      expect(ownersCalls(calls)).toEqual([]);
    },
  );

  it("shows the owner every screen the registry has, in its order", async () => {
    fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "POST /leads/search": { body: { leads: [], total: 0, nextCursor: null } },
    });
    renderAdmin("/admin");
    const menu = await screen.findByRole("navigation", { name: "Hauptnavigation" });
    expect([...menu.querySelectorAll("a")].map((a) => a.textContent)).toEqual(menuOf("owner"));
    expect(menuOf("owner")).toEqual(
      expect.arrayContaining(["Anfragen", "Statistik", "Auskunft und Löschung", "Inhalte", "Konto"]),
    );
  });
});
