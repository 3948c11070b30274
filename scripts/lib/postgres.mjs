// A throwaway PostgreSQL cluster for the tests (plain JavaScript, like prepare.mjs): Debian's
// postgresql package, installed with apt when missing and we are root, started on loopback with a
// random port and a private socket directory, removed again afterwards. And PgBouncer in front of
// it, as managed PostgreSQL usually offers it.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { connect } from "node:net";
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

/** Installs a Debian package with apt-get when we are root on Debian; false when we cannot. */
function aptInstall(name) {
  if (!isRoot || !existsSync("/usr/bin/apt-get")) return false;
  say(`${name} is missing: installing Debian's ${name} package (apt-get)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const run = (args) => spawnSync("apt-get", args, { stdio: "inherit", env }).status === 0;
  if (!run(["update", "-qq"]) || !run(["install", "-y", "-qq", "--no-install-recommends", name])) {
    throw new Error(`apt-get could not install ${name}`);
  }
  return true;
}

/** The user PostgreSQL and PgBouncer run as when we are root (both refuse to run as root). */
function serviceUser() {
  const id = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  if (id.status !== 0) throw new Error("Running as root, but there is no postgres user to run PostgreSQL as.");
  return { uid: Number(id.stdout), gid: Number(gid.stdout) };
}

/** Debian's PostgreSQL server binaries; installs the `postgresql` package as root when missing. */
export function ensurePostgres() {
  const bin = findBinDir();
  if (bin) return bin;
  if (isRoot) {
    // We only need the binaries: no "main" cluster created and started on port 5432.
    mkdirSync("/etc/postgresql-common/createcluster.d", { recursive: true });
    writeFileSync("/etc/postgresql-common/createcluster.d/neutra-tests.conf", "create_main_cluster = false\n");
  }
  if (aptInstall("postgresql") && findBinDir()) return findBinDir();
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
    const { uid, gid } = serviceUser();
    chownSync(dir, uid, gid);
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

const pgbouncerBin = "/usr/sbin/pgbouncer";

/** Debian's PgBouncer; installs the `pgbouncer` package as root when missing. */
export function ensurePgBouncer() {
  if (existsSync(pgbouncerBin) || (aptInstall("pgbouncer") && existsSync(pgbouncerBin))) return pgbouncerBin;
  throw new Error(
    "No PgBouncer found (the test of PostgreSQL behind a connection pooler needs one):\n" +
      "  - on Debian/Ubuntu: sudo apt-get install pgbouncer\n" +
      "  - or run without TEST_POSTGRES (and without CI=true) to test on the embedded database only.",
  );
}

/**
 * PgBouncer in transaction pooling mode in front of the server of `upstreamUrl`, on loopback with a
 * random port, as managed PostgreSQL offers it: no startup parameter beyond the ones it tracks
 * (ignore_startup_parameters empty), and each transaction may run on another server connection.
 * With `tls` (PEM certificate and key) clients must use TLS. Resolves when it accepts
 * connections, with `upstreamUrl` pointed at it and a `stop()`.
 */
export async function startPgBouncer(upstreamUrl, { tls } = {}) {
  const bin = ensurePgBouncer();
  const upstream = new URL(upstreamUrl);
  const dir = mkdtempSync(path.join(tmpdir(), "neutra-pgbouncer-"));
  const port = freePortSync();
  const config = path.join(dir, "pgbouncer.ini");
  const log = path.join(dir, "pgbouncer.log");
  writeFileSync(
    config,
    [
      "[databases]",
      // Any database name, as the same user on the upstream server (auth_type any needs one).
      `* = host=${upstream.hostname} port=${upstream.port} user=${decodeURIComponent(upstream.username)}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = any",
      "pool_mode = transaction",
      "default_pool_size = 20",
      "max_client_conn = 500",
      `logfile = ${log}`,
      ...(tls
        ? [
            "client_tls_sslmode = require",
            `client_tls_cert_file = ${dir}/tls.pem`,
            `client_tls_key_file = ${dir}/tls.key`,
          ]
        : []),
      "",
    ].join("\n"),
  );
  if (tls) {
    writeFileSync(path.join(dir, "tls.pem"), tls.cert);
    writeFileSync(path.join(dir, "tls.key"), tls.key, { mode: 0o600 });
  }
  let user = [];
  if (isRoot) {
    const { uid, gid } = serviceUser();
    for (const file of readdirSync(dir)) chownSync(path.join(dir, file), uid, gid);
    chownSync(dir, uid, gid);
    user = ["-u", "postgres"];
  }
  const child = spawn(bin, [...user, config], { stdio: "ignore" });
  const exited = once(child, "exit");
  const failure = () => `PgBouncer did not start:\n${existsSync(log) ? readFileSync(log, "utf8") : "(no log)"}`;
  const listening = () =>
    new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
  const deadline = Date.now() + 30_000;
  while (!(await listening())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
      throw new Error(failure());
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = new URL(upstreamUrl);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
