import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as WebAuthnBrowser from "@simplewebauthn/browser";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAdminApi, renderAdmin, testSession } from "../../tests/support/admin-app";

const webauthn = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));
vi.mock("@simplewebauthn/browser", async (original) => ({
  ...(await original<typeof WebAuthnBrowser>()),
  ...webauthn,
}));

const challengeId = "6f1c2a52-6c3e-4c8f-9a57-1b2c3d4e5f60";
const signedOut = { status: 401, body: { error: "unauthorized" } };

beforeEach(() => {
  webauthn.startAuthentication.mockResolvedValue({ id: "credential", response: {} });
  webauthn.startRegistration.mockResolvedValue({ id: "new-credential", response: {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("sign-in", () => {
  it("signs in with a passkey: options, the browser's ceremony, verify, the forms' copy, then the inbox", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": signedOut,
      "POST /auth/passkey/options": { body: { challengeId, options: { challenge: "abc", rpId: "localhost" } } },
      "POST /auth/passkey/verify": { body: testSession },
      "POST /leads/search": { body: { leads: [], total: 0, nextCursor: null } },
    });
    renderAdmin("/admin");
    await userEvent.click(await screen.findByRole("button", { name: "Mit Passkey anmelden" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Anfragen" })).toBeInTheDocument();
    expect(screen.getAllByText("owner@neutra.test").length).toBeGreaterThan(0);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      "GET /auth/session",
      "POST /auth/passkey/options",
      "POST /auth/passkey/verify",
      "GET /copy/forms/de",
      "POST /leads/search",
    ]);
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: "abc", rpId: "localhost" },
    });
    expect(calls[2]!.body).toEqual({ challengeId, response: { id: "credential", response: {} } });
  });

  it.each([
    ["de", "/admin", { error: "sign_in_failed" }, 400, undefined, "Die Anmeldung ist fehlgeschlagen."],
    ["en", "/en/admin", { error: "sign_in_failed" }, 400, undefined, "Sign-in failed."],
    ["de", "/admin", { error: "rate_limited", retryAfterSeconds: 600 }, 429, undefined, "in 10 Minuten erneut"],
    ["en", "/en/admin", { error: "rate_limited" }, 429, { "Retry-After": "180" }, "try again in 3 minutes"],
  ])("shows a refused passkey sign-in in %s: %j", async (_lang, path, body, status, headers, message) => {
    fakeAdminApi({
      "GET /auth/session": signedOut,
      "POST /auth/passkey/options": { body: { challengeId, options: {} } },
      "POST /auth/passkey/verify": { status, body, headers },
    });
    renderAdmin(path);
    const button = await screen.findByRole("button", { name: /passkey/i });
    await userEvent.click(button);
    expect(await screen.findByText(new RegExp(message))).toBeInTheDocument();
  });

  it("says so when the server cannot be reached", async () => {
    fakeAdminApi({ "GET /auth/session": signedOut });
    renderAdmin("/en/admin");
    const button = await screen.findByRole("button", { name: "Sign in with a passkey" });
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await userEvent.click(button);
    expect(await screen.findByText(/Can’t reach the server/)).toBeInTheDocument();
  });

  it("requests a sign-in link and answers neutrally, in the page's language", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": signedOut,
      "POST /auth/link": { status: 202, body: { sent: true } },
    });
    renderAdmin("/admin");
    await userEvent.type(await screen.findByLabelText("E-Mail"), "Owner@Neutra.test");
    await userEvent.click(screen.getByRole("button", { name: "Anmeldelink senden" }));
    expect(
      await screen.findByText(
        "Wenn für diese Adresse ein Zugang besteht, ist ein Anmeldelink unterwegs. Er gilt 15 Minuten.",
      ),
    ).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: "POST",
      path: "/auth/link",
      body: { email: "owner@neutra.test", lang: "de" },
    });
  });

  it("checks the address before sending it", async () => {
    const { calls } = fakeAdminApi({ "GET /auth/session": signedOut });
    renderAdmin("/en/admin");
    await userEvent.type(await screen.findByLabelText("Email"), "not-an-address");
    await userEvent.click(screen.getByRole("button", { name: "Send sign-in link" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.path === "/auth/link")).toHaveLength(0);
  });

  it("goes back to sign-in when any call answers 401", async () => {
    let sessionValid = true;
    fakeAdminApi({
      "GET /auth/session": () => (sessionValid ? { body: testSession } : signedOut),
      "POST /leads/search": () => {
        sessionValid = false;
        return signedOut;
      },
    });
    renderAdmin("/admin");
    expect(await screen.findByRole("button", { name: "Mit Passkey anmelden" })).toBeInTheDocument();
  });
});

