import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root";
import type { Route } from "./+types/root";

function renderError(error: unknown, path = "/") {
  const props = { error, params: {}, loaderData: undefined } as unknown as Route.ErrorBoundaryProps;
  render(
    <MemoryRouter initialEntries={[path]}>
      <ErrorBoundary {...props} />
    </MemoryRouter>,
  );
}

describe("route error screen", () => {
  it("shows the generic heading followed by the error message", () => {
    renderError(new Error("Chunk failed to load"));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!");
    expect(screen.getByText("Chunk failed to load")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
  });

  it("shows the status of a route error response, with a link home in the page's language", () => {
    renderError({ status: 503, statusText: "Service Unavailable", internal: false, data: null }, "/en/odoo-ams");
    expect(screen.getByText("503 Service Unavailable")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/en");
  });
});
