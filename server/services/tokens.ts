import { createHash, createHmac, randomBytes } from "node:crypto";
import { dataDirSecret } from "../data-dir-secret";

/** A secret for a cookie: 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString("base64url");

/**
 * What the database keeps of a token: its SHA-256. A copy of the database (a backup, a leak) then
 * holds nothing that signs anyone in; the token has enough entropy that no salt is needed.
 */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("base64url");

/**
 * A one-time link's token: HMAC-SHA256 of the link's id under ADMIN_LINK_SECRET (43 characters).
 * The key is not in the database, so neither the database nor a backup holds a usable link; the
 * worker that sends the mail derives the token again (docs/decisions/0028).
 */
export const linkToken = (linkSecret: string, linkId: string): string =>
  createHmac("sha256", linkSecret).update(linkId).digest("base64url");

/** ADMIN_LINK_SECRET, or a key generated into DATA_DIR/admin-link-secret on first use. */
export const adminLinkSecret = (configured: string | undefined, dataDir: string): string =>
  dataDirSecret(configured, dataDir, "admin-link-secret");
