import { connect } from "node:net";

export interface RawResponse {
  status: number;
  head: string;
  body: string;
  /** How long until the server answered or hung up, in ms. */
  ms: number;
  closed: boolean;
}

/**
 * Sends bytes as they are (no URL normalisation, no header checks) and reads until the server
 * closes the connection or `timeoutMs` passes. `chunks` with `delayMs` send a request slowly.
 */
export function rawRequest(
  port: number,
  chunks: (string | Buffer)[],
  options: { delayMs?: number; timeoutMs?: number } = {},
): Promise<RawResponse> {
  const { delayMs = 0, timeoutMs = 10_000 } = options;
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(received).toString("latin1");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: rest.join("\r\n\r\n"),
        ms: performance.now() - started,
        closed,
      });
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on("data", (d: Buffer) => received.push(d));
    socket.on("close", () => finish(true));
    socket.on("error", () => finish(true));
    socket.on("connect", async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      }
    });
  });
}
