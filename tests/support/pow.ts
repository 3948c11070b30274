import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Challenge } from "altcha-lib/types";
import { powChallengePath } from "../../common/proof-of-work";
import type { Requestable } from "./test-app";

/** Solves a challenge as the browser does and encodes it as the form's `pow` field. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A fresh challenge from the app (or a real server), solved: a valid, unused `pow` value. */
export async function solvedPow(app: Requestable): Promise<string> {
  const response = await app.request(powChallengePath, { method: "GET" });
  if (response.status !== 200) throw new Error(`challenge: HTTP ${response.status}`);
  return solve((await response.json()) as Challenge);
}
