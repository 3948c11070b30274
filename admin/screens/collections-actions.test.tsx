import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import adminDe from "#common/locales/de/admin";
import { renderAdmin } from "../../tests/support/admin-app";
import { member, memberId, reference, referenceId } from "../../tests/support/collection-entries";
import { editorApi } from "../../tests/support/collection-editor";

afterEach(() => vi.unstubAllGlobals());

const base = `/collections/references/${referenceId}`;
const live = {
  status: "published" as const,
  published: { title: "ERP-Einführung bei einem Energieversorger" },
  publishedAt: "2026-11-21T10:00:00.000Z",
  slug: "erp-einfuehrung",
};
const actions = () => screen.findByRole("region", { name: "Aktionen" });
const dialog = () => waitFor(() => document.querySelector<HTMLElement>("[role=dialog]")!);

describe("publishing an entry", () => {
  it("asks to acknowledge each warning of the rules, then publishes with their codes", async () => {
    const warning = { code: "ellipsis", severity: "warning", values: { text: "..." }, path: "title" };
    const { calls } = editorApi(reference(), {
      [`POST ${base}/de/publish`]: ({ body }) =>
        (body as { acknowledged: string[] }).acknowledged.length
          ? { body: reference(live) }
          : { status: 409, body: { error: "unacknowledged", problems: [], findings: [warning] } },
    });
    renderAdmin(`/admin/references/${referenceId}`);
    await userEvent.click(within(await actions()).getByRole("button", { name: "Veröffentlichen" }));
    const warnings = await dialog();
    expect(warnings).toHaveAccessibleName("Vor dem Veröffentlichen prüfen");
    expect(warnings).toHaveTextContent(`Titel: ${adminDe.contentRules.text.ellipsis.replace("{{text}}", "...")}`);
    const goAhead = within(warnings).getByRole("button", { name: "Trotzdem fortfahren" });
    expect(goAhead).toBeDisabled();
    await userEvent.click(within(warnings).getByRole("checkbox", { name: "Bewusst so belassen" }));
    await userEvent.click(goAhead);
    expect(await screen.findByText("Veröffentlicht.")).toBeInTheDocument();
    const publishes = calls.filter((c) => c.path === `${base}/de/publish`).map((c) => c.body);
    expect(publishes).toEqual([{ acknowledged: [] }, { acknowledged: ["ellipsis"] }]);
    expect(await screen.findByRole("button", { name: "Offline nehmen" })).toBeInTheDocument();
  });

  it("shows what stops it at the field it names, in the version's language", async () => {
    editorApi(reference(), {
      [`POST ${base}/de/publish`]: {
        status: 422,
        body: { error: "invalid", problems: [{ path: "leadImage", code: "imageWithoutAlt" }], findings: [] },
      },
    });
    renderAdmin(`/admin/references/${referenceId}`);
    await userEvent.click(within(await actions()).getByRole("button", { name: "Veröffentlichen" }));
    const notice = await screen.findByText("Noch nicht möglich. Bitte beheben Sie die markierten Stellen.");
    expect(notice.parentElement).toHaveTextContent(`Titelbild: ${adminDe.contentRules.entry.imageWithoutAlt}`);
    expect(screen.getByRole("group", { name: "Titelbild" })).toHaveAccessibleDescription(
      expect.stringContaining(adminDe.contentRules.entry.imageWithoutAlt),
    );
  });

  it("waits for unsaved changes to be saved", async () => {
    editorApi(reference());
    renderAdmin(`/admin/references/${referenceId}`);
    const region = await actions();
    await userEvent.type(screen.getByRole("textbox", { name: "Branche" }), "Energie");
    expect(within(region).getByRole("button", { name: "Veröffentlichen" })).toBeDisabled();
    expect(region).toHaveTextContent("Speichern Sie Ihre Änderungen, bevor Sie veröffentlichen oder planen.");
  });
});

