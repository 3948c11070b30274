import type { Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { Duplex } from "node:stream";
import { serve } from "@hono/node-server";
import { securityHeaders } from "./security-headers";

/**
 * Limits of the HTTP server itself, before a request reaches the app: a client that sends its
 * headers or body byte by byte (slow loris) is cut off, and an idle keep-alive connection closed.
 */
interface HttpTimeouts {
  /** All headers must have arrived by then (408 otherwise). */
  headersMs: number;
  /** The whole request, body included (408 otherwise). */
  requestMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /** How often Node checks the two limits above. */
  checkIntervalMs: number;
}

const defaultHttpTimeouts: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkIntervalMs: 1_000,
};

export interface StartedHttpServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/** Serves `fetch` on Node's HTTP server with the limits above; resolves once it listens. */
export function startHttpServer(options: {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  hostname: string;
  timeouts?: Partial<HttpTimeouts>;
}): Promise<StartedHttpServer> {
  const timeouts = { ...defaultHttpTimeouts, ...options.timeouts };
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        fetch: options.fetch,
        port: options.port,
        hostname: options.hostname,
        serverOptions: {
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.requestMs,
          keepAliveTimeout: timeouts.keepAliveMs,
          connectionsCheckingInterval: timeouts.checkIntervalMs,
          // Node's default; written down because the tests rely on it (431 above 16 KiB).
          maxHeaderSize: 16 * 1024,
        },
      },
      (info: AddressInfo) =>
        resolve({
          server: server as Server,
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              (server as Server).close(() => done());
              (server as Server).closeAllConnections();
            }),
        }),
    ) as Server;
    server.once("error", reject);
    server.on("clientError", answerClientError);
  });
}

const clientErrorStatus: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, "Content Too Large"],
};

/**
 * Requests Node refuses before the app sees them (unparsable, headers too large, too slow) get
 * Node's status with the same security headers as every other answer.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  // Like Node's own handler: only when nothing of an answer has gone out on this connection yet.
  if (error.code === "ECONNRESET" || !socket.writable || (socket as Socket).bytesWritten > 0) {
    socket.destroy();
    return;
  }
  const [status, reason] = clientErrorStatus[error.code ?? ""] ?? [400, "Bad Request"];
  const headers = Object.entries({ ...securityHeaders, "Content-Length": "0", Connection: "close" })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${headers}\r\n`);
}
