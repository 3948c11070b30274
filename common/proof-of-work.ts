/**
 * The proof-of-work the lead forms solve (docs/decisions/0025): ALTCHA challenges of iterated
 * SHA-256, whose answer the server picks at random in [counterMin, counterMax]. The browser tries
 * counters from 0 upwards, so the work grows with the answer; the ADR gives the measured times.
 */
export const powSettings = {
  algorithm: "SHA-256",
  cost: 1,
  counterMin: 10_000,
  counterMax: 40_000,
} as const;

/** Where a form fetches its challenge, and the field that carries the solution. */
export const powChallengePath = "/api/pow-challenge";
export const powField = "pow";
