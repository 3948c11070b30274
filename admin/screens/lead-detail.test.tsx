import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadDetail } from "#common/admin/leads-api";
import { fakeAdminApi, renderAdmin, testSession } from "../../tests/support/admin-app";

afterEach(() => vi.unstubAllGlobals());

const id = "0b6f1a52-6c3e-4c8f-9a57-1b2c3d4e5f60";
const detail = (overrides: Partial<LeadDetail> = {}): LeadDetail => ({
  id,
  createdAt: "2026-11-20T09:30:00.000Z",
  kind: "migration",
  language: "en",
  pageContext: "/en/odoo-migration",
  name: "John Smith",
  company: "Smith Ltd",
  email: "john@smith.test",
  status: "new",
  spam: false,
  unverified: false,
  note: "",
  noteVersion: "v1",
  payload: {
    kind: "migration",
    name: "John Smith",
    email: "john@smith.test",
    currentVersion: "v14",
    painPoints: "Slow reports\nand manual exports",
    surprise: "kept as sent",
  },
  deliveries: [
    {
      queue: "mail",
      id: "41",
      purpose: "lead",
      target: "odoo@neutra.test",
      state: "sent",
      attempts: [{ at: "2026-11-20T09:30:05.000Z", error: null }],
      nextAttemptAt: null,
      sentAt: "2026-11-20T09:30:05.000Z",
      failedAt: null,
    },
    {
      queue: "webhook",
      id: "7",
      purpose: "webhook",
      target: "crm.example.test",
      state: "failed",
      attempts: [
        { at: "2026-11-20T09:30:06.000Z", error: "HTTP 500" },
        { at: "2026-11-20T09:31:06.000Z", error: "timeout after 10 s" },
      ],
      nextAttemptAt: null,
      sentAt: null,
      failedAt: "2026-11-20T09:31:06.000Z",
    },
  ],
  ...overrides,
});

