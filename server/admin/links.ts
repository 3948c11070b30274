import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { adminPaths } from "../../common/admin/base";
import { linkFragments, linkLifetimeMs, type LinkPurpose } from "../../common/admin/sign-in-api";
import type { Db } from "../db/client";
import { adminLinks, adminUsers, mailOutbox } from "../db/schema";
import { adminLinkMail, linkTokenPlaceholder } from "../mail/admin-mail";
import { hashToken, linkToken } from "../services/tokens";

/**
 * The address of a one-time link: the back office's page in the reader's language, the token in
 * the fragment, which the browser never sends to a server (so it is in no access log and no Referer).
 */
function linkUrl(baseUrl: string, lang: "de" | "en", purpose: LinkPurpose, token: string): string {
  return `${new URL(baseUrl).origin}${adminPaths[lang]}#${linkFragments[purpose]}=${token}`;
}

/**
 * A new one-time link for a user; the user's earlier unused links of the same purpose stop working
 * (only the newest mail opens the door). The token is derived from the id with the link secret and
 * returned once; the database keeps its hash.
 */
export async function createLink(
  db: Pick<Db, "insert" | "delete">,
  linkSecret: string,
  userId: string,
  purpose: LinkPurpose,
  now = new Date(),
): Promise<{ id: string; token: string }> {
  await db
    .delete(adminLinks)
    .where(and(eq(adminLinks.userId, userId), eq(adminLinks.purpose, purpose), isNull(adminLinks.usedAt)));
  const id = randomUUID();
  const token = linkToken(linkSecret, id);
  await db.insert(adminLinks).values({
    id,
    tokenHash: hashToken(token),
    userId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + linkLifetimeMs[purpose]),
  });
  return { id, token };
}

/**
 * A new link, mailed through the outbox (the running server sends it; without SMTP_URL it lands in
 * DATA_DIR/mail). Link and mail commit together. The queued mail holds a placeholder where the
 * token goes: the worker puts it in as it sends (server/mail/outbox.ts), so no usable link rests in
 * the database. Returns the link for the operator's terminal.
 */
export async function mailLink(
  db: Db,
  config: { url: string; linkSecret: string },
  user: { id: string; email: string },
  purpose: LinkPurpose,
  lang: "de" | "en",
): Promise<string> {
  return db.transaction(async (tx) => {
    const link = await createLink(tx, config.linkSecret, user.id, purpose);
    const mail = adminLinkMail(purpose, lang, linkUrl(config.url, lang, purpose, linkTokenPlaceholder));
    await tx.insert(mailOutbox).values({
      leadId: null,
      linkId: link.id,
      purpose: "admin-link",
      toAddress: user.email,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    });
    return linkUrl(config.url, lang, purpose, link.token);
  });
}

/** After a sign-in: the user's unused links (sign-in links, an invitation) stop working. */
export async function voidLinks(db: Pick<Db, "delete">, userId: string): Promise<void> {
  await db.delete(adminLinks).where(and(eq(adminLinks.userId, userId), isNull(adminLinks.usedAt)));
}

interface LinkUser {
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

/**
 * Once sign-up has begun (the user asked for the passkey's options), an invitation holds this much
 * longer at most: the link may sit in the browser's history, and the user is at it now.
 */
export const invitationAfterStartMs = 15 * 60_000;

/** Sign-up begins: the invitation's user, its remaining lifetime cut to `invitationAfterStartMs`. */
export async function startSignUp(db: Db, token: string): Promise<LinkUser | undefined> {
  const now = new Date();
  const cut = new Date(now.getTime() + invitationAfterStartMs);
  await db
    .update(adminLinks)
    .set({ expiresAt: sql`least(${adminLinks.expiresAt}, ${cut.toISOString()}::timestamptz)` })
    .where(usable(hashToken(token), "signup", now));
  return peekLink(db, token, "signup");
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
 * the audit log), undefined for a token that was never issued or was voided.
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
