import { and, asc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { Logger } from "../logger";
import type { MailTransport } from "./transport";

export interface OutboxWorkerOptions {
  db: Db;
  transport: MailTransport;
  from: string;
  logger: Logger;
  /** How often due mails are looked for; an insert also kicks the worker at once. */
  intervalMs?: number;
  /** How long a claimed mail stays reserved for this worker before another may take it. */
  leaseMs?: number;
  /**
   * One delivery attempt is abandoned after this (default: half the lease, at most 60 s), so a
   * stalled SMTP server can never hold a mail past its lease and have it sent twice.
   */
  sendTimeoutMs?: number;
  /** Retries stop this long after the mail was created. */
  giveUpAfterMs?: number;
  now?: () => Date;
}

const second = 1000;

/** 30 s after the first failure, doubling up to one hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(30 * second * 2 ** Math.max(0, failedAttempts - 1), 3600 * second);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface OutboxWorker {
  start(): void;
  stop(): Promise<void>;
  /** Sends what is due now; resolves with the number of mails delivered. */
  runOnce(): Promise<number>;
  kick(): void;
}

/**
 * Makes every pending mail due now. Only for the embedded database, which one process opens at a
 * time: a claim found at start belongs to a process that is gone (SIGKILL, power loss), so waiting
 * out its lease would only delay the mail. Mails waiting for a retry are tried once more too, which
 * is what an operator who restarts after fixing SMTP wants. Returns how many were pending.
 */
export async function makePendingMailDue(db: Db, at: Date = new Date()): Promise<number> {
  const pending = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: at })
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), gt(mailOutbox.nextAttemptAt, at)))
    .returning({ id: mailOutbox.id });
  return pending.length;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, from, logger } = options;
  const intervalMs = options.intervalMs ?? 5 * second;
  const leaseMs = options.leaseMs ?? 120 * second;
  const sendTimeoutMs = options.sendTimeoutMs ?? Math.min(60 * second, leaseMs / 2);
  const giveUpAfterMs = options.giveUpAfterMs ?? 3 * 24 * 3600 * second;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  /** Reserves due mails in one short transaction; SKIP LOCKED keeps two processes apart. */
  async function claim() {
    const at = now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, at)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(20)
        .for("update", { skipLocked: true });
      if (due.length === 0) return due;
      await tx
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(at.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(
          inArray(
            mailOutbox.id,
            due.map((m) => m.id),
          ),
        );
      return due;
    });
  }

  async function deliver(mail: Awaited<ReturnType<typeof claim>>[number]): Promise<boolean> {
    const attempts = mail.attempts + 1;
    try {
      await withTimeout(
        transport.send({
          id: mail.id,
          from,
          to: mail.toAddress,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
        }),
        sendTimeoutMs,
      );
      await db.update(mailOutbox).set({ sentAt: now(), lastError: null }).where(eq(mailOutbox.id, mail.id));
      logger.info({ mailId: mail.id, leadId: mail.leadId, purpose: mail.purpose, attempts }, "mail delivered");
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const expired = now().getTime() - mail.createdAt.getTime() >= giveUpAfterMs;
      await db
        .update(mailOutbox)
        .set(
          expired
            ? { lastError: message, failedAt: now() }
            : { lastError: message, nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)) },
        )
        .where(eq(mailOutbox.id, mail.id));
      if (expired) {
        logger.error({ mailId: mail.id, leadId: mail.leadId, attempts, err: message }, "mail given up after retries");
      } else {
        logger.warn(
          { mailId: mail.id, leadId: mail.leadId, attempts, err: message },
          "mail delivery failed, will retry",
        );
      }
      return false;
    }
  }

  async function run(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return delivered;
      const results = await Promise.all(batch.map(deliver));
      delivered += results.filter(Boolean).length;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = run()
      .catch((error: unknown) => {
        logger.error({ err: error }, "outbox run failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  return {
    start() {
      timer ??= setInterval(() => void runOnce(), intervalMs);
      timer.unref();
      void runOnce();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      again = false;
      await running;
    },
    runOnce,
    kick: () => void runOnce(),
  };
}
