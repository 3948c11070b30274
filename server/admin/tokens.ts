import { createHash, randomBytes } from "node:crypto";

/** A secret for a cookie or a mailed link: 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString("base64url");

/**
 * What the database keeps of a token: its SHA-256. A copy of the database (a backup, a leak) then
 * holds nothing that signs anyone in; the token has enough entropy that no salt is needed.
 */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("base64url");
