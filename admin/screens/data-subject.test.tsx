import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LeadSummary } from "#common/admin/leads-api";
import type { SubjectSummary } from "#common/admin/subjects-api";
import { fakeAdminApi, renderAdmin, testSession } from "../../tests/support/admin-app";

afterEach(() => vi.unstubAllGlobals());

const lead: LeadSummary = {
  id: "0b6f1a52-6c3e-4c8f-9a57-1b2c3d4e5f60",
  createdAt: "2026-11-20T09:30:00.000Z",
  kind: "migration",
  language: "de",
  pageContext: "/odoo-migration",
  name: "Erika Muster",
  company: "Muster AG",
  email: "Erika@Muster.test",
  status: "new",
  spam: false,
  unverified: false,
};
const summary: SubjectSummary = { email: "erika@muster.test", leads: [lead], mails: 2, webhooks: 1, audit: 0 };
const erased = { leads: 1, mails: 2, webhooks: 1, deliveryLog: 3, audit: 1, crmNotified: true };

describe("access and erasure", () => {
  it("finds, downloads and erases what is held about an address, the address only in POST bodies", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "POST /subjects/find": { body: summary },
      "POST /subjects/export": new Response("{}", {
        headers: {
          "Content-Type": "application/json",
          "Content-Disposition": 'attachment; filename="data-subject-x.json"',
        },
      }),
      "POST /subjects/erase": ({ body }) =>
        (body as { confirm: string }).confirm === "erika@muster.test"
          ? { body: erased }
          : { status: 400, body: { error: "confirm_mismatch" } },
    });
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => "blob:subject");
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderAdmin("/en/admin");
    // Reached from the menu.
    await userEvent.click(await screen.findByRole("link", { name: "Access and erasure" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Access and erasure" })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Email address"), "Erika@Muster.test{Enter}");
    const held = await screen.findByRole("region", { name: "Held about erika@muster.test" });
    expect(
      within(held)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(
      expect.arrayContaining([
        "1\u00a0enquiry",
        "2\u00a0emails",
        "1\u00a0webhook delivery",
        "0\u00a0activity log entries",
      ]),
    );
    expect(within(held).getByRole("link", { name: /^Odoo migration/ })).toHaveAttribute(
      "href",
      `/en/admin/leads/${lead.id}`,
    );

    await userEvent.click(screen.getByRole("button", { name: "Answer in German" }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    expect(clicked.mock.contexts[0]).toHaveProperty("download", "data-subject-x.json");
    clicked.mockRestore();
    Object.assign(URL, { createObjectURL: objectUrls.create, revokeObjectURL: objectUrls.revoke });

    await userEvent.click(screen.getByRole("button", { name: "Erase everything about this address" }));
    const dialog = await screen.findByRole("dialog", { name: "Erase everything about erika@muster.test?" });
    const confirm = within(dialog).getByLabelText("Address to confirm");
    // Focus goes into the dialog, to the field to type in.
    expect(confirm).toHaveFocus();
    expect(dialog).toHaveTextContent(
      "It deletes only what the website holds; delete copies in mailboxes and the CRM there.",
    );
    await userEvent.type(confirm, "erika@muster.tes{Enter}");
    expect(
      await within(dialog).findByText("The address you typed doesn’t match. Nothing was deleted."),
    ).toBeInTheDocument();
    expect(confirm).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(confirm, "t{Enter}");
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(
      "Erased: 1 enquiry, 2 emails, 1 webhook delivery, 3 delivery attempts, 1 activity log entry.",
    );
    // What the erasure could not reach: the owner deletes those copies; the CRM was told.
    expect(status).toHaveTextContent("delete the forwarded emails in the mailboxes and the records in the CRM there");
    expect(status).toHaveTextContent("The CRM is sent an erasure notice (the “subject.erased” webhook)");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /Held about/ })).not.toBeInTheDocument();

    const posted = calls.filter((c) => c.path.startsWith("/subjects/"));
    expect(posted.map((c) => [c.method, c.path, c.body])).toEqual([
      ["POST", "/subjects/find", { email: "Erika@Muster.test" }],
      ["POST", "/subjects/export", { email: "erika@muster.test", format: "de" }],
      ["POST", "/subjects/erase", { email: "erika@muster.test", confirm: "erika@muster.tes" }],
      ["POST", "/subjects/erase", { email: "erika@muster.test", confirm: "erika@muster.test" }],
    ]);
    expect(calls.every((c) => !c.path.includes("muster") && !c.query.toString().includes("muster"))).toBe(true);
  });

  it("says in German when nothing is held, and why an address is refused", async () => {
    fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "POST /subjects/find": ({ body }) =>
        (body as { email: string }).email.includes("@")
          ? { body: { email: "niemand@example.test", leads: [], mails: 0, webhooks: 0, audit: 0 } }
          : { status: 400, body: { error: "invalid" } },
    });
    renderAdmin("/admin/subjects");
    const field = await screen.findByLabelText("E-Mail-Adresse");
    await userEvent.type(field, "niemand{Enter}");
    expect(await screen.findByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(field, "@example.test{Enter}");
    expect(
      await screen.findByText(/^In der Datenbank der Website ist zu dieser Adresse nichts gespeichert\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Alles zu dieser Adresse löschen" })).not.toBeInTheDocument();
  });
});
