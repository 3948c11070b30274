/**
 * The documentation stays readable from the repository alone: no source or doc file cites a
 * tracker's issue number, a review's finding code or a document that is not in the repository
 * (say what is meant in words); every link between the docs leads to a file and a heading that
 * exist; and the README's test command is the one CI runs.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const read = (file: string) => readFileSync(join(root, file), "utf8");

/** Folders that are not ours to read: dependencies, build output, data, test reports. */
const skipped = new Set(["node_modules", "build", "data", "test-results", "playwright-report", "coverage"]);
const textFile = /\.(?:ts|tsx|mts|mjs|js|md|css|conf|service|example|env|sh)$/;

/** Every text file of the project, relative to its root (hidden folders and build output left out). */
function projectFiles(dir = ""): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name.startsWith(".") || skipped.has(entry.name) ? [] : projectFiles(path);
    return textFile.test(entry.name) || entry.name === "run" ? [path] : [];
  });
}

/** What a newcomer cannot follow from the repository. */
const citations: [string, RegExp][] = [
  ["an issue number", /\bissues? #?\d+\b|\bissue's note\b/gi],
  ["a review's finding code", /\bfindings? [HML]\d+\b|\*\*[HML]\d+\.\*\*/g],
  ["a document outside the repository", /\b(?:DESIGN|SPEC)\.md\b/g],
];

function citationsIn(text: string): string[] {
  return citations.flatMap(([what, pattern]) => [...text.matchAll(pattern)].map((m) => `${what}: "${m[0]}"`));
}

describe("citations", () => {
  it("finds each kind it looks for", () => {
    // Put together here, so that this file holds none of them itself.
    const [issue, finding, outside] = [`issue ${31}`, `finding M${3}`, `${"DESIGN"}.md`];
    expect(citationsIn(`as ${issue} asked; Issue #${7}, ${finding} and ${outside}`)).toEqual([
      `an issue number: "${issue}"`,
      `an issue number: "Issue #${7}"`,
      `a review's finding code: "${finding}"`,
      `a document outside the repository: "${outside}"`,
    ]);
  });

  it("no source, test or doc file cites an issue number, a finding code or an outside document", () => {
    const found = projectFiles().flatMap((file) =>
      read(file)
        .split("\n")
        .flatMap((line, index) => citationsIn(line).map((hit) => `${file}:${index + 1}: ${hit}`)),
    );
    expect(found).toEqual([]);
  });
});

/** GitHub's id for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

function headingIds(markdown: string): Set<string> {
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, "");
  return new Set([...withoutCode.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => slug(heading!)));
}

describe("links between the docs", () => {
  it("make an id of a heading as GitHub does", () => {
    expect(slug("A data subject's access and erasure")).toBe("a-data-subjects-access-and-erasure");
    expect(slug("Before going live, the owner sets")).toBe("before-going-live-the-owner-sets");
  });

  it("lead to files and headings that exist", () => {
    const docs = projectFiles().filter((file) => file.endsWith(".md"));
    const broken: string[] = [];
    for (const file of docs) {
      const text = read(file).replace(/^```[\s\S]*?^```/gm, "");
      for (const [, target = "", anchor] of text.matchAll(/\]\(([^)\s#]*)(?:#([^)\s]+))?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const linked = target ? relative(root, join(root, dirname(file), target)) : file;
        if (!existsSync(join(root, linked))) {
          broken.push(`${file}: ${target}`);
        } else if (anchor && linked.endsWith(".md") && !headingIds(read(linked)).has(anchor)) {
          broken.push(`${file}: ${target}#${anchor}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("the README", () => {
  it("names the test command CI runs", () => {
    const ci = read(".ci/run")
      .split("\n")
      .filter((line) => /^npm /.test(line));
    expect(ci).toEqual(["npm test"]);
    const commands = /## Two commands\n\n```sh\n([\s\S]*?)```/.exec(read("README.md"))?.[1] ?? "";
    expect(commands.split("\n").map((line) => line.split("#")[0]!.trim())).toContain(ci[0]);
  });
});
