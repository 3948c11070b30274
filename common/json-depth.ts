/**
 * How deeply a parsed JSON value nests, counted without recursion, up to a limit. Every recursive
 * reader after JSON.parse (a schema, structuredClone, a jsonb column, the page renderer) would
 * otherwise overflow its stack on a value nested a few thousand levels deep.
 */
export const maxJsonDepth = 64;

export function nestsDeeperThan(value: unknown, limit: number = maxJsonDepth): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== "object" || node === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}
