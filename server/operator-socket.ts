import { chmodSync, createWriteStream, lstatSync, rmSync } from "node:fs";
import { once } from "node:events";
import http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Writable } from "node:stream";
import { z } from "zod";
import type { Logger } from "./logger";

/**
 * The operator socket (docs/decisions/0035): while the server holds the embedded database, the
 * operator commands run inside it, asked over a Unix socket in DATA_DIR that only the server's OS
 * user may open (mode 0600). No TCP port: nothing new is reachable from the network.
 *   POST /command {"area":"leads","args":["list"]}: the command's output as the body; a failure's
 *     message in the trailer Operator-Error (percent-encoded), absent when it succeeded
 *   GET /backup: the database as PGlite's gzip'd tar, taken while nothing else runs in it
 */
export const operatorSocketPath = (dataDir: string) => path.resolve(dataDir, "operator.sock");

/** Where a command's output goes: the operator's terminal, directly or through the socket. */
export interface CommandOutput {
  /** One line of a report. */
  print(line: string): void;
  /** Bulk output (an export) piece by piece; resolves when the receiver can take more. */
  write(text: string): Promise<void>;
}

interface OperatorHandlers {
  command(area: string, args: string[], out: CommandOutput): Promise<void>;
  backup(): Promise<Uint8Array>;
}

const commandRequest = z.object({
  area: z.string().max(32),
  args: z.array(z.string().max(2000)).max(32),
});
const maxRequestBytes = 64 * 1024;
const errorTrailer = "Operator-Error";

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > maxRequestBytes) return undefined;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return undefined;
  }
}

/** Writes and waits while the client is behind; fails once the client has gone. */
function send(res: http.ServerResponse, text: string): Promise<void> {
  if (res.destroyed) return Promise.reject(new Error("The operator's connection closed."));
  if (res.write(text)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      res.off("drain", drained);
      res.off("close", closed);
      if (error) reject(error);
      else resolve();
    };
    const drained = () => settle();
    const closed = () => settle(new Error("The operator's connection closed."));
    res.on("drain", drained);
    res.on("close", closed);
  });
}

