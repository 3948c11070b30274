import { and, eq, gt, isNull } from "drizzle-orm";
import { adminPaths, linkFragments, linkLifetimeMs, type LinkPurpose } from "../../common/admin-api";
import type { Db } from "../db/client";
import { adminLinks, adminUsers, mailOutbox } from "../db/schema";
import { adminLinkMail } from "../mail/admin-mail";
import { hashToken, newToken } from "./tokens";

/**
 * The address of a one-time link: the back office's page in the reader's language, the token in
 * the fragment, which the browser never sends to a server (so it is in no access log and no Referer).
 */
export function linkUrl(baseUrl: string, lang: "de" | "en", purpose: LinkPurpose, token: string): string {
  return `${new URL(baseUrl).origin}${adminPaths[lang]}#${linkFragments[purpose]}=${token}`;
}

/** A new one-time link for a user; the token is returned once and only its hash is stored. */
export async function createLink(db: Pick<Db, "insert">, userId: string, purpose: LinkPurpose, now = new Date()) {
  const token = newToken();
  await db.insert(adminLinks).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + linkLifetimeMs[purpose]),
  });
  return token;
}

/**
 * A new link, mailed through the outbox (the running server sends it; without SMTP_URL it lands in
 * DATA_DIR/mail). Link and mail commit together. Returns the link for the operator's terminal.
 */
export async function mailLink(
  db: Db,
  baseUrl: string,
  user: { id: string; email: string },
  purpose: LinkPurpose,
  lang: "de" | "en",
): Promise<string> {
  return db.transaction(async (tx) => {
    const url = linkUrl(baseUrl, lang, purpose, await createLink(tx, user.id, purpose));
    const mail = adminLinkMail(purpose, lang, url);
    await tx.insert(mailOutbox).values({
      leadId: null,
      purpose: "admin-link",
      toAddress: user.email,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    });
    return url;
  });
}

export interface LinkUser {
  id: string;
  email: string;
  webauthnUserId: string;
}

const linkUser = { id: adminUsers.id, email: adminUsers.email, webauthnUserId: adminUsers.webauthnUserId };
const usable = (tokenHash: string, purpose: LinkPurpose, now: Date) =>
  and(
    eq(adminLinks.tokenHash, tokenHash),
    eq(adminLinks.purpose, purpose),
    isNull(adminLinks.usedAt),
    gt(adminLinks.expiresAt, now),
  );

/** The user of an unused, unexpired link whose user is not revoked, without using it up. */
export async function peekLink(db: Db, token: string, purpose: LinkPurpose): Promise<LinkUser | undefined> {
  const [user] = await db
    .select(linkUser)
    .from(adminLinks)
    .innerJoin(adminUsers, eq(adminUsers.id, adminLinks.userId))
    .where(and(usable(hashToken(token), purpose, new Date()), isNull(adminUsers.revokedAt)));
  return user;
}

/** Whom a link was issued to, used or not, expired or not (for the audit log of a failed attempt). */
export async function linkOwner(db: Pick<Db, "select">, token: string): Promise<string | undefined> {
  const [link] = await db
    .select({ userId: adminLinks.userId })
    .from(adminLinks)
    .where(eq(adminLinks.tokenHash, hashToken(token)));
  return link?.userId;
}

/**
 * Uses a link up: the check and the write are one statement, so two requests with the same token
 * cannot both pass. The user of a used, expired or revoked link comes back as `failedUserId` (for
 * the audit log), undefined for a token that was never issued.
 */
export async function redeemLink(
  db: Pick<Db, "update" | "select">,
  token: string,
  purpose: LinkPurpose,
): Promise<{ user: LinkUser } | { failedUserId: string | undefined }> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const [redeemed] = await db
    .update(adminLinks)
    .set({ usedAt: now })
    .where(usable(tokenHash, purpose, now))
    .returning({ userId: adminLinks.userId });
  const [user] = await db
    .select({ ...linkUser, revokedAt: adminUsers.revokedAt })
    .from(adminUsers)
    .innerJoin(adminLinks, eq(adminLinks.userId, adminUsers.id))
    .where(eq(adminLinks.tokenHash, tokenHash));
  if (!redeemed || !user || user.revokedAt) return { failedUserId: user?.id };
  return { user: { id: user.id, email: user.email, webauthnUserId: user.webauthnUserId } };
}
