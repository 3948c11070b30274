/** "a.b.0.c" paths of every string leaf of a locale module's messages, with the text. */
export function stringLeaves(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => stringLeaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}
