import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { langFromPath } from "#common/config/route-table";
import logisticsDe from "#common/locales/de/use-cases/logistics";
import energyEn from "#common/locales/en/use-cases/energy";
import { i18nByLang } from "~/i18n/instances";
import de from "#common/locales/de/ai-use-cases";
import en from "#common/locales/en/ai-use-cases";
import deLogistics from "#common/locales/de/ai-logistics";
import AiEnergyPage from "~/pages/ai-energy";
import AiLogisticsPage from "~/pages/ai-logistics";

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/ai-use-cases/logistik", element: <AiLogisticsPage /> },
      { path: "/en/ai-use-cases/energie", element: <AiEnergyPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18nByLang[langFromPath(path)]}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe("AI use-case page", () => {
  it("shows five cards, each with image, title, subtitle, persona, role and story", () => {
    renderAt("/ai-use-cases/logistik");
    const cards = screen.getAllByTestId("use-case-card");
    expect(cards).toHaveLength(5);
    for (const [index, card] of cards.entries()) {
      const useCase = logisticsDe[index]!;
      expect(within(card).getByRole("link", { name: useCase.title })).toHaveAttribute(
        "href",
        `/ai-use-cases/logistik?case=${useCase.id}`,
      );
      for (const text of [useCase.subtitle, useCase.persona, useCase.personaRole, useCase.story]) {
        // Testing Library collapses the non-breaking spaces of the DOM text; do the same here.
        expect(within(card).getByText(text.replace(/\s+/g, " "))).toBeInTheDocument();
      }
      const image = card.querySelector("img")!;
      expect(image).toHaveAttribute("width", "640");
      expect(image).toHaveAttribute("height", "400");
    }
    expect(screen.getByRole("region", { name: de.row.label })).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("button", { name: de.row.previous })).toHaveAttribute("aria-disabled", "true");
    for (const item of Object.values(deLogistics.integrations.items)) {
      expect(screen.getByRole("heading", { name: item.title })).toBeInTheDocument();
    }
  });

  it("opens the detail view from a card, puts the case in the URL and closes it with Escape", async () => {
    const router = renderAt("/ai-use-cases/logistik");
    const useCase = logisticsDe[1]!;
    await userEvent.click(screen.getByRole("link", { name: useCase.title }));
    const dialog = await screen.findByRole("dialog", { name: useCase.title });
    expect(router.state.location.search).toBe(`?case=${useCase.id}`);
    for (const heading of [de.detail.story, de.detail.pain, de.detail.solution, de.detail.benefits, de.detail.quote]) {
      expect(within(dialog).getByRole("heading", { name: heading })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole("heading", { name: de.detail.ready.title })).toBeInTheDocument();
    expect(within(dialog).getAllByRole("listitem").length).toBeGreaterThanOrEqual(useCase.steps.length + 3);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.search).toBe("");
    // Closing went back in history instead of adding an entry.
    expect(router.state.historyAction).toBe("POP");
    await waitFor(() => expect(screen.getByRole("link", { name: useCase.title })).toHaveFocus());
  });

  it("opens a deep link and closes it in place with the close button", async () => {
    const router = renderAt("/en/ai-use-cases/energie?case=meter-data");
    const useCase = energyEn[2]!;
    const dialog = await screen.findByRole("dialog", { name: useCase.title });
    expect(within(dialog).getByText(`\u201c${useCase.pain}\u201d`.replace(/\s+/g, " "))).toBeInTheDocument();
    await act(() => userEvent.click(within(dialog).getByRole("button", { name: en.detail.close })));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.search).toBe("");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("ignores an unknown case", () => {
    renderAt("/ai-use-cases/logistik?case=nothing");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
