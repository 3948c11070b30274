/**
 * The build of another commit, for the benches' `--against <commit>`: checked out once with
 * `git worktree add --detach` into a cache directory outside the repository
 * (os.tmpdir()/neutra-bench-ref-<sha>), installed and built there, reused while it is there.
 * The benches serve it with this checkout's server (STATIC_DIR), the same way as this build, so
 * only the pages differ.
 */
import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { executableInlineScripts } from "../../server/csp";
import { inlineScriptsFile, writeInlineScripts } from "../../server/static-site";
import { root, runOrExit, say } from "./prepare.mjs";
import { spawnSync } from "node:child_process";

interface ReferenceBuild {
  /** The commit as given on the command line and its full hash. */
  name: string;
  sha: string;
  /** Its build/client, for STATIC_DIR. */
  clientDir: string;
}

/** Splits `--against <commit>` off the arguments; the rest are page paths. */
export function parseAgainst(args: string[]): { against?: string; paths: string[] } {
  const at = args.indexOf("--against");
  if (at === -1) return { paths: args };
  const against = args[at + 1];
  if (!against || against.startsWith("-")) throw new Error("--against needs a commit (a hash, tag or branch)");
  return { against, paths: [...args.slice(0, at), ...args.slice(at + 2)] };
}

function git(args: string[], cwd = root): string {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/** The commit's build, made when the cache has none that finished. */
export function referenceBuild(commit: string): ReferenceBuild {
  const sha = git(["rev-parse", "--verify", `${commit}^{commit}`]);
  const dir = path.join(tmpdir(), `neutra-bench-ref-${sha}`);
  const clientDir = path.join(dir, "build/client");
  // Written last: a build that failed or was interrupted is made again.
  const done = path.join(dir, "build/.bench-reference");
  if (existsSync(done)) return { name: commit, sha, clientDir: knowingItsScripts(clientDir) };

  if (!existsSync(path.join(dir, ".git"))) {
    rmSync(dir, { recursive: true, force: true });
    git(["worktree", "prune"]);
    say(`Checking out ${commit} (${sha.slice(0, 10)}) into ${dir}...`);
    git(["worktree", "add", "--detach", dir, sha]);
  }
  installDependencies(dir);
  say(`Building ${commit} in ${dir}...`);
  // Its own tools first, this checkout's Node.js (node_modules/.bin/node) after them.
  const PATH = [path.join(dir, "node_modules/.bin"), path.join(root, "node_modules/.bin"), process.env.PATH].join(
    path.delimiter,
  );
  runOrExit("npm", ["run", "--silent", "build"], { cwd: dir, env: { ...process.env, PATH } });
  writeFileSync(done, sha);
  return { name: commit, sha, clientDir: knowingItsScripts(clientDir) };
}

/**
 * A build from before ADR 0055 records no inline scripts, and this server serves no page with one
 * it does not know: its pages' own scripts are recorded, which is what the server then allowed.
 */
function knowingItsScripts(clientDir: string): string {
  if (existsSync(path.join(clientDir, inlineScriptsFile))) return clientDir;
  const pages = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
  const bodies = pages.flatMap((page) =>
    [...executableInlineScripts(readFileSync(path.join(clientDir, page), "utf8"))].map(({ body }) => body),
  );
  const scripts = [...new Set(bodies.filter(Boolean))].map((body, i) => [`page-${i + 1}`, body]);
  writeInlineScripts(clientDir, Object.fromEntries(scripts));
  return clientDir;
}

/**
 * The same lockfile shares this checkout's node_modules; another one gets its own install.
 * `npm install` keeps the locked versions and, unlike `npm ci`, accepts an older lockfile that
 * lacks other platforms' optional packages (docs/decisions/0005).
 */
function installDependencies(dir: string) {
  const modules = path.join(dir, "node_modules");
  if (existsSync(modules)) return;
  const lock = (d: string) => readFileSync(path.join(d, "package-lock.json"), "utf8");
  if (lock(dir) === lock(root)) {
    symlinkSync(path.join(root, "node_modules"), modules);
    return;
  }
  say(`Installing ${path.basename(dir)}'s dependencies (its lockfile differs from this checkout's)...`);
  runOrExit("npm", ["install", "--no-audit", "--no-fund"], { cwd: dir });
}
