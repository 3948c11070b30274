import { afterEach, describe, expect, it } from "vitest";
import { contentElementId } from "#common/content/overlay";
import { followLinksToPagesWithOtherContent } from "./document-navigation";

afterEach(() => {
  globalThis.__SITE_CONTENT__ = undefined;
  document.body.innerHTML = "";
});

describe("links to pages whose published content this page does not carry (ADR 0055)", () => {
  it("are left to the browser, kept from the router; links to other pages stay the router's", () => {
    document.body.innerHTML =
      `<a href="/sap-services#module">SAP</a><a href="/impressum">Impressum</a>` +
      `<script type="application/json" id="${contentElementId}">{"elsewhere":["/sap-services"]}</script>`;
    const routerSaw: string[] = [];
    // Where React listens: below window, so it hears what the capture phase on window lets through.
    const routerListener = (event: Event) => routerSaw.push((event.target as HTMLAnchorElement).pathname);
    document.body.addEventListener("click", routerListener);
    const stop = followLinksToPagesWithOtherContent();
    const click = (href: string) =>
      document
        .querySelector<HTMLAnchorElement>(`a[href^="${href}"]`)!
        .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    click("/sap-services");
    click("/impressum");
    expect(routerSaw).toEqual(["/impressum"]);
    stop();
    click("/sap-services");
    expect(routerSaw).toEqual(["/impressum", "/sap-services"]);
  });
});
