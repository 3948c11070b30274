import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, desc, eq, inArray, lte, or } from "drizzle-orm";
import type { PasskeyInfo } from "../../common/admin/sessions-api";
import type { Db } from "../db/client";
import { adminChallenges, adminPasskeys, adminUsers } from "../db/schema";
import type { AdminConfig } from "./context";
import { site } from "../../common/config/site";

/** A challenge is answered within this time or not at all (the browser's own timeout is 60 s). */
const challengeLifetimeMs = 5 * 60_000;

/** The relying party is the back office's host; a passkey works only on that origin. */
const relyingParty = (config: AdminConfig) => {
  const url = new URL(config.url);
  return { rpName: site.brand, rpID: url.hostname, origin: url.origin };
};

/**
 * EdDSA, ES256, RS256: what authenticators use today. Named here because the library's default
 * probes Node's Web Crypto for ML-DSA, an experimental API that prints a warning on every start.
 */
const supportedAlgorithmIDs = [-8, -7, -257];

/**
 * At most this many challenges wait for an answer. The rate limits keep the store far below it
 * (300 sign-in requests per 5 minutes in all); should a flood get past them, the oldest go: new
 * sign-ins keep working, and a ceremony left that far behind fails and is started again.
 */
export const maxWaitingChallenges = 1000;

type ChallengePurpose = "register" | "authenticate";

/**
 * Stores a new challenge and drops what no answer can use any more: expired challenges and all
 * but the newest `maxWaitingChallenges`. So the store stays bounded between retention runs.
 */
async function storeChallenge(db: Db, challenge: string, purpose: ChallengePurpose, userId: string | null) {
  const now = Date.now();
  const [row] = await db
    .insert(adminChallenges)
    .values({ challenge, purpose, userId, expiresAt: new Date(now + challengeLifetimeMs) })
    .returning({ id: adminChallenges.id });
  const beyondCap = db
    .select({ id: adminChallenges.id })
    .from(adminChallenges)
    .orderBy(desc(adminChallenges.expiresAt), desc(adminChallenges.id))
    .offset(maxWaitingChallenges);
  await db
    .delete(adminChallenges)
    .where(or(lte(adminChallenges.expiresAt, new Date(now)), inArray(adminChallenges.id, beyondCap)));
  return row!.id;
}

/**
 * Takes a challenge out of the store: deleted on first use, whatever the answer, so it can never
 * be answered twice. Undefined when unknown, expired, or issued for another purpose or user.
 */
async function takeChallenge(db: Db, id: string, purpose: ChallengePurpose, userId: string | null) {
  const [row] = await db.delete(adminChallenges).where(eq(adminChallenges.id, id)).returning();
  if (!row || row.purpose !== purpose || row.userId !== userId || row.expiresAt.getTime() <= Date.now()) {
    return undefined;
  }
  return row.challenge;
}

interface PasskeyUser {
  id: string;
  email: string;
  webauthnUserId: string;
}

/**
 * Options for a new passkey of this user: discoverable (so sign-in needs no e-mail address and
 * lists no accounts), excluding the authenticators the user already registered.
 */
export async function registrationOptions(
  db: Db,
  config: AdminConfig,
  user: PasskeyUser,
): Promise<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }> {
  const { rpName, rpID } = relyingParty(config);
  const existing = await db
    .select({ id: adminPasskeys.id, transports: adminPasskeys.transports })
    .from(adminPasskeys)
    .where(eq(adminPasskeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.email,
    userID: Buffer.from(user.webauthnUserId, "base64url"),
    attestationType: "none",
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    supportedAlgorithmIDs,
  });
  return { challengeId: await storeChallenge(db, options.challenge, "register", user.id), options };
}

type NewPasskey = Omit<typeof adminPasskeys.$inferInsert, "userId" | "name">;