describe("lead detail", () => {
  it("shows every field as sent, with the form's labels, and the delivery log", async () => {
    fakeAdminApi({ "GET /auth/session": { body: testSession }, [`GET /leads/${id}`]: { body: detail() } });
    renderAdmin(`/en/admin/leads/${id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Enquiry from John Smith" })).toBeInTheDocument();
    const fields = screen.getByRole("region", { name: "Details" });
    const rows = within(fields)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    // The form's fields in its order, a choice as the label the visitor picked, a blank one said
    // so; then what the form does not declare, by its key.
    expect(rows.slice(0, 3)).toEqual([
      ["Current Odoo version", "Odoo 14.0"],
      ["Edition", "not given"],
      ["Active users", "not given"],
    ]);
    expect(rows).toContainEqual(["Biggest pain points today", "Slow reports\nand manual exports"]);
    expect(rows).toContainEqual(["Name", "John Smith"]);
    expect(rows.at(-1)).toEqual(["surprise", "kept as sent"]);
    expect(rows.map(([term]) => term)).not.toContain("kind");

    const deliveries = screen.getByRole("region", { name: "Deliveries" });
    expect(within(deliveries).getByRole("heading", { name: "Email to odoo@neutra.test" })).toBeInTheDocument();
    expect(within(deliveries).getByText("Delivered")).toBeInTheDocument();
    expect(within(deliveries).getByRole("heading", { name: "Webhook to crm.example.test" })).toBeInTheDocument();
    expect(within(deliveries).getByText("HTTP 500")).toBeInTheDocument();
    expect(within(deliveries).getByText("timeout after 10 s")).toBeInTheDocument();
    // Only the failed delivery can be sent again.
    expect(within(deliveries).getAllByRole("button", { name: "Send again" })).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Remove spam mark" })).not.toBeInTheDocument();
  });

  it("offers to send again a delivery that backs off after an error, not one that is due or untried", async () => {
    const inAnHour = new Date(Date.now() + 3600_000).toISOString();
    const webhook = detail().deliveries[1]!;
    fakeAdminApi({
      "GET /auth/session": { body: testSession },
      [`GET /leads/${id}`]: {
        body: detail({
          deliveries: [
            { ...webhook, id: "8", state: "waiting", failedAt: null, nextAttemptAt: inAnHour },
            { ...webhook, id: "9", state: "waiting", failedAt: null, nextAttemptAt: new Date().toISOString() },
            { ...webhook, id: "10", state: "waiting", failedAt: null, nextAttemptAt: inAnHour, attempts: [] },
          ],
        }),
      },
    });
    renderAdmin(`/admin/leads/${id}`);
    const items = await screen.findAllByRole("heading", { name: "Webhook an crm.example.test" });
    const buttons = items.map((heading) =>
      within(heading.closest("li")!).queryByRole("button", { name: "Erneut senden" }),
    );
    expect(buttons.map(Boolean)).toEqual([true, false, false]);
  });

  it("sends a failed delivery again and reloads the log", async () => {
    let retried = false;
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      [`GET /leads/${id}`]: () => ({
        body: retried
          ? detail({
              deliveries: [{ ...detail().deliveries[1]!, state: "waiting", nextAttemptAt: new Date().toISOString() }],
            })
          : detail(),
      }),
      "POST /deliveries/webhook/7/retry": () => {
        retried = true;
        return { body: { ok: true } };
      },
    });
    renderAdmin(`/admin/leads/${id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Erneut senden" }));
    expect(await screen.findByText("Wird erneut gesendet.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Wartet")).toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Erneut senden" })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual(["/deliveries/webhook/7/retry"]);
  });

  it("saves the status and the note", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      [`GET /leads/${id}`]: { body: detail() },
      [`PATCH /leads/${id}`]: ({ body }) => ({ body: { ...detail(), ...(body as object) } }),
    });
    renderAdmin(`/admin/leads/${id}`);
    await userEvent.selectOptions(await screen.findByLabelText("Status"), "done");
    await userEvent.click(screen.getByRole("button", { name: "Status speichern" }));
    expect(await screen.findByText("Status gespeichert.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Interne Notiz"), "Rückruf Montag");
    await userEvent.click(screen.getByRole("button", { name: "Notiz speichern" }));
    expect(await screen.findByText("Notiz gespeichert.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([
      { status: "done", statusWas: "new" },
      { note: "Rückruf Montag", noteVersion: "v1" },
    ]);
  });

  it("a note saved over someone else's: their text shown, mine kept in the field, saved again only on purpose", async () => {
    const theirs = detail({ note: "Angebot geschickt (Anna)", noteVersion: "v2", status: "in_progress" });
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      [`GET /leads/${id}`]: { body: detail() },
      [`PATCH /leads/${id}`]: ({ body }) => {
        const { note, noteVersion } = body as { note: string; noteVersion: string };
        return noteVersion === "v2"
          ? { body: { ...theirs, note, noteVersion: "v3" } }
          : { status: 409, body: { error: "conflict", lead: theirs } };
      },
    });
    renderAdmin(`/admin/leads/${id}`);
    const field = await screen.findByLabelText("Interne Notiz");
    await userEvent.type(field, "Rückruf Montag");
    await userEvent.click(screen.getByRole("button", { name: "Notiz speichern" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Jemand anderes hat diese Notiz inzwischen geändert.");
    expect(alert).toHaveTextContent("Angebot geschickt (Anna)");
    expect(field).toHaveValue("Rückruf Montag");
    // The status the other person set shows too: the lead is as it is now.
    expect(screen.getByLabelText("Status")).toHaveValue("in_progress");

    // Merged by hand, then saved over the version now seen.
    await userEvent.click(within(alert).getByRole("button", { name: "Gespeicherte Fassung ins Feld übernehmen" }));
    expect(field).toHaveValue("Angebot geschickt (Anna)");
    expect(alert).not.toBeInTheDocument();
    await userEvent.type(field, "; Rückruf Montag");
    await userEvent.click(screen.getByRole("button", { name: "Notiz speichern" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Notiz speichern" })).toBeDisabled());
    expect(screen.queryByText(/Jemand anderes/)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([
      { note: "Rückruf Montag", noteVersion: "v1" },
      { note: "Angebot geschickt (Anna); Rückruf Montag", noteVersion: "v2" },
    ]);
  });

  it("a status saved over someone else's says what they chose and saves mine only when asked again", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      [`GET /leads/${id}`]: { body: detail() },
      [`PATCH /leads/${id}`]: ({ body }) =>
        (body as { statusWas: string }).statusWas === "done"
          ? { body: detail({ status: "in_progress" }) }
          : { status: 409, body: { error: "conflict", lead: detail({ status: "done" }) } },
    });
    renderAdmin(`/en/admin/leads/${id}`);
    await userEvent.selectOptions(await screen.findByLabelText("Status"), "in_progress");
    await userEvent.click(screen.getByRole("button", { name: "Save status" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Someone else set the status to “Done” in the meantime.",
    );
    expect(screen.getByLabelText("Status")).toHaveValue("in_progress");
    await userEvent.click(screen.getByRole("button", { name: "Save status" }));
    expect(await screen.findByText("Status saved.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([
      { status: "in_progress", statusWas: "new" },
      { status: "in_progress", statusWas: "done" },
    ]);
  });

  it("isolates what the visitor typed and lets long words break: the title, the fields, the delivery log", async () => {
    const long = "X".repeat(200);
    fakeAdminApi({
      "GET /auth/session": { body: testSession },
      [`GET /leads/${id}`]: {
        body: detail({ name: `\u202eevil ${long}`, payload: { ...detail().payload, name: `\u202eevil ${long}` } }),
      },
    });
    renderAdmin(`/en/admin/leads/${id}`);
    const title = await screen.findByRole("heading", { level: 1 });
    expect(title).toHaveClass("wrap-anywhere");
    expect(title.querySelector("bdi")).toHaveTextContent(`evil ${long}`);
    expect(title.firstChild).toHaveTextContent("Enquiry from");
    const name = within(screen.getByRole("region", { name: "Details" })).getByText(`\u202eevil ${long}`);
    expect(name.tagName).toBe("BDI");
    expect(name.closest("dd")).toHaveClass("wrap-anywhere");
    const mail = screen.getByRole("heading", { name: "Email to odoo@neutra.test" });
    expect(mail.querySelector("bdi")).toHaveTextContent("odoo@neutra.test");
  });

  it("takes a lead out of spam only after a confirmation", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      [`GET /leads/${id}`]: { body: detail({ spam: true, deliveries: [] }) },
      [`POST /leads/${id}/not-spam`]: { body: detail({ spam: false, deliveries: [] }) },
    });
    renderAdmin(`/admin/leads/${id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Spam-Markierung aufheben" }));
    const dialog = await screen.findByRole("dialog", { name: "Spam-Markierung aufheben?" });
    expect(calls.some((c) => c.path.endsWith("/not-spam"))).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Ja, Markierung aufheben" }));
    expect(
      await screen.findByText("Die Anfrage ist nicht mehr als Spam markiert und wird zugestellt."),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith("/not-spam"))).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Spam-Markierung aufheben" })).not.toBeInTheDocument(),
    );
  });

  it("marks a lead as spam only after a confirmation, then offers the way back", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      [`GET /leads/${id}`]: { body: detail({ deliveries: [] }) },
      [`POST /leads/${id}/spam`]: { body: detail({ spam: true, deliveries: [] }) },
    });
    renderAdmin(`/en/admin/leads/${id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Mark as spam" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark this enquiry as spam?" });
    // Focus moves into the dialog, so the keyboard stays with it.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(calls.some((c) => c.path.endsWith("/spam"))).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, mark as spam" }));
    expect(await screen.findByText("The enquiry is marked as spam.")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([`/leads/${id}/spam`]);
    expect(await screen.findByRole("button", { name: "Remove spam mark" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark as spam" })).not.toBeInTheDocument();
  });

  it("says in words when the lead was marked spam meanwhile", async () => {
    fakeAdminApi({
      "GET /auth/session": { body: testSession },
      [`GET /leads/${id}`]: { body: detail({ deliveries: [] }) },
      [`POST /leads/${id}/spam`]: { status: 409, body: { error: "spam" } },
    });
    renderAdmin(`/admin/leads/${id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Als Spam markieren" }));
    const dialog = await screen.findByRole("dialog", { name: "Diese Anfrage als Spam markieren?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Ja, als Spam markieren" }));
    expect(await screen.findByText("Diese Anfrage ist schon als Spam markiert.")).toBeInTheDocument();
  });

  it("deletes a lead only after a confirmation and goes back to the inbox", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      [`GET /leads/${id}`]: { body: detail() },
      [`DELETE /leads/${id}`]: { status: 204 },
      "POST /leads/search": { body: { leads: [], total: 0, nextCursor: null } },
    });
    renderAdmin(`/admin/leads/${id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Anfrage löschen" }));
    const dialog = await screen.findByRole("dialog", { name: "Diese Anfrage löschen?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Anfrage löschen" }));
    const again = await screen.findByRole("dialog", { name: "Diese Anfrage löschen?" });
    await userEvent.click(within(again).getByRole("button", { name: "Ja, endgültig löschen" }));
    expect(await screen.findByText("Die Anfrage wurde gelöscht.")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Anfragen" })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([`/leads/${id}`]);
  });
});
