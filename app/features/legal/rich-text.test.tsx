import { render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import cookieDe from "#common/locales/de/cookie-policy";
import cookiesDe from "#common/locales/de/cookies";
import imprintDe from "#common/locales/de/imprint";
import privacyDe from "#common/locales/de/privacy";
import cookieEn from "#common/locales/en/cookie-policy";
import cookiesEn from "#common/locales/en/cookies";
import imprintEn from "#common/locales/en/imprint";
import privacyEn from "#common/locales/en/privacy";
import { interpolate, renderRich, tagNames, tie } from "./rich-text";
import { useLegalRich } from "./use-legal-rich";

const components = {
  strong: (text: string) => <strong>{text}</strong>,
  mail: (text: string) => <a href={`mailto:${text}`}>{text}</a>,
};

describe("interpolate", () => {
  it("fills known placeholders and leaves unknown ones visible", () => {
    expect(interpolate("{{a}} und {{b}}", { a: "eins" })).toBe("eins und {{b}}");
  });
});

describe("tie", () => {
  it("keeps citations and figures together with non-breaking spaces", () => {
    expect(tie("Art. 6 Abs. 1 lit. f DSGVO, § 25 Abs. 2 Nr. 2 TDDDG, nach 14 Tagen")).toBe(
      "Art.\u00a06\u00a0Abs.\u00a01\u00a0lit.\u00a0f DSGVO, §\u00a025\u00a0Abs.\u00a02\u00a0Nr.\u00a02\u00a0TDDDG, nach 14\u00a0Tagen",
    );
    expect(tie("Art. 6(1)(f) GDPR and Section 25(1) TDDDG")).toBe(
      "Art.\u00a06(1)(f)\u00a0GDPR and Section\u00a025(1)\u00a0TDDDG",
    );
  });
});

describe("renderRich", () => {
  it("turns tags into the given components, with placeholders filled inside and outside", () => {
    render(
      <p data-testid="p">
        {renderRich(
          "Fragen an <mail>{{email}}</mail>, <strong>jederzeit</strong> ({{company}}).",
          {
            email: "datenschutz@example.de",
            company: "Muster GmbH",
          },
          components,
        )}
      </p>,
    );
    expect(screen.getByTestId("p").textContent).toBe("Fragen an datenschutz@example.de, jederzeit (Muster GmbH).");
    expect(screen.getByRole("link", { name: "datenschutz@example.de" })).toHaveAttribute(
      "href",
      "mailto:datenschutz@example.de",
    );
    expect(screen.getByText("jederzeit").tagName).toBe("STRONG");
  });

  it("inserts values as text, never as markup, and shows unknown tags' text plainly", () => {
    render(
      <p data-testid="p">{renderRich("{{x}} <unknown>Text</unknown>", { x: "<strong>y</strong>" }, components)}</p>,
    );
    expect(screen.getByTestId("p").textContent).toBe("<strong>y</strong> Text");
    expect(screen.getByTestId("p").querySelector("strong")).toBeNull();
  });
});

/** Every string leaf of a copy module. */
function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  }
  return [];
}

describe("legal copy", () => {
  const { result } = renderHook(() => useLegalRich("neuer Tab"), {
    wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>,
  });
  const { values, components: known } = result.current;

  for (const [name, de, en] of [
    ["cookie-policy", cookieDe, cookieEn],
    ["cookies", cookiesDe, cookiesEn],
    ["privacy", privacyDe, privacyEn],
    ["imprint", imprintDe, imprintEn],
  ] as const) {
    it(`${name}: both languages use the same tags; every tag and placeholder is known`, () => {
      const enLeaves = new Map(leaves(en));
      for (const [path, text] of leaves(de)) {
        expect(tagNames(enLeaves.get(path) ?? ""), path).toEqual(tagNames(text));
      }
      for (const [path, text] of [...leaves(de), ...enLeaves]) {
        for (const tag of tagNames(text)) expect(Object.keys(known), `${path}: <${tag}>`).toContain(tag);
        for (const [, placeholder] of text.matchAll(/\{\{(\w+)\}\}/g)) {
          expect(Object.keys(values), `${path}: {{${placeholder}}}`).toContain(placeholder);
        }
        // A tag the parser did not pair would show up as raw markup on the page.
        expect(text.replace(/<([a-zA-Z]+)>.*?<\/\1>/gs, ""), path).not.toMatch(/<\/?[a-zA-Z]+>/);
      }
    });
  }

  it("keeps company facts out of the copy: they come from the legal config", () => {
    for (const module of [cookieDe, cookieEn, cookiesDe, cookiesEn, privacyDe, privacyEn, imprintDe, imprintEn]) {
      for (const [path, text] of leaves(module)) {
        for (const fact of ["Musterstraße", "10115", "HRB", "Mustermann", "datenschutz@"]) {
          expect(text, path).not.toContain(fact);
        }
      }
    }
  });
});
