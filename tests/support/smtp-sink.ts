import { once } from "node:events";
import type { AddressInfo, Socket } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * How the sink behaves:
 * - ok: accepts every mail;
 * - refuse: answers 451 (try again later) to the message;
 * - reject: refuses the recipient for good (550, quoting the address, as real servers do);
 * - reject-connection: greets with 421 and hangs up;
 * - stall: takes the message and never answers (a hung server);
 * - drop: cuts the TCP connection in the middle of the message.
 */
export type SinkMode = "ok" | "refuse" | "reject" | "reject-connection" | "stall" | "drop";

export interface ReceivedMail {
  raw: string;
  messageId: string;
  to: string;
  /** When the sink accepted it (Date.now()), just before its "250 OK". */
  at: number;
  /** The name the client gave in its EHLO (nodemailer's `name` option, `?name=` in an SMTP URL). */
  client: string;
}

/** An error the server answers with `code` and `text`. */
const smtpReply = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

/** A real SMTP server in this process, on loopback; it keeps what it accepts. */
export class SmtpSink {
  received: ReceivedMail[] = [];
  mode: SinkMode = "ok";
  /** Messages that arrived while not "ok" (each one an attempt that must be retried). */
  attempts = 0;
  /**
   * How long an accepted message waits before its "250 OK", like a slow server. A message whose
   * client is gone by then is not kept: the sender never learned that it arrived.
   */
  delayMs = 0;
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect: (_session, callback) => {
      if (this.mode === "reject-connection") {
        this.attempts++;
        return callback(smtpReply(421, "4.3.2 service not available"));
      }
      callback();
    },
    onRcptTo: (address, _session, callback) => {
      if (this.mode !== "reject") return callback();
      this.attempts++;
      callback(smtpReply(550, `5.1.1 <${address.address}>: Recipient address rejected: User unknown`));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      const mode = this.mode;
      if (mode !== "ok" && mode !== "reject") this.attempts++;
      if (mode === "drop") {
        stream.once("data", () => this.socketOf(session.id)?.destroy());
        stream.resume();
        return;
      }
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (mode === "stall") return; // never answers
        if (mode === "refuse") return callback(smtpReply(451, "4.7.1 try again later"));
        const raw = Buffer.concat(chunks).toString("utf8");
        const keep = () => {
          this.received.push({
            raw,
            messageId: /^message-id:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "",
            to: /^to:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "",
            at: Date.now(),
            client: session.hostNameAppearsAs,
          });
          callback();
        };
        if (this.delayMs === 0) return keep();
        setTimeout(() => {
          const socket = this.socketOf(session.id);
          if (socket && !socket.destroyed) keep();
        }, this.delayMs);
      });
    },
  });

  private socketOf(sessionId: string): Socket | undefined {
    const connections = (this.server as unknown as { connections: Set<{ id: string; _socket: Socket }> }).connections;
    return [...connections].find((c) => c.id === sessionId)?._socket;
  }

  async start(port = 0): Promise<string> {
    // A client that dies (a killed server process) resets its connections: not the sink's error.
    this.server.on("error", () => {});
    this.server.listen(port, "127.0.0.1");
    await once(this.server.server, "listening");
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** Message-IDs delivered more than once. */
  duplicates(): string[] {
    const seen = new Set<string>();
    return this.received.map((m) => m.messageId).filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  }

  parse(mail: ReceivedMail): Promise<ParsedMail> {
    return simpleParser(mail.raw);
  }

  stop() {
    const connections = (this.server as unknown as { connections: Set<{ _socket: Socket }> }).connections;
    for (const c of connections) c._socket.destroy();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
