/// <reference lib="webworker" />
// Solves a lead form's proof-of-work challenge off the main thread, so typing never stutters.
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import type { Challenge } from "altcha-lib/types";

self.onmessage = async ({ data }: MessageEvent<Challenge>) => {
  try {
    self.postMessage(await solveChallenge({ challenge: data, deriveKey }));
  } catch {
    self.postMessage(null);
  }
};
