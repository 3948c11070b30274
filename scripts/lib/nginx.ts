/**
 * Debian's nginx for the benchmarks and the deployment test: installed with apt when missing and
 * running as root (its own service never started), then run in the foreground with a throwaway
 * prefix and a configuration of the caller's.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root, say } from "./prepare.mjs";

/**
 * deploy/nginx as this checkout would install it: its files copied into a temporary directory
 * (returned) with the production checkout /srv/neutra replaced by this one, so their includes
 * find each other there and `root` names this build.
 */
export function deployNginxFiles(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "neutra-deploy-nginx-"));
  const source = path.join(root, "deploy/nginx");
  for (const file of readdirSync(source)) {
    const text = readFileSync(path.join(source, file), "utf8");
    writeFileSync(
      path.join(dir, file),
      text.replaceAll("/srv/neutra/deploy/nginx", dir).replaceAll("/srv/neutra", root),
    );
  }
  return dir;
}

export function ensureNginx(): string {
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
  if (nginx) return nginx;
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) {
    console.error("[neutra] nginx is missing: sudo apt-get install nginx");
    process.exit(1);
  }
  say("Installing Debian's nginx (its service is not started)...");
  // policy-rc.d 101 keeps the package from starting a system nginx on port 80.
  const policy = "/usr/sbin/policy-rc.d";
  const hadPolicy = existsSync(policy);
  if (!hadPolicy) writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const status = spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env }).status;
  if (!hadPolicy) rmSync(policy);
  if (status !== 0 || !existsSync("/usr/sbin/nginx")) process.exit(1);
  return "/usr/sbin/nginx";
}

interface RunningNginx {
  baseUrl: string;
  errorLog: string;
  stop(): void;
}

/** nginx with one worker, listening on `port`, with `http` as the body of its http block. */
export async function startNginx(binary: string, port: number, http: string): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), "neutra-nginx-"));
  const conf = path.join(prefix, "nginx.conf");
  const errorLog = path.join(prefix, "error.log");
  writeFileSync(
    conf,
    `worker_processes 1;
error_log ${errorLog} warn;
pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  types { application/manifest+json webmanifest; }
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
${http}
}
`,
  );
  const test = spawnSync(binary, ["-p", prefix, "-c", conf, "-t"], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx rejects the configuration:\n${test.stderr}`);
  const child = spawn(binary, ["-p", prefix, "-c", conf, "-g", "daemon off;"], { stdio: "inherit" });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${baseUrl}/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    baseUrl,
    errorLog,
    stop: () => {
      child.kill("SIGQUIT");
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
