import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAdmin } from "../../tests/support/admin-app";
import { reference, referenceId } from "../../tests/support/collection-entries";
import { editorApi } from "../../tests/support/collection-editor";

const open = vi.fn(async (draft: Record<string, unknown>) => ({
  url: `/api/admin/collection-previews/${encodeURIComponent(String(draft.title))}`,
}));
// The server renders the preview (server/admin/collections-preview.test.ts); here it names the draft's title.
vi.mock("../lib/use-preview", () => ({ usePreview: () => ({ open }) }));

afterEach(() => vi.unstubAllGlobals());

describe("an entry's preview", () => {
  it("sends the form's draft as it is now and shows the page at phone and desktop width, without scripts", async () => {
    editorApi(reference());
    renderAdmin(`/admin/references/${referenceId}`);
    const title = await screen.findByRole("textbox", { name: "Titel" });
    await userEvent.clear(title);
    await userEvent.type(title, "Noch nicht gespeichert");
    await userEvent.click(screen.getByRole("button", { name: "Vorschau" }));
    await waitFor(() => expect(document.querySelectorAll("iframe")).toHaveLength(2));
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ title: "Noch nicht gespeichert" }));
    const frames = [...document.querySelectorAll("iframe")];
    expect(frames.map((frame) => frame.style.width)).toEqual(["375px", "1280px"]);
    for (const frame of frames) {
      expect(frame).toHaveAttribute("sandbox", "allow-same-origin");
      expect(frame.getAttribute("src")).toBe("/api/admin/collection-previews/Noch%20nicht%20gespeichert");
    }
  });
});
