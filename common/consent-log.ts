/** Proof-of-consent endpoint and actions, without zod so the browser bundle stays small. */
export const consentLogPath = "/api/consent";

export const consentActions = ["accept_all", "reject_all", "save"] as const;
export type ConsentAction = (typeof consentActions)[number];
