// A throwaway PostgreSQL cluster for the tests (plain JavaScript, like prepare.mjs): Debian's
// postgresql package, installed with apt when missing and we are root, started on loopback with a
// random port and a private socket directory, removed again afterwards.
import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePortSync } from "./free-port.mjs";
import { say } from "./prepare.mjs";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** The bin directory of the newest installed PostgreSQL (/usr/lib/postgresql/<major>/bin). */
function findBinDir() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const majors = readdirSync(base)
    .filter((name) => existsSync(path.join(base, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(base, majors[0], "bin") : undefined;
}

/** Debian's PostgreSQL server binaries; installs the `postgresql` package as root when missing. */
export function ensurePostgres() {
  let bin = findBinDir();
  if (bin) return bin;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    say("PostgreSQL is missing: installing Debian's postgresql package (apt-get)...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const run = (args) => spawnSync("apt-get", args, { stdio: "inherit", env }).status === 0;
    // We only need the binaries: no "main" cluster created and started on port 5432.
    mkdirSync("/etc/postgresql-common/createcluster.d", { recursive: true });
    writeFileSync("/etc/postgresql-common/createcluster.d/neutra-tests.conf", "create_main_cluster = false\n");
    if (!run(["update", "-qq"]) || !run(["install", "-y", "-qq", "--no-install-recommends", "postgresql"])) {
      throw new Error("apt-get could not install postgresql");
    }
    bin = findBinDir();
    if (bin) return bin;
  }
  throw new Error(
    "No PostgreSQL server found (the tests against PostgreSQL need one):\n" +
      "  - on Debian/Ubuntu: sudo apt-get install postgresql\n" +
      "  - or run without TEST_POSTGRES (and without CI=true) to test on the embedded database only.",
  );
}

/**
 * Starts a cluster in a temporary directory; returns its URL and a `stop()` that shuts it down and
 * deletes it. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export function startThrowawayPostgres() {
  const bin = ensurePostgres();
  const dir = mkdtempSync(path.join(tmpdir(), "neutra-pg-"));
  const dataDir = path.join(dir, "data");
  const port = freePortSync();
  let asUser = [];
  if (isRoot) {
    const id = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    if (id.status !== 0) throw new Error("Running as root, but there is no postgres user to run PostgreSQL as.");
    chownSync(dir, Number(id.stdout), Number(gid.stdout));
    chmodSync(dir, 0o700);
    asUser = ["runuser", "-u", "postgres", "--"];
  }
  const run = (command, args, options = {}) => {
    const [cmd, ...rest] = [...asUser, path.join(bin, command), ...args];
    const result = spawnSync(cmd, rest, { encoding: "utf8", cwd: dir, ...options });
    if (result.status !== 0) {
      throw new Error(`${command} failed (${result.status}):\n${result.stdout ?? ""}${result.stderr ?? ""}`);
    }
    return result;
  };
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"]);
  // Loopback only, a socket in our own directory, durability checks off (a test cluster).
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
    "-c shared_buffers=32MB",
  ].join(" ");
  run("pg_ctl", ["-D", dataDir, "-l", path.join(dir, "server.log"), "-o", settings, "-w", "-t", "60", "start"]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