describe("scheduling an entry", () => {
  it("sends the date and time as German wall-clock time, shows the schedule and cancels it", async () => {
    const scheduled = reference({ publishAt: "2027-03-02T08:00:00.000Z", status: "scheduled" });
    const { calls } = editorApi(reference(), {
      [`POST ${base}/de/schedule`]: { body: scheduled },
      [`POST ${base}/de/unschedule`]: { body: reference() },
    });
    renderAdmin(`/admin/references/${referenceId}`);
    await userEvent.click(within(await actions()).getByRole("button", { name: "Planen" }));
    const form = await dialog();
    expect(form).toHaveTextContent("Veröffentlichen am … um … (deutsche Zeit, Europe/Berlin)");
    fireEvent.change(within(form).getByLabelText("Datum"), { target: { value: "2027-03-02" } });
    fireEvent.change(within(form).getByLabelText("Uhrzeit (deutsche Zeit)"), { target: { value: "09:00" } });
    await userEvent.click(within(form).getByRole("button", { name: "Veröffentlichung planen" }));
    expect(
      await screen.findByText("Geplant für 02.03.2027, 09:00.", { selector: "[role=status]" }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === `${base}/de/schedule`)!.body).toEqual({
      at: "2027-03-02T09:00",
      acknowledged: [],
    });
    await userEvent.click(screen.getByRole("button", { name: "Planung aufheben" }));
    expect(await screen.findByText("Planung aufgehoben.")).toBeInTheDocument();
    expect(calls.filter((c) => c.path === `${base}/de/unschedule`)).toHaveLength(1);
  });

  it("says why a time in the past is refused", async () => {
    editorApi(reference(), { [`POST ${base}/de/schedule`]: { status: 400, body: { error: "invalid_time" } } });
    renderAdmin(`/en/admin/references/${referenceId}`);
    await userEvent.click(
      within(await screen.findByRole("region", { name: "Actions" })).getByRole("button", { name: "Schedule" }),
    );
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText("Date"), { target: { value: "2020-01-01" } });
    await userEvent.click(within(form).getByRole("button", { name: "Schedule publishing" }));
    expect(await screen.findByText("Please choose a time in the future, at most two years ahead.")).toBeInTheDocument();
  });
});

describe("deleting an entry", () => {
  it("says a published entry's addresses answer 410 afterwards, deletes when confirmed and returns to the list", async () => {
    const { calls } = editorApi(reference(live), { [`DELETE ${base}`]: { status: 204 } });
    const { router } = renderAdmin(`/admin/references/${referenceId}`);
    await userEvent.click(await screen.findByRole("button", { name: "Löschen" }));
    const confirm = await dialog();
    expect(confirm).toHaveAccessibleName("„ERP-Einführung bei einem Energieversorger“ löschen?");
    expect(confirm).toHaveAccessibleDescription(adminDe.collections.actions.deleteTextPublished);
    expect(confirm).toHaveAccessibleDescription(/HTTP 410/);
    await userEvent.click(within(confirm).getByRole("button", { name: "Löschen" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/references"));
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([base]);
    expect(await screen.findByText("Eintrag gelöscht.")).toBeInTheDocument();
  });
});

describe("a team member that published entries name", () => {
  it("stays, and the refusal names each entry with a link to its editor", async () => {
    const memberBase = `/collections/team/${memberId}`;
    const uses = [
      { collection: "references", id: referenceId, lang: "de", title: "ERP-Einführung bei einem Energieversorger" },
      { collection: "insights", id: "9c1c2a52-6c3e-4c8f-9a57-1b2c3d4e5f62", lang: "en", title: "A faster close" },
    ];
    const inUse = { status: 409, body: { error: "in_use", uses } };
    editorApi(member, { [`POST ${memberBase}/de/unpublish`]: inUse, [`DELETE ${memberBase}`]: inUse });
    renderAdmin(`/admin/team/${memberId}`);
    await userEvent.click(within(await actions()).getByRole("button", { name: "Offline nehmen" }));
    await userEvent.click(within(await dialog()).getByRole("button", { name: "Offline nehmen" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(adminDe.collections.actions.inUse);
    expect(within(alert).getByRole("link", { name: uses[0]!.title })).toHaveAttribute(
      "href",
      `/admin/references/${referenceId}`,
    );
    expect(within(alert).getByRole("link", { name: "A faster close" })).toHaveAttribute(
      "href",
      `/admin/insights/${uses[1]!.id}`,
    );
    expect(alert).toHaveTextContent("A faster close (Englisch)");
  });
});

describe("an entry's history", () => {
  it("lists the publishes and publishes an earlier one again", async () => {
    const history = {
      versions: [
        {
          id: 4,
          lang: "de",
          action: "unpublished",
          data: null,
          byEmail: "owner@neutra.test",
          at: "2026-11-22T10:00:00.000Z",
          restoredFrom: null,
        },
        {
          id: 3,
          lang: "de",
          action: "published",
          data: { title: "Alt" },
          byEmail: "owner@neutra.test",
          at: "2026-11-21T10:00:00.000Z",
          restoredFrom: null,
        },
      ],
    };
    const { calls } = editorApi(reference(), {
      [`GET ${base}/history`]: { body: history },
      [`POST ${base}/restore`]: { body: reference(live) },
    });
    renderAdmin(`/admin/references/${referenceId}`);
    await userEvent.click(await screen.findByRole("button", { name: "Verlauf" }));
    const list = await dialog();
    expect(await within(list).findByText("Offline genommen")).toBeInTheDocument();
    expect(within(list).getAllByRole("button", { name: /wiederherstellen/ })).toHaveLength(1);
    await userEvent.click(
      within(list).getByRole("button", { name: "Deutsch-Fassung vom 21.11.2026, 11:00 wiederherstellen" }),
    );
    expect(await screen.findByText("Frühere Fassung wieder veröffentlicht.")).toBeInTheDocument();
    expect(calls.find((c) => c.path === `${base}/restore`)!.body).toEqual({ version: 3, acknowledged: [] });
  });
});
