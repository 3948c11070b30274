import { spawnSync } from "node:child_process";

/** A TCP port free on loopback right now, found synchronously (a short child process asks the OS). */
export function freePortSync() {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  const result = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
  const port = Number(result.stdout);
  if (!port) throw new Error(`Could not find a free port: ${result.stderr}`);
  return port;
}
