/**
 * A newcomer reads a function on one screen and a file in one sitting: no product function (app,
 * admin, common, server, scripts; tests aside) spans more than 80 lines unless a comment at its
 * head says why ("// Over 80 lines: ..." right above it: one closure every part reads), and no
 * product file has more than 400 lines unless the list below names it with its reason. Counted
 * with the TypeScript compiler: every function-like node's lines from its first token to its last.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const folders = ["app", "admin", "common", "server", "scripts"];
const maxFunctionLines = 80;
const maxFileLines = 400;

/** Files longer than 400 lines, each a declaration, with why it stays one file. */
const longFiles: Record<string, string> = {
  "common/lead-schemas.ts": "the three lead forms declared once: fields, validation, display",
  "common/locales/de/admin.ts": "the back office's copy, one text per key",
  "common/locales/en/admin.ts": "the back office's copy, one text per key",
  "server/db/schema.ts": "the database schema, one table a block",
  "common/content/labels.ts": "the label vocabulary (fields, parts, segments) is a table of 150 lines",
  "scripts/test-deploy.ts": "one scripted scenario against nginx and two processes, read top to bottom",
};

const isTest = (name: string) => /\.(test|spec)\.[cm]?tsx?$/.test(name) || /\.test\.[cm]?js$/.test(name);

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ["node_modules", ".react-router"].includes(entry.name) ? [] : productFiles(path);
    return /\.([cm]?ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") && !isTest(entry.name)
      ? [path]
      : [];
  });
}

const files = folders.flatMap((folder) => productFiles(join(root, folder)));
const name = (file: string) => relative(root, file).split("\\").join("/");

/** A function's name as a reader finds it: its own, its variable's or its property's. */
function nameOf(node: ts.SignatureDeclaration): string {
  if (node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))) return node.name.text;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return "(anonymous)";
}

interface LongFunction {
  at: string;
  lines: number;
  reason: boolean;
}

const reasonMark = /Over 80 lines: \S/;

function longFunctions(file: string): LongFunction[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > maxFunctionLines) {
        // The comments before the statement that holds it (a declaration, a const, an export).
        let holder: ts.Node = node;
        while (holder.parent && !ts.isSourceFile(holder.parent) && !ts.isBlock(holder.parent)) holder = holder.parent;
        const comments = ts.getLeadingCommentRanges(text, holder.getFullStart()) ?? [];
        const reason = comments.some((range) => reasonMark.test(text.slice(range.pos, range.end)));
        found.push({ at: `${name(file)}:${start + 1} ${nameOf(node)}`, lines, reason });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const lineCount = (file: string) => readFileSync(file, "utf8").replace(/\n$/, "").split("\n").length;

describe("sizes of the product code", () => {
  it("finds the product files", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => name(file) === "server/contract.ts")).toBe(true);
    expect(files.some((file) => isTest(file))).toBe(false);
  });

  it(`has no function over ${maxFunctionLines} lines without a reason at its head`, () => {
    const unexplained = files.flatMap(longFunctions).filter((found) => !found.reason);
    expect(unexplained.map(({ at, lines }) => `${at} (${lines} lines)`)).toEqual([]);
  });

  it(`has no file over ${maxFileLines} lines but the declarations listed`, () => {
    const long = files.filter((file) => lineCount(file) > maxFileLines && !(name(file) in longFiles));
    expect(long.map((file) => `${name(file)} (${lineCount(file)} lines)`)).toEqual([]);
  });

  it("gives a reason only at the head of a function that is long", () => {
    const marked = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => (reasonMark.test(line) ? [`${name(file)}:${index + 2}`] : [])),
    );
    const explained = new Set(files.flatMap(longFunctions).map(({ at }) => at.split(" ")[0]));
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.filter((at) => !explained.has(at))).toEqual([]);
  });

  it("lists only files that are still long", () => {
    const stale = Object.keys(longFiles).filter((file) => {
      const found = files.find((f) => name(f) === file);
      return !found || lineCount(found) <= maxFileLines;
    });
    expect(stale).toEqual([]);
  });
});
