/** The small uppercase line above a heading (or a step's marker); `dark` on the ink background. */
export function eyebrow(tone: "light" | "dark" = "light"): string {
  return `text-sm font-semibold tracking-wide ${tone === "dark" ? "text-accent-300" : "text-accent-700"} uppercase`;
}
