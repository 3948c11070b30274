import { cleanup, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Lang } from "#common/config/route-table";
import type { UseCase } from "#common/locales/use-case";
import de from "#common/locales/de/ai-use-cases";
import en from "#common/locales/en/ai-use-cases";
import { i18nByLang, registerMessages } from "~/i18n/instances";
import UseCaseDetailDialog from "./use-case-detail";

registerMessages("aiUseCases", { de, en });

/** Every use case of every industry page, per language (the modules the pages render). */
const useCases = import.meta.glob<{ default: UseCase[] }>("../../../common/locales/*/use-cases/*.ts", { eager: true });
const copy = { de, en };
const byLang = (lang: Lang) =>
  Object.entries(useCases)
    .filter(([file]) => file.includes(`/${lang}/`))
    .flatMap(([, mod]) => mod.default);

/** Testing Library reads the DOM's non-breaking spaces as spaces; so do these texts. */
const spaced = (text: string) => text.replace(/\s+/g, " ");

describe("the use-case detail view labels its personas as examples", () => {
  for (const lang of ["de", "en"] as const) {
    it(`${lang}: every persona quote (problem and after go-live) carries the example label, and the note is shown`, () => {
      const cases = byLang(lang);
      expect(cases.length).toBe(20);
      for (const useCase of cases) {
        render(
          <MemoryRouter initialEntries={[lang === "de" ? "/ai-use-cases/logistik" : "/en/ai-use-cases/logistik"]}>
            <I18nextProvider i18n={i18nByLang[lang]}>
              <UseCaseDetailDialog useCase={useCase} eyebrow="" onClose={() => {}} />
            </I18nextProvider>
          </MemoryRouter>,
        );
        const dialog = screen.getByRole("dialog", { name: useCase.title });
        const quotes = within(dialog).getAllByRole("figure");
        // The pain and the after-go-live quote: both in the persona's words, both labelled.
        expect(quotes.map((q) => q.querySelector("blockquote")?.textContent)).toEqual(
          [useCase.pain, useCase.quote].map((text) => expect.stringContaining(spaced(text).slice(0, 40))),
        );
        for (const quote of quotes) {
          expect(within(quote).getByTestId("persona-example-label"), useCase.key).toHaveTextContent(
            copy[lang].detail.example,
          );
        }
        expect(within(dialog).getByRole("heading", { name: copy[lang].detail.quote })).toBeInTheDocument();
        expect(within(dialog).getByTestId("use-case-detail-note")).toHaveTextContent(spaced(copy[lang].note));
        cleanup();
      }
    });
  }
});
