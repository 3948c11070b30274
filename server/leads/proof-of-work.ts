import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { deriveHmacKeySecret } from "altcha-lib/frameworks/shared";
import type { Challenge, Solution } from "altcha-lib/types";
import { powSettings } from "../../common/proof-of-work";
import { dataDirSecret } from "../data-dir-secret";

/** What a lead's proof-of-work came to; only "verified" counts as a solution. */
export type PowOutcome = "verified" | "missing" | "invalid" | "expired";

export interface ProofOfWork {
  /** A new signed challenge for a form that is about to be filled in. */
  challenge(): Promise<Challenge>;
  /**
   * Checks a solution's signature, expiry and work. Single use is the caller's part: it inserts
   * `challengeId` into pow_solutions_used in the lead's transaction.
   */
  check(payload: unknown): Promise<{ outcome: PowOutcome; challengeId?: string }>;
}

interface ProofOfWorkOptions {
  /** HMAC secret that signs the challenges (POW_SECRET, or the one generated into DATA_DIR). */
  secret: string;
  /** How long a challenge can be solved and sent; default 30 minutes (a long form takes time). */
  ttlSeconds?: number;
  /** Where the answers lie; default powSettings' range. Tests make it small to stay fast. */
  counterRange?: readonly [number, number];
}

/**
 * First-party proof-of-work with ALTCHA (altcha-lib): the server hands out HMAC-signed challenges
 * whose answer it already knows (deterministic mode), so checking a solution is two HMACs, and
 * the browser spends the work. No cookie, no third party.
 */
export function createProofOfWork({
  secret,
  ttlSeconds = 30 * 60,
  counterRange = [powSettings.counterMin, powSettings.counterMax],
}: ProofOfWorkOptions): ProofOfWork {
  const keySecretReady = deriveHmacKeySecret(secret);
  return {
    async challenge() {
      const keySecret = await keySecretReady;
      return createChallenge({
        algorithm: powSettings.algorithm,
        cost: powSettings.cost,
        counter: randomInt(...counterRange),
        deriveKey,
        expiresAt: new Date(Date.now() + ttlSeconds * 1000),
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
    },
    async check(payload) {
      const parsed = parsePayload(payload);
      if (!parsed) return { outcome: payload === undefined || payload === "" ? "missing" : "invalid" };
      const keySecret = await keySecretReady;
      try {
        const result = await verifySolution({
          challenge: parsed.challenge,
          solution: parsed.solution,
          deriveKey,
          hmacSignatureSecret: secret,
          hmacKeySignatureSecret: keySecret,
        });
        if (result.expired) return { outcome: "expired" };
        if (!result.verified) return { outcome: "invalid" };
        return { outcome: "verified", challengeId: parsed.challenge.parameters.nonce };
      } catch {
        // altcha-lib throws on parameters it cannot use (a forged algorithm or cost).
        return { outcome: "invalid" };
      }
    },
  };
}

/** The form's `pow` field: base64 of `{ challenge, solution }` as the browser solved it. */
function parsePayload(payload: unknown): { challenge: Challenge; solution: Solution } | undefined {
  if (typeof payload !== "string" || payload.length === 0 || payload.length > 4000) return undefined;
  try {
    const value = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as unknown;
    if (!isRecord(value) || !isRecord(value.challenge) || !isRecord(value.solution)) return undefined;
    if (!isRecord(value.challenge.parameters) || typeof value.challenge.parameters.nonce !== "string") return undefined;
    // A forged challenge could ask the server for expensive work; only ours are ever checked.
    const { algorithm, cost } = value.challenge.parameters;
    if (algorithm !== powSettings.algorithm || cost !== powSettings.cost) return undefined;
    return value as { challenge: Challenge; solution: Solution };
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** POW_SECRET, or a secret generated into DATA_DIR/pow-secret on first start (server/data-dir-secret.ts). */
export const powSecret = (configured: string | undefined, dataDir: string): string =>
  dataDirSecret(configured, dataDir, "pow-secret");
