import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MediaItem } from "#common/admin/media-api";
import { maxUploadBytes } from "#common/media";
import { fakeAdminApi, renderAdmin, sapServicesArea, testSession } from "../../tests/support/admin-app";

afterEach(() => vi.unstubAllGlobals());

const photo: MediaItem = {
  id: "5b0c1a52-6c3e-4c8f-9a57-1b2c3d4e5f60",
  name: "Team Berlin.jpg",
  type: "image/jpeg",
  width: 1600,
  height: 2400,
  bytes: 2_548_000,
  createdAt: "2026-11-20T09:30:00.000Z",
  updatedAt: "2026-11-20T09:30:00.000Z",
  colour: "#1e6ea0",
  thumbnail: "/media/AAAAAAAAAAAAAAAAAAAAAA-320.webp",
  alt: { de: "Das Team vor dem Büro", en: "The team outside the office" },
  decorative: false,
  caption: { de: "", en: "" },
  credit: "",
  licence: "",
  focal: { x: 0.5, y: 0.5 },
  uses: [],
};
const logo: MediaItem = {
  ...photo,
  id: "6c0c1a52-6c3e-4c8f-9a57-1b2c3d4e5f61",
  name: "Logo.png",
  type: "image/png",
  width: 800,
  height: 500,
  bytes: 84_000,
  alt: { de: "", en: "" },
  uses: [
    { kind: "shareImage", key: "sapSolutions" },
    { kind: "shareImage", key: "site" },
  ],
};

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: "image/jpeg" });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const upload = userEvent.setup({ applyAccept: false });

async function openDetails(name: string) {
  await userEvent.click(await screen.findByRole("button", { name: `${name} bearbeiten` }));
  return screen.findByRole("dialog", { name });
}