/** The verified new credential, or undefined (challenge used up or expired, wrong origin, bad data). */
export async function verifyRegistration(
  db: Db,
  config: AdminConfig,
  userId: string,
  challengeId: string,
  response: Record<string, unknown>,
): Promise<NewPasskey | undefined> {
  const expectedChallenge = await takeChallenge(db, challengeId, "register", userId);
  if (!expectedChallenge) return undefined;
  const { rpID, origin } = relyingParty(config);
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      supportedAlgorithmIDs,
      // userVerification is "preferred": a security key without a PIN may still register.
      requireUserVerification: false,
    });
    if (!verified) return undefined;
    const { credential } = registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      deviceType: registrationInfo.credentialDeviceType,
      backedUp: registrationInfo.credentialBackedUp,
    };
  } catch {
    return undefined; // malformed or forged: the caller answers the same as for a wrong signature
  }
}

/** Sign-in options: no allowCredentials, so the answer reveals nothing about any account. */
export async function authenticationOptions(
  db: Db,
  config: AdminConfig,
): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    userVerification: "preferred",
  });
  return { challengeId: await storeChallenge(db, options.challenge, "authenticate", null), options };
}

type SignInFailure = "challenge" | "unknown_credential" | "revoked" | "verification";

/**
 * Checks a passkey sign-in: the challenge (used up here), the credential, its user, the signature,
 * origin and RP ID. On success the credential's counter and last use are updated.
 */
export async function verifyAuthentication(
  db: Db,
  config: AdminConfig,
  challengeId: string,
  response: Record<string, unknown>,
): Promise<{ user: { id: string; email: string } } | { failure: SignInFailure; userId?: string }> {
  const expectedChallenge = await takeChallenge(db, challengeId, "authenticate", null);
  const credentialId = typeof response.id === "string" ? response.id : "";
  const [passkey] = await db
    .select({
      passkey: adminPasskeys,
      email: adminUsers.email,
      revokedAt: adminUsers.revokedAt,
      handle: adminUsers.webauthnUserId,
    })
    .from(adminPasskeys)
    .innerJoin(adminUsers, eq(adminUsers.id, adminPasskeys.userId))
    .where(eq(adminPasskeys.id, credentialId));
  if (!passkey) return { failure: "unknown_credential" };
  const userId = passkey.passkey.userId;
  if (!expectedChallenge) return { failure: "challenge", userId };
  if (passkey.revokedAt) return { failure: "revoked", userId };
  const { rpID, origin } = relyingParty(config);
  const assertion = response as unknown as AuthenticationResponseJSON;
  try {
    // A discoverable credential names its user; it must be the one the credential belongs to.
    const handle = assertion.response.userHandle;
    if (handle !== undefined && handle !== passkey.handle) return { failure: "verification", userId };
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: assertion,
      expectedChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.passkey.id,
        publicKey: Buffer.from(passkey.passkey.publicKey, "base64url"),
        counter: passkey.passkey.counter,
        transports: passkey.passkey.transports,
      },
      requireUserVerification: false,
    });
    if (!verified) return { failure: "verification", userId };
    await db
      .update(adminPasskeys)
      .set({
        counter: authenticationInfo.newCounter,
        backedUp: authenticationInfo.credentialBackedUp,
        lastUsedAt: new Date(),
      })
      .where(eq(adminPasskeys.id, passkey.passkey.id));
    return { user: { id: userId, email: passkey.email } };
  } catch {
    return { failure: "verification", userId };
  }
}

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyInfo[]> {
  const rows = await db
    .select()
    .from(adminPasskeys)
    .where(eq(adminPasskeys.userId, userId))
    .orderBy(desc(adminPasskeys.createdAt));
  return rows.map(passkeyInfo);
}

export const passkeyInfo = (row: typeof adminPasskeys.$inferSelect): PasskeyInfo => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Removes one of the user's own passkeys: its name, or undefined when the user has none with that id. */
export async function removePasskey(db: Pick<Db, "delete">, userId: string, id: string): Promise<string | undefined> {
  const [removed] = await db
    .delete(adminPasskeys)
    .where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.userId, userId)))
    .returning({ name: adminPasskeys.name });
  return removed?.name;
}
