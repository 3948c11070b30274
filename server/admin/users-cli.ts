import { parseArgs } from "node:util";
import { and, count, desc, eq, inArray, isNull, max } from "drizzle-orm";
import { linkRequest } from "../../common/admin/sign-in-api";
import { roles, type Role } from "../../common/contract";
import type { Db } from "../db/client";
import { adminAudit, adminLinks, adminPasskeys, adminSessions, adminUsers } from "../db/schema";
import { mailLink } from "./links";
import { newToken } from "../services/tokens";

const usage =
  "usage: npm run admin -- invite EMAIL [--lang de|en] [--role owner|editor] | list | revoke EMAIL | role EMAIL owner|editor";

/** The audit actions that mean "signed in". */
const signIns = ["sign_in_passkey", "sign_in_link", "sign_up"];

/** Where the links of `invite` lead (ADMIN_URL, else SITE_URL) and the key their tokens derive from. */
interface LinkConfig {
  url: string;
  linkSecret: string;
}

/**
 * `npm run admin -- invite EMAIL [--lang de|en] [--role owner|editor] | list | revoke EMAIL |
 * role EMAIL owner|editor`: who may use the back office, and as what. `print` receives each output line.
 */
export async function adminCommand(
  db: Db,
  links: LinkConfig,
  args: string[],
  print: (line: string) => void = console.log,
) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { lang: { type: "string" }, role: { type: "string" } },
  });
  const [command, address, named] = positionals;
  if (command === "list" && !address) return list(db, print);
  const role = (command === "role" ? named : values.role) as Role | undefined;
  if (role !== undefined && !roles.includes(role))
    throw new Error(`Not a role (${roles.join(", ")}): ${role}\n${usage}`);
  const parsed = linkRequest.safeParse({ email: address ?? "", lang: values.lang ?? "de" });
  if (!parsed.success)
    throw new Error(address ? `Not an e-mail address or language (de, en): ${address}\n${usage}` : usage);
  const { email, lang } = parsed.data;
  if (command === "invite") return invite(db, links, { email, lang, role }, print);
  if (command === "revoke") return revoke(db, email, print);
  if (command === "role" && role) return changeRole(db, email, role, print);
  throw new Error(usage);
}

/**
 * A new user, or an existing one who has no passkey yet (the invitation was lost or ran out) or
 * was revoked. Re-inviting makes earlier unused invitations worthless; re-inviting a revoked user
 * lifts the revocation and deletes the old passkeys, so only the new invitation opens the door. A
 * user with access is not invited again: they sign in, or request a sign-in link. The role goes
 * with the invitation: a new user is an owner unless it says otherwise; inviting again keeps the
 * role unless it names one, so a forgotten `--role` never makes an editor an owner.
 */
async function invite(
  db: Db,
  links: LinkConfig,
  { email, lang, role }: { email: string; lang: "de" | "en"; role?: Role },
  print: (line: string) => void,
) {
  const user = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(adminUsers).where(eq(adminUsers.email, email));
    if (!existing) {
      const [created] = await tx
        .insert(adminUsers)
        .values({ email, webauthnUserId: newToken(), lang, role: role ?? "owner" })
        .returning({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role });
      return { ...created!, state: "new" as const };
    }
    const [passkeys] = await tx.select({ n: count() }).from(adminPasskeys).where(eq(adminPasskeys.userId, existing.id));
    if (!existing.revokedAt && passkeys!.n > 0) {
      throw new Error(`${email} already has access: they sign in with a passkey or request a sign-in link.`);
    }
    const [updated] = await tx
      .update(adminUsers)
      .set({ revokedAt: null, lang, role: role ?? existing.role })
      .where(eq(adminUsers.id, existing.id))
      .returning({ role: adminUsers.role });
    if (existing.revokedAt) await tx.delete(adminPasskeys).where(eq(adminPasskeys.userId, existing.id));
    await tx.delete(adminLinks).where(and(eq(adminLinks.userId, existing.id), isNull(adminLinks.usedAt)));
    return {
      id: existing.id,
      email,
      role: updated!.role,
      state: existing.revokedAt ? ("restored" as const) : ("again" as const),
    };
  });
  const url = await mailLink(db, links, user, "signup", lang);
  const what = { new: "Invited", again: "Invited again", restored: "Revocation lifted; invited again" }[user.state];
  print(`${what}: ${email} as ${user.role}. Sign-up link (valid 24 hours, once):`);
  print(url);
  print("The link is also queued as a mail; the running server sends it (without SMTP_URL into DATA_DIR/mail).");
}

async function list(db: Db, print: (line: string) => void) {
  const passkeys = db
    .select({ userId: adminPasskeys.userId, n: count().as("n") })
    .from(adminPasskeys)
    .groupBy(adminPasskeys.userId)
    .as("passkeys");
  const lastSignIn = db
    .select({ userId: adminAudit.userId, at: max(adminAudit.at).as("last_at") })
    .from(adminAudit)
    .where(and(inArray(adminAudit.action, signIns), eq(adminAudit.success, true)))
    .groupBy(adminAudit.userId)
    .as("last_sign_in");
  const rows = await db
    .select({
      email: adminUsers.email,
      role: adminUsers.role,
      createdAt: adminUsers.createdAt,
      revokedAt: adminUsers.revokedAt,
      passkeys: passkeys.n,
      lastSignIn: lastSignIn.at,
    })
    .from(adminUsers)
    .leftJoin(passkeys, eq(passkeys.userId, adminUsers.id))
    .leftJoin(lastSignIn, eq(lastSignIn.userId, adminUsers.id))
    .orderBy(desc(adminUsers.createdAt));
  const stamp = (at: Date | null | undefined) => (at ? at.toISOString().slice(0, 16).replace("T", " ") : "never");
  for (const r of rows) {
    print(
      `${r.email}  ${r.role}  created ${stamp(r.createdAt)}  passkeys ${r.passkeys ?? 0}  last sign-in ${stamp(r.lastSignIn)}${r.revokedAt ? `  REVOKED ${stamp(r.revokedAt)}` : ""}`,
    );
  }
  print(`${rows.length} user(s)`);
}

/** Out at once: every session ends and no unused link works; the passkeys stay but open nothing. */
async function revoke(db: Db, email: string, print: (line: string) => void) {
  const revoked = await db.transaction(async (tx) => {
    const [user] = await tx
      .update(adminUsers)
      .set({ revokedAt: new Date() })
      .where(and(eq(adminUsers.email, email), isNull(adminUsers.revokedAt)))
      .returning({ id: adminUsers.id });
    if (!user) return false;
    await tx.delete(adminSessions).where(eq(adminSessions.userId, user.id));
    await tx.delete(adminLinks).where(and(eq(adminLinks.userId, user.id), isNull(adminLinks.usedAt)));
    return true;
  });
  if (!revoked) throw new Error(`No user with access: ${email}`);
  print(`Revoked ${email}: signed out everywhere, unused links deleted.`);
}

/** The next request of each of their sessions is held to the new role (the session check reads it). */
async function changeRole(db: Db, email: string, role: Role, print: (line: string) => void) {
  const [user] = await db
    .update(adminUsers)
    .set({ role })
    .where(eq(adminUsers.email, email))
    .returning({ id: adminUsers.id });
  if (!user) throw new Error(`No such user: ${email}`);
  print(`${email} is now ${role === "owner" ? "an owner" : "an editor"}.`);
}
