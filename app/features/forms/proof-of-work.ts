import type { Challenge, Solution } from "altcha-lib/types";
import { powChallengePath } from "#common/proof-of-work";

/** A solution is renewed this long before its challenge expires: the server must still accept it. */
const expiryMarginMs = 60_000;
/** A submit waits at most this long for a solution still being worked on, then goes without. */
const longestWaitMs = 5_000;

interface Solved {
  /** The form's `pow` field. */
  payload: string;
  expiresAt: number;
}

/** What the form announces (politely) about its spam protection. */
export type PowState = "working" | "ready" | "unavailable";

export interface PowSolver {
  /**
   * The `pow` field for the next lead: solved, or undefined when it cannot be (sent unverified).
   * Starts on the next solution at once: each is accepted once.
   */
  take(): Promise<string | undefined>;
  stop(): void;
}

/**
 * Fetches a challenge from our server and solves it in a Web Worker while the visitor types
 * (docs/decisions/0025). No cookie, no storage, no other host. Where a browser has no workers or
 * no Web Crypto, or anything fails, the lead goes without a solution and the server marks it
 * unverified instead of refusing it.
 */
export function startPowSolver(onState: (state: PowState) => void): PowSolver {
  let worker: Worker | undefined;
  let pending: Promise<Solved | undefined> | undefined;

  async function solve(): Promise<Solved | undefined> {
    const response = await fetch(powChallengePath, { cache: "no-store" });
    if (!response.ok) return undefined;
    const challenge = (await response.json()) as Challenge;
    worker ??= new Worker(new URL("./pow.worker.ts", import.meta.url), { type: "module" });
    const active = worker;
    const solution = await new Promise<Solution | null>((resolve) => {
      active.onmessage = ({ data }: MessageEvent<Solution | null>) => resolve(data);
      active.onerror = () => resolve(null);
      active.postMessage(challenge);
    });
    if (!solution) return undefined;
    const payload = btoa(JSON.stringify({ challenge, solution }));
    return { payload, expiresAt: (challenge.parameters.expiresAt ?? Infinity) * 1000 };
  }

  function renew() {
    if (typeof Worker === "undefined" || !globalThis.crypto?.subtle) return onState("unavailable");
    onState("working");
    const solving = solve().catch(() => undefined);
    pending = solving;
    void solving.then((solved) => {
      if (pending === solving) onState(solved ? "ready" : "unavailable");
    });
  }

  const waitFor = (solving: Promise<Solved | undefined> | undefined) =>
    Promise.race([solving, new Promise<undefined>((resolve) => setTimeout(resolve, longestWaitMs))]);

  renew();
  return {
    async take() {
      let solved = await waitFor(pending);
      if (solved && solved.expiresAt - expiryMarginMs < Date.now()) {
        renew();
        solved = await waitFor(pending);
      }
      renew();
      return solved?.payload;
    },
    stop() {
      worker?.terminate();
      worker = undefined;
    },
  };
}