async function runCommand(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  handlers: OperatorHandlers,
  logger: Logger,
) {
  const parsed = commandRequest.safeParse(await readJson(req));
  if (!parsed.success) {
    res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Not an operator command.");
    return;
  }
  const { area, args } = parsed.data;
  res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8", Trailer: errorTrailer });
  const out: CommandOutput = {
    // A report's lines are few and short: buffered, without waiting for the client.
    print: (line) => void (res.destroyed || res.write(`${line}\n`)),
    write: (text) => send(res, text),
  };
  let failure: string | undefined;
  try {
    await handlers.command(area, args, out);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  // The arguments may name a person (an e-mail address): only the command's words are logged.
  const words = [area, args[0]].filter((word) => word && /^[a-z-]{1,20}$/.test(word));
  logger.info({ operatorCommand: words.join(" "), ok: failure === undefined }, "operator command");
  if (failure !== undefined) res.addTrailers({ [errorTrailer]: encodeURIComponent(failure) });
  res.end();
}

async function sendBackup(res: http.ServerResponse, handlers: OperatorHandlers, logger: Logger) {
  const dump = await handlers.backup();
  logger.info({ operatorCommand: "db backup", bytes: dump.length }, "operator command");
  res.writeHead(200, { "Content-Type": "application/gzip", "Content-Length": dump.length }).end(dump);
}

interface OperatorSocket {
  /** Takes no new commands; resolves when the running ones have finished. */
  close(): Promise<void>;
}

/**
 * Listens at `socketPath` (a stale socket of a killed server is replaced), mode 0600 from the first
 * moment; undefined, after a warning, when it cannot (a DATA_DIR path too long for a socket): the
 * site serves all the same and the commands say to stop it.
 */
export async function serveOperatorSocket(
  socketPath: string,
  handlers: OperatorHandlers,
  logger: Logger,
): Promise<OperatorSocket | undefined> {
  const server = http.createServer((req, res) => {
    const handled =
      req.method === "POST" && req.url === "/command"
        ? runCommand(req, res, handlers, logger)
        : req.method === "GET" && req.url === "/backup"
          ? sendBackup(res, handlers, logger)
          : Promise.resolve(void res.writeHead(404).end());
    handled.catch((error: unknown) => {
      logger.error({ err: error }, "operator command failed");
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end(error instanceof Error ? error.message : String(error));
    });
  });
  try {
    if (lstatSync(socketPath, { throwIfNoEntry: false })?.isSocket()) rmSync(socketPath);
    const listening = new Promise<void>((resolve, reject) => {
      server.once("listening", resolve);
      server.once("error", reject);
    });
    // bind() happens inside listen(): under this umask the socket never exists with a wider mode.
    const umask = process.umask(0o177);
    try {
      server.listen(socketPath);
    } finally {
      process.umask(umask);
    }
    await listening;
  } catch (error) {
    logger.warn(
      { err: error, socket: socketPath },
      "no operator socket: the operator commands need the server stopped",
    );
    return undefined;
  }
  return {
    close: () =>
      new Promise((resolve) => {
        // Closing the server removes the socket file.
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

/** A request to the server at `socketPath`; "no server" when none listens there (absent, or stale). */
function request(socketPath: string, options: http.RequestOptions, body?: string) {
  return new Promise<http.IncomingMessage | "no server">((resolve, reject) => {
    // A connection of its own, closed after the answer (no keep-alive holding the command open).
    const req = http.request({ ...options, socketPath, agent: false }, resolve);
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve("no server");
      else if (error.code === "EACCES" || error.code === "EPERM") {
        reject(
          new Error(`The running server's socket ${socketPath} is not yours: run this as the user the server runs as.`),
        );
      } else reject(new Error(`Cannot reach the running server at ${socketPath}: ${error.message}`));
    });
    req.end(body);
  });
}

async function text(res: http.IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of res) body += String(chunk);
  return body;
}

const cutOff = "The server closed the connection before the command finished.";

/**
 * Runs an operator command in the server listening at `socketPath`, its output into `stdout`;
 * resolves with the command's failure (undefined: it succeeded), or "no server".
 */
export async function commandThroughServer(
  socketPath: string,
  area: string,
  args: string[],
  stdout: Writable,
): Promise<{ failure?: string } | "no server"> {
  const res = await request(
    socketPath,
    { method: "POST", path: "/command", headers: { "Content-Type": "application/json" } },
    JSON.stringify({ area, args }),
  );
  if (res === "no server") return res;
  if (res.statusCode !== 200) return { failure: (await text(res)) || `HTTP ${res.statusCode}` };
  try {
    await pipeline(res, stdout, { end: false });
  } catch (error) {
    if (stdout.errored) throw error;
    return { failure: cutOff };
  }
  if (!res.complete) return { failure: cutOff };
  const failure = res.trailers[errorTrailer.toLowerCase()];
  return { failure: failure === undefined ? undefined : decodeURIComponent(failure) };
}

/** Writes the server's backup of the database into `file`: its size, or "no server". */
export async function backupThroughServer(socketPath: string, file: string): Promise<number | "no server"> {
  const res = await request(socketPath, { method: "GET", path: "/backup" });
  if (res === "no server") return res;
  if (res.statusCode !== 200) throw new Error((await text(res)) || `HTTP ${res.statusCode}`);
  // Every lead and link: for the operator's user alone, also over an existing, wider file.
  const out = createWriteStream(file, { mode: 0o600 });
  try {
    await once(out, "open");
    chmodSync(file, 0o600);
  } catch (error) {
    res.destroy();
    throw error;
  }
  let bytes = 0;
  res.on("data", (chunk: Buffer) => (bytes += chunk.length));
  try {
    await pipeline(res, out);
  } catch (error) {
    rmSync(file, { force: true });
    throw out.errored ?? new Error(cutOff, { cause: error });
  }
  if (!res.complete) {
    rmSync(file, { force: true });
    throw new Error(cutOff);
  }
  return bytes;
}