describe("the media library", () => {
  it("shows each image's size, dimensions, date and uses, flags a missing alt text and filters by name and alt text", async () => {
    fakeAdminApi({ "GET /auth/session": { body: testSession }, "GET /media": { body: { items: [photo, logo] } } });
    renderAdmin("/admin");
    await userEvent.click(await screen.findByRole("link", { name: "Medien" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Medien" })).toBeInTheDocument();
    const library = await screen.findByRole("region", { name: "Alle Bilder" });
    const cards = within(library).getAllByRole("listitem");
    expect(cards[0]).toHaveTextContent("Team Berlin.jpg");
    expect(cards[0]).toHaveTextContent(/2,4\sMB · 1\.600 × 2\.400 Pixel/);
    expect(cards[0]).toHaveTextContent("20.11.2026");
    expect(cards[0]).toHaveTextContent("Nicht verwendet");
    expect(cards[0]).not.toHaveTextContent("Alternativtext fehlt");
    expect(within(cards[0]!).getByRole("img", { name: "Das Team vor dem Büro" })).toHaveAttribute("width", "320");
    expect(within(cards[0]!).getByRole("img")).toHaveAttribute("height", "480");
    expect(within(cards[0]!).getByRole("img")).toHaveAttribute("loading", "lazy");
    expect(cards[1]).toHaveTextContent("Auf 2 Seiten verwendet");
    expect(cards[1]).toHaveTextContent("Alternativtext fehlt");
    expect(screen.getByRole("status")).toHaveTextContent("2 Bilder");

    const search = screen.getByRole("searchbox", { name: "Suche" });
    await userEvent.type(search, "BÜRO");
    expect(within(library).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("1 Treffer");
    await userEvent.clear(search);
    await userEvent.type(search, "logo");
    expect(screen.getByRole("button", { name: "Logo.png bearbeiten" })).toBeInTheDocument();
    await userEvent.type(search, "x");
    expect(screen.getByText("Kein Bild passt zu „logox“.")).toBeInTheDocument();
  });

  it("says so when the library is empty", async () => {
    fakeAdminApi({ "GET /auth/session": { body: testSession }, "GET /media": { body: { items: [] } } });
    renderAdmin("/en/admin/media");
    expect(await screen.findByText("No images yet. Upload the first one above.")).toBeInTheDocument();
  });
});

describe("uploading", () => {
  const refusals: [string, { status: number; body: unknown }, string][] = [
    [
      "an SVG",
      { status: 400, body: { error: "invalid_image", reason: "unsupported_type", detected: "svg" } },
      "SVG-Dateien können Skripte enthalten und werden nicht angenommen. Bitte speichern Sie das Bild als JPEG oder PNG.",
    ],
    [
      "a GIF",
      { status: 400, body: { error: "invalid_image", reason: "unsupported_type", detected: "gif" } },
      "GIF-Dateien werden nicht angenommen.",
    ],
    [
      "a HEIC photo",
      { status: 400, body: { error: "invalid_image", reason: "unsupported_type", detected: "heic" } },
      "HEIC-Fotos, wie iPhones sie speichern, werden nicht angenommen.",
    ],
    [
      "a PDF",
      { status: 400, body: { error: "invalid_image", reason: "unsupported_type", detected: "pdf" } },
      "PDF-Dateien werden nicht angenommen.",
    ],
    [
      "a TIFF",
      { status: 400, body: { error: "invalid_image", reason: "unsupported_type", detected: "tif" } },
      "Dateien vom Typ TIF werden nicht angenommen.",
    ],
    [
      "an unknown kind",
      { status: 400, body: { error: "invalid_image", reason: "unsupported_type" } },
      "Diese Datei ist kein Bild in einem angenommenen Format.",
    ],
    ["an empty file", { status: 400, body: { error: "invalid_image", reason: "empty" } }, "Die Datei ist leer."],
    [
      "too many pixels",
      { status: 400, body: { error: "invalid_image", reason: "too_many_pixels" } },
      "Das Bild hat mehr als 40 Megapixel.",
    ],
    [
      "a damaged file",
      { status: 400, body: { error: "invalid_image", reason: "damaged" } },
      "Die Datei ist beschädigt oder unvollständig.",
    ],
    [
      "a polyglot",
      { status: 400, body: { error: "invalid_image", reason: "not_only_an_image" } },
      "Die Datei enthält außer dem Bild noch etwas anderes",
    ],
    ["a file cut off at 20 MB", { status: 413, body: { error: "payload_too_large" } }, "größer als 20 MB"],
  ];

  it.each(refusals)("refuses %s with what to do, in German", async (_, answer, message) => {
    fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /media": { body: { items: [] } },
      "POST /media": answer,
    });
    renderAdmin("/admin/media");
    await screen.findByText("Noch keine Bilder. Laden Sie oben das erste hoch.");
    await upload.upload(fileInput(), jpeg("Bild.jpg"));
    const list = await screen.findByRole("list", { name: "Hochgeladene Dateien" });
    await waitFor(() => expect(list).toHaveTextContent(message));
  });

  it("says it in English too", async () => {
    fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /media": { body: { items: [] } },
      "POST /media": { status: 400, body: { error: "invalid_image", reason: "unsupported_type", detected: "svg" } },
    });
    renderAdmin("/en/admin/media");
    await screen.findByText("No images yet. Upload the first one above.");
    await upload.upload(fileInput(), jpeg("Logo.svg"));
    expect(
      await screen.findByText(
        "SVG files can carry scripts, so they aren’t accepted. Please save the image as JPEG or PNG.",
      ),
    ).toBeInTheDocument();
  });

  it("uploads picked, dropped and pasted files one after another, each with its state; a file over 20 MB is never sent", async () => {
    const { calls, fetchMock } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /media": { body: { items: [] } },
      "POST /media": () => ({ status: 201, body: { ...photo, id: crypto.randomUUID() } }),
    });
    // Each upload takes a moment; a second one sent meanwhile would overlap it.
    let inFlight = 0;
    let overlapped = false;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== "POST") return fetchMock(input, init);
      overlapped ||= ++inFlight > 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight--;
      return fetchMock(input, init);
    });
    renderAdmin("/admin/media");
    await screen.findByText("Noch keine Bilder. Laden Sie oben das erste hoch.");
    const huge = jpeg("Riesig.jpg");
    Object.defineProperty(huge, "size", { value: maxUploadBytes + 1 });
    await upload.upload(fileInput(), [jpeg("Eins.jpg"), huge, jpeg("Zwei.jpg")]);
    const list = await screen.findByRole("list", { name: "Hochgeladene Dateien" });
    await waitFor(() => expect(within(list).getAllByText("Hochgeladen")).toHaveLength(2));
    expect(within(list).getByText(/größer als 20 MB/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").length).toBe(2);
    expect(overlapped).toBe(false);

    const zone = screen.getByRole("region", { name: "Bilder hochladen" });
    fireEvent.drop(zone, { dataTransfer: { files: [jpeg("Gezogen.jpg")], types: ["Files"] } });
    const pasted = new Event("paste", { bubbles: true, cancelable: true });
    Object.defineProperty(pasted, "clipboardData", { value: { files: [jpeg("Eingefuegt.png")] } });
    document.body.dispatchEvent(pasted);
    await waitFor(() => expect(within(list).getAllByText("Hochgeladen")).toHaveLength(4));
    expect(within(list).getByText("Gezogen.jpg")).toBeInTheDocument();
    expect(within(list).getByText("Eingefuegt.png")).toBeInTheDocument();
    expect(pasted.defaultPrevented).toBe(true);
    // Each new image is in the grid at once.
    expect(screen.getAllByRole("button", { name: "Team Berlin.jpg bearbeiten" })).toHaveLength(4);
    await userEvent.click(within(screen.getByRole("main")).getByRole("button", { name: "Liste leeren" }));
    expect(screen.queryByRole("list", { name: "Hochgeladene Dateien" })).not.toBeInTheDocument();
  });
});

