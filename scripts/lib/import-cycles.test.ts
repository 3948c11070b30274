/**
 * No import circle, types included (docs/decisions/0022). The linter's import-x/no-cycle passes over
 * `import type`, so this test walks every import and re-export the TypeScript compiler sees,
 * resolved as tsc resolves them (the `~/` and `#common/` aliases too).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const folders = ["app", "admin", "server", "common", "scripts", "tests"];
const source = /\.(ts|tsx|mts|mjs)$/;

const { config } = ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return source.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Each file of ours and the files of ours it imports, statically or by import(). */
function importGraph(files: string[]): Map<string, string[]> {
  const ours = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles
        .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName)
        .filter((target): target is string => target !== undefined && ours.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The circles of a graph: its strongly connected components with more than one file, or a file importing itself. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("import circles", () => {
  it("finds a circle made of type imports alone", () => {
    const graph = new Map([
      ["routes.ts", ["deliveries.ts"]],
      ["deliveries.ts", ["routes.ts"]],
      ["mail.ts", []],
    ]);
    expect(circles(graph)).toEqual([["deliveries.ts", "routes.ts"]]);
  });

  it("the resolver sees `import type` and the aliases", () => {
    const graph = importGraph([join(root, "server/leads/routes.ts"), join(root, "server/leads/deliveries.ts")]);
    expect(graph.get(join(root, "server/leads/routes.ts"))).toEqual([join(root, "server/leads/deliveries.ts")]);
  });

  it("none in the tree", () => {
    const graph = importGraph(folders.flatMap((folder) => sourceFiles(join(root, folder))));
    expect(circles(graph).map((circle) => circle.map((file) => relative(root, file)))).toEqual([]);
  });
});
