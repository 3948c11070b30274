import { pino, type DestinationStream, type Logger } from "pino";
import { describeUrl } from "./describe-url";

export type { Logger };

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "neutra-web" },
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError, error: serializeError },
    },
    destination,
  );
}

/**
 * Query errors carry the values of the query: Drizzle puts them into the message
 * ("Failed query: insert ...\nparams: Erika,...") and a `params` property, PGlite adds `params`,
 * PostgreSQL's `detail` can quote a row. For a lead those are a visitor's name, e-mail and message,
 * which never go into a log. Every logged error (and its causes) keeps its type, message up to the
 * values, stack and code, and loses the rest of that. A URL in its message (a client library
 * quoting SMTP_URL or WEBHOOK_URL) keeps scheme, host and path only: no password, no token.
 */
const valueProps = new Set(["params", "parameters", "queryOptions", "detail"]);

export function serializeError(value: unknown, seen = new Set<unknown>()): unknown {
  if (!(value instanceof Error)) return value;
  if (seen.has(value)) return "[Circular]";
  seen.add(value);
  const message = withoutValues(value.message);
  const out: Record<string, unknown> = {
    type: value.constructor?.name ?? value.name,
    message,
    stack: value.stack?.replace(value.message, message),
  };
  for (const [key, prop] of Object.entries(value)) {
    if (valueProps.has(key) || key === "cause" || key in out) continue;
    out[key] = prop instanceof Error ? serializeError(prop, seen) : prop;
  }
  if (value.cause !== undefined) out.cause = serializeError(value.cause, seen);
  return out;
}

const urlInText = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>()]+/gi;

function withoutValues(message: string): string {
  const at = message.indexOf("\nparams:");
  const text = at === -1 ? message : `${message.slice(0, at)}\nparams: [not logged]`;
  return text.replace(urlInText, describeUrl);
}