describe("an image's details", () => {
  it("asks for alt text in both languages unless the image is decorative, and saves with the shared schema", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /media": { body: { items: [logo] } },
      "PATCH /media/6c0c1a52-6c3e-4c8f-9a57-1b2c3d4e5f61": ({ body }) => ({ body: { ...logo, ...(body as object) } }),
    });
    renderAdmin("/admin/media");
    const dialog = await openDetails("Logo.png");
    expect(within(dialog).getByText(/^Pflicht, außer das Bild ist dekorativ/)).toBeVisible();
    const german = within(dialog).getByLabelText("Alternativtext (Deutsch)");
    expect(german).toHaveAccessibleDescription(/Pflicht, außer das Bild ist dekorativ/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    const required = "Bitte beschreiben Sie das Bild oder kreuzen Sie „Dekoratives Bild“ an.";
    await waitFor(() => expect(german).toHaveAttribute("aria-invalid", "true"));
    expect(german).toHaveAccessibleDescription(expect.stringContaining(required));
    expect(within(dialog).getByLabelText("Alternativtext (Englisch)")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getAllByText(required)).toHaveLength(2);
    // Too long: the shared schema's limit, said in words.
    await userEvent.click(within(dialog).getByLabelText("Bildnachweis"));
    await userEvent.paste("x".repeat(201));
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    expect(await within(dialog).findByText("Höchstens 200 Zeichen.")).toBeVisible();
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText("Bildnachweis"));
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "Dekoratives Bild" }));
    await waitFor(() => expect(within(dialog).queryByText(required)).not.toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")!.body).toEqual({
      alt: { de: "", en: "" },
      decorative: true,
      caption: { de: "", en: "" },
      credit: "",
      licence: "",
      focal: { x: 0.5, y: 0.5 },
    });
    expect(await screen.findByText("Die Angaben zum Bild sind gespeichert.")).toBeInTheDocument();
    // The grid no longer flags it.
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByText("Alternativtext fehlt")).not.toBeInTheDocument();
  });

  it("moves the focal point with the arrow keys, its marker naming where it is", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /media": { body: { items: [photo] } },
      "PATCH /media/5b0c1a52-6c3e-4c8f-9a57-1b2c3d4e5f60": ({ body }) => ({ body: { ...photo, ...(body as object) } }),
    });
    renderAdmin("/en/admin/media");
    await userEvent.click(await screen.findByRole("button", { name: "Edit Team Berlin.jpg" }));
    const dialog = await screen.findByRole("dialog", { name: "Team Berlin.jpg" });
    const marker = within(dialog).getByRole("button", { name: "Focal point: 50% from the left, 50% from the top" });
    // The dialog opens on the German alt text; the marker is three stops back, beside the image.
    expect(within(dialog).getByLabelText("Alt text (German)")).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(marker).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}{ArrowUp}");
    expect(marker).toHaveAccessibleName("Focal point: 53% from the left, 59% from the top");
    expect(marker).toHaveStyle({ left: "53%", top: "59%" });
    await userEvent.keyboard("{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}");
    expect(marker).toHaveAccessibleName("Focal point: 0% from the left, 59% from the top");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")!.body).toMatchObject({ focal: { x: 0, y: 0.59 } });
  });

  it("does not delete an image in use and names the places; deletes one that is not", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /media": { body: { items: [photo, logo] } },
      "GET /content/areas": { body: { areas: [sapServicesArea] } },
      "DELETE /media/6c0c1a52-6c3e-4c8f-9a57-1b2c3d4e5f61": { status: 409, body: { error: "in_use", uses: logo.uses } },
      "DELETE /media/5b0c1a52-6c3e-4c8f-9a57-1b2c3d4e5f60": { status: 204 },
    });
    renderAdmin("/admin/media");
    let dialog = await openDetails("Logo.png");
    await userEvent.click(within(dialog).getByRole("button", { name: "Löschen" }));
    const confirm = await screen.findByRole("dialog", { name: "„Logo.png“ löschen?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Ja, endgültig löschen" }));
    const refusal = await within(dialog).findByText(/^Das Bild wird noch verwendet und ist nicht gelöscht\./);
    const alert = refusal.closest<HTMLElement>('[role="alert"]')!;
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Vorschaubild für geteilte Links: SAP-Services",
      "Vorschaubild für geteilte Links: alle Seiten ohne eigenes Bild",
    ]);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Logo.png bearbeiten" })).toHaveFocus());

    dialog = await openDetails("Team Berlin.jpg");
    await userEvent.click(within(dialog).getByRole("button", { name: "Löschen" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "„Team Berlin.jpg“ löschen?" })).getByRole("button", {
        name: "Ja, endgültig löschen",
      }),
    );
    expect(await screen.findByText("Das Bild ist gelöscht.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Team Berlin.jpg bearbeiten" })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("heading", { level: 1, name: "Medien" })).toHaveFocus());
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(2);
  });

  it("offers an image in use to be removed everywhere and deleted, after a confirmation", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /media": { body: { items: [photo, logo] } },
      "GET /content/areas": { body: { areas: [sapServicesArea] } },
      "DELETE /media/6c0c1a52-6c3e-4c8f-9a57-1b2c3d4e5f61": { status: 409, body: { error: "in_use", uses: logo.uses } },
      "POST /media/6c0c1a52-6c3e-4c8f-9a57-1b2c3d4e5f61/remove-everywhere": { body: { removedFrom: logo.uses } },
    });
    renderAdmin("/admin/media");
    const dialog = await openDetails("Logo.png");
    await userEvent.click(within(dialog).getByRole("button", { name: "Löschen" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "„Logo.png“ löschen?" })).getByRole("button", {
        name: "Ja, endgültig löschen",
      }),
    );
    await userEvent.click(await within(dialog).findByRole("button", { name: "Überall entfernen und löschen" }));
    const confirm = await screen.findByRole("dialog", { name: "„Logo.png“ überall entfernen und löschen?" });
    expect(confirm).toHaveTextContent("An den genannten Stellen erscheint sofort wieder die Titelkarte der Seite");
    await userEvent.click(within(confirm).getByRole("button", { name: "Ja, überall entfernen und löschen" }));
    expect(await screen.findByText("Das Bild ist überall entfernt und gelöscht.")).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith("/remove-everywhere"))?.body).toEqual({ confirm: true });
    expect(screen.queryByRole("button", { name: "Logo.png bearbeiten" })).not.toBeInTheDocument();
  });

  it("replaces the file in place, or says why not", async () => {
    const replaced = {
      ...photo,
      width: 1200,
      height: 800,
      bytes: 300_000,
      thumbnail: "/media/BBBBBBBBBBBBBBBBBBBBBB-320.webp",
    };
    let refuse = true;
    fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /media": { body: { items: [photo] } },
      "POST /media/5b0c1a52-6c3e-4c8f-9a57-1b2c3d4e5f60/file": () =>
        refuse
          ? { status: 400, body: { error: "invalid_image", reason: "unsupported_type", detected: "heic" } }
          : { body: replaced },
    });
    renderAdmin("/admin/media");
    const dialog = await openDetails("Team Berlin.jpg");
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await upload.upload(input, jpeg("IMG_0001.heic"));
    const refusal = await within(dialog).findByText(/^HEIC-Fotos, wie iPhones sie speichern/);
    expect(refusal.closest('[role="alert"]')).toBeInTheDocument();
    refuse = false;
    await upload.upload(input, jpeg("Team neu.jpg"));
    expect(await screen.findByText(/Die Datei ist ersetzt/)).toBeInTheDocument();
    expect(within(dialog).getByText("1.200 × 800 Pixel")).toBeInTheDocument();
    // Behind the dialog, hidden from assistive technology while it is open.
    const card = screen.getByRole("button", { name: "Team Berlin.jpg bearbeiten", hidden: true }).closest("li")!;
    expect(within(card).getByRole("img", { hidden: true })).toHaveAttribute("src", replaced.thumbnail);
  });
});
