import pg from "pg";

type Callback = (error: Error | null, result?: unknown) => void;
type Release = (error?: Error | boolean) => void;

/**
 * node-postgres' Client with the failure handling a long-running server needs:
 * - a connection that breaks while the client is checked out (PostgreSQL restarted, the network
 *   dropped) emits 'error'; without a listener Node would end the process. This class always
 *   listens, and hands the broken client back to the pool, which discards it;
 * - a query that times out (query_timeout: the server went silent) leaves the connection waiting
 *   for an answer that may never come: the connection is closed, so the next query on it (a
 *   ROLLBACK) fails at once instead of waiting out another timeout;
 * - drizzle's pool transactions do not release the client when BEGIN itself fails; a broken
 *   client releases itself, so an outage cannot drain the pool for good. Releasing twice is a
 *   no-op instead of an exception;
 * - every transaction gets the server's time limits with its BEGIN (SET LOCAL, in the same round
 *   trip): PgBouncer in transaction mode refuses them as startup parameters and may hand each
 *   transaction another server connection, so a session setting would not stay with us.
 */
export class ResilientClient extends pg.Client {
  /** Told about every connection error (the pool logs them). */
  static onConnectionError?: (error: Error) => void;
  /** statement_timeout and idle_in_transaction_session_timeout of every transaction. */
  static transactionLimits?: { statementTimeoutMs: number; idleInTransactionTimeoutMs: number };
  #poolRelease?: Release;
  #checkedOut = false;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on("error", (error) => {
      (this.constructor as typeof ResilientClient).onConnectionError?.(error);
      this.#giveBack(error);
    });
  }

  // pg-pool assigns `client.release` each time it hands the client out.
  set release(fn: Release) {
    this.#poolRelease = fn;
    this.#checkedOut = true;
  }

  get release(): Release {
    return (error) => this.#giveBack(error);
  }

  #giveBack(error?: Error | boolean) {
    if (!this.#checkedOut) return;
    this.#checkedOut = false;
    this.#poolRelease?.(error);
  }

  #closeOnTimeout(error: unknown) {
    if (error instanceof Error && error.message === "Query read timeout") {
      (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
  }

  /**
   * drizzle's `begin` (a query config without values, so sent as one simple query, which may hold
   * several statements), with the SET LOCALs appended.
   */
  #withLimits(query: unknown, values: unknown): unknown {
    const limits = (this.constructor as typeof ResilientClient).transactionLimits;
    const text = (query as { text?: unknown } | null)?.text;
    if (!limits || typeof text !== "string" || !/^begin\b/i.test(text)) return query;
    if (Array.isArray(values) && values.length > 0) return query;
    return {
      ...(query as object),
      text: `${text}; set local statement_timeout = ${limits.statementTimeoutMs}; set local idle_in_transaction_session_timeout = ${limits.idleInTransactionTimeoutMs}`,
    };
  }

  // The overloads of pg's query() are many; this only watches the outcome and passes it on.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    args[0] = this.#withLimits(args[0], args[1]);
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = ((error, result) => {
        this.#closeOnTimeout(error);
        (last as Callback)(error, result);
      }) satisfies Callback;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return (super.query as any)(...args);
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const result = (super.query as any)(...args);
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        this.#closeOnTimeout(error);
        throw error;
      });
    }
    return result;
  }
}
