import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import de from "#common/locales/de/admin";
import en from "#common/locales/en/admin";
import { fakeAdminApi, renderAdmin, testSession } from "../../tests/support/admin-app";
import { adminMenu, adminScreens } from "./registry";

afterEach(() => vi.unstubAllGlobals());

const label = (copy: typeof de | typeof en, key: string) =>
  copy.shell[key.slice("shell.".length) as keyof typeof de.shell];

describe("the screen registry", () => {
  it("collects the screens their modules declare, the menu in its order", () => {
    // A screen added later finds its place by its declaration; these keep theirs.
    const paths = adminScreens.map(({ path }) => path);
    expect(paths).toEqual(
      expect.arrayContaining(["", "*", "account", "content", "leads/:id", "statistics", "subjects"]),
    );
    expect(new Set(paths).size).toBe(paths.length);
    const today = ["", "statistics", "subjects", "content", "account"];
    expect(adminMenu.map(({ path }) => path).filter((path) => today.includes(path))).toEqual(today);
    const places = adminMenu.map(({ order }) => order);
    expect(places).toEqual(places.toSorted((a, b) => a - b));
  });

  it.each([
    ["de", "/admin", de],
    ["en", "/en/admin", en],
  ] as const)("makes the menu (%s): one link per entry, in order, to a routed screen", async (_, prefix, copy) => {
    fakeAdminApi({ "GET /auth/session": { body: testSession } });
    renderAdmin(`${prefix}/account`);
    const nav = await screen.findByRole("navigation", { name: copy.shell.nav });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      adminMenu.map(({ path, label: key }) => [label(copy, key), path ? `${prefix}/${path}` : prefix]),
    );
    for (const link of links) {
      await userEvent.click(link);
      await waitFor(() => expect(link).toHaveAttribute("aria-current", "page"));
      expect(screen.queryByRole("heading", { name: copy.shell.notFound })).not.toBeInTheDocument();
    }
  });

  it("routes the screens without a menu entry too, and everything else to the not-found screen", async () => {
    fakeAdminApi({ "GET /auth/session": { body: testSession } });
    const { router } = renderAdmin("/admin/nowhere");
    expect(await screen.findByRole("heading", { name: de.shell.notFound })).toBeInTheDocument();
    await router.navigate("/admin/leads/3f0c1a52-9d7e-4f7e-8a55-1c2d3e4f5a6b");
    await waitFor(() => expect(screen.queryByRole("heading", { name: de.shell.notFound })).not.toBeInTheDocument());
  });
});
