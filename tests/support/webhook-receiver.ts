import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** How the receiver answers one request: a status (and headers), or never ("hang"). */
export type Answer = { status: number; headers?: Record<string, string>; delayMs?: number } | "hang";

export interface ReceivedWebhook {
  /** The request target: path and query, as the sender's configured URL had them. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The Standard Webhooks reference library accepted the signature and the timestamp. */
  verified: boolean;
  /** What the receiver answered; undefined when it never did (the sender gave up first). */
  status?: number;
  /** When the whole request had arrived (Date.now()). */
  at: number;
  /** The sender closed the connection before an answer. */
  abandoned: boolean;
}

/**
 * A CRM stand-in: a real HTTP server on loopback that checks every delivery with the
 * `standardwebhooks` package and answers as scripted (one answer per request; after the script,
 * 204).
 */
export class WebhookReceiver {
  received: ReceivedWebhook[] = [];
  script: Answer[] = [];
  private readonly verifier: Webhook;
  private server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let verified = true;
      try {
        this.verifier.verify(body, req.headers as Record<string, string>);
      } catch {
        verified = false;
      }
      const entry: ReceivedWebhook = {
        url: req.url ?? "",
        headers: req.headers,
        body,
        verified,
        abandoned: false,
        at: Date.now(),
      };
      this.received.push(entry);
      res.on("close", () => {
        if (!res.writableFinished) entry.abandoned = true;
      });
      const answer = this.script.shift() ?? { status: 204 };
      if (answer === "hang") return;
      const send = () => {
        if (res.destroyed) return;
        entry.status = answer.status;
        res.writeHead(answer.status, answer.headers).end();
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });

  constructor(secret: string) {
    this.verifier = new Webhook(secret);
  }

  async start(): Promise<string> {
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/crm/leads`;
  }

  /** The deliveries the receiver accepted (answered 2xx). */
  accepted() {
    return this.received.filter((r) => r.status !== undefined && r.status >= 200 && r.status < 300);
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