describe("one-time links", () => {
  it("redeems a sign-in link on a click, not on opening (a mail scanner does not click), then opens the inbox", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": signedOut,
      "POST /auth/link/redeem": { body: testSession },
      "POST /leads/search": { body: { leads: [], total: 0, nextCursor: null } },
    });
    renderAdmin("/admin", { link: { purpose: "signin", token: "t".repeat(43) } });
    const button = await screen.findByRole("button", { name: "Jetzt anmelden" });
    expect(screen.getByRole("heading", { level: 1, name: "Anmelden" })).toBeInTheDocument();
    // Opened, the page has asked the server nothing: the link is unspent and no session was made.
    expect(calls).toEqual([]);
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("heading", { level: 1, name: "Anfragen" })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === "/auth/link/redeem").map((c) => c.body)).toEqual([{ token: "t".repeat(43) }]);
  });

  it("shows a refused link clearly, then the sign-in screen", async () => {
    fakeAdminApi({
      "GET /auth/session": signedOut,
      "POST /auth/link/redeem": { status: 400, body: { error: "link_invalid" } },
    });
    renderAdmin("/en/admin", { link: { purpose: "signin", token: "t".repeat(43) } });
    await userEvent.click(await screen.findByRole("button", { name: "Sign in now" }));
    expect(await screen.findByText(/This link is invalid, has expired or has already been used/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in with a passkey" })).toBeInTheDocument();
  });

  it("sets up access from an invitation: options, the browser's ceremony, verify with the name", async () => {
    const token = "s".repeat(43);
    const { calls } = fakeAdminApi({
      "GET /auth/session": signedOut,
      "POST /auth/signup/options": { body: { challengeId, options: { challenge: "xyz" } } },
      "POST /auth/signup/verify": { body: testSession },
      "POST /leads/search": { body: { leads: [], total: 0, nextCursor: null } },
    });
    renderAdmin("/admin", { link: { purpose: "signup", token } });
    const name = await screen.findByLabelText("Name des Passkeys");
    await userEvent.clear(name);
    await userEvent.type(name, "Laptop");
    await userEvent.click(screen.getByRole("button", { name: "Passkey einrichten" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Anfragen" })).toBeInTheDocument();
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: "xyz" } });
    expect(calls.find((c) => c.path === "/auth/signup/verify")?.body).toEqual({
      token,
      challengeId,
      name: "Laptop",
      response: { id: "new-credential", response: {} },
    });
  });

  it("sends a refused invitation to the sign-in screen with the reason", async () => {
    fakeAdminApi({
      "GET /auth/session": signedOut,
      "POST /auth/signup/options": { status: 400, body: { error: "link_invalid" } },
    });
    renderAdmin("/admin", { link: { purpose: "signup", token: "s".repeat(43) } });
    await userEvent.click(await screen.findByRole("button", { name: "Passkey einrichten" }));
    expect(await screen.findByText(/Dieser Link ist ungültig/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mit Passkey anmelden" })).toBeInTheDocument();
  });
});

describe("a link opened in a tab that already shows the back office", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("takes the token from the changed fragment, removes it and redeems it", async () => {
    const token = "u".repeat(43);
    const { calls } = fakeAdminApi({
      "GET /auth/session": signedOut,
      "POST /auth/link/redeem": { body: testSession },
      "POST /leads/search": { body: { leads: [], total: 0, nextCursor: null } },
    });
    renderAdmin("/admin");
    await screen.findByRole("button", { name: "Mit Passkey anmelden" });
    window.history.replaceState(null, "", `/admin#signin=${token}`);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(window.location.hash).toBe("");
    await userEvent.click(await screen.findByRole("button", { name: "Jetzt anmelden" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Anfragen" })).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/auth/link/redeem")?.body).toEqual({ token });
  });
});

describe("a used link opened while signed in", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("says the link is spent and keeps the session", async () => {
    fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "POST /auth/link/redeem": { status: 400, body: { error: "link_invalid" } },
      "POST /leads/search": { body: { leads: [], total: 0, nextCursor: null } },
    });
    renderAdmin("/en/admin");
    await screen.findByRole("heading", { level: 1, name: "Enquiries" });
    window.history.replaceState(null, "", `/en/admin#signin=${"v".repeat(43)}`);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    await userEvent.click(await screen.findByRole("button", { name: "Sign in now" }));
    expect(await screen.findByText(/This link is invalid, has expired or has already been used/)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Enquiries" })).toBeInTheDocument();
  });
});
