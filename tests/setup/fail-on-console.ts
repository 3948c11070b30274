import { afterEach, beforeEach, vi } from "vitest";

/** An unexpected console.error (React warnings included) fails the test that caused it. */
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(" ")).join("\n");
    throw new Error(`console.error was called:\n${text}`);
  }
});

/** For tests that expect an error log: returns what was logged and clears it. */
export function takeConsoleErrors(): unknown[][] {
  const taken = errors;
  errors = [];
  return taken;
}
