/**
 * Signing in to the back office (/api/admin/auth/...), open to anyone and rate-limited: a mailed
 * link, an invitation's first passkey, a passkey. docs/decisions/0028 says how sign-in and
 * sessions work; common/admin-api.ts spreads these endpoints in.
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import * as z from "zod/mini";
import { endpoint, roles } from "../contract";
import { email, instant, refused, typed, uuid } from "./base";

/**
 * The one-time links put their token in the fragment (never sent to a server, never in a log or
 * a Referer): `/admin#signup=TOKEN` (an invitation, 24 h), `/admin#signin=TOKEN` (15 min).
 */
export const linkFragments = { signup: "signup", signin: "signin" } as const;
export type LinkPurpose = keyof typeof linkFragments;

export const linkLifetimeMs: Record<LinkPurpose, number> = { signup: 24 * 3600_000, signin: 15 * 60_000 };
export const sessionLifetimeMs = { idle: 12 * 3600_000, absolute: 7 * 24 * 3600_000 } as const;

const token = z.string().check(z.minLength(20), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/));
export const passkeyName = typed(80, "one", z.trim(), z.minLength(1));
/** A WebAuthn response from @simplewebauthn/browser; @simplewebauthn/server checks its content. */
export const webauthnResponse = z.record(z.string(), z.unknown());
/** A passkey's credential id, base64url as WebAuthn gives it (also the passkey's id in the API). */
export const credentialId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,1024}$/));

/** POST /auth/link: mail a sign-in link. Always 202, whether or not the address has an account. */
export const linkRequest = z.object({ email, lang: z.enum(["de", "en"]) });
/** POST /auth/link/redeem: a mailed sign-in link's token -> session. */
const linkRedeem = z.object({ token });
/** POST /auth/signup/options: an invitation's token -> registration options. */
const signupOptionsRequest = z.object({ token });
/** POST /auth/signup/verify: the invitation's first passkey -> session. */
const signupVerify = z.object({
  token,
  challengeId: uuid,
  name: passkeyName,
  response: webauthnResponse,
});
/** POST /auth/passkey/options (empty body) -> {challengeId, options}; POST /auth/passkey/verify: */
const passkeySignIn = z.object({
  challengeId: uuid,
  // The credential id is looked up before the rest is checked.
  response: z.intersection(webauthnResponse, z.looseObject({ id: credentialId })),
});

const adminUser = z.object({ email: z.string(), role: z.enum(roles) });

/** GET /auth/session, and every sign-in's answer. */
export const adminSessionInfo = z.object({
  user: adminUser,
  /** When the session ends at the latest. */
  expiresAt: instant,
});
export type AdminSessionInfo = z.infer<typeof adminSessionInfo>;

/**
 * A WebAuthn ceremony's start: the options for the browser (@simplewebauthn/browser takes them as
 * they are; @simplewebauthn/server made them) and the id of the challenge to answer.
 */
export const ceremony = <Options>() =>
  z.object({
    challengeId: uuid,
    options: z.custom<Options>((options) => typeof options === "object" && options !== null),
  });

/** Sign-in, open to anyone (rate-limited). */
export const signInEndpoints = {
  requestLink: endpoint({
    method: "POST",
    path: "/auth/link",
    summary: "Mail a sign-in link; answered alike whether or not the address has an account",
    open: true,
    body: linkRequest,
    answers: { 202: z.object({ sent: z.literal(true) }), 429: refused },
  }),
  redeemLink: endpoint({
    method: "POST",
    path: "/auth/link/redeem",
    summary: "Sign in with a mailed link's token",
    open: true,
    body: linkRedeem,
    answers: { 200: adminSessionInfo, 400: refused, 429: refused },
  }),
  signupOptions: endpoint({
    method: "POST",
    path: "/auth/signup/options",
    summary: "Start registering the first passkey with an invitation's token",
    open: true,
    body: signupOptionsRequest,
    answers: { 200: ceremony<PublicKeyCredentialCreationOptionsJSON>(), 400: refused, 429: refused },
  }),
  signupVerify: endpoint({
    method: "POST",
    path: "/auth/signup/verify",
    summary: "Store the invitation's first passkey and sign in",
    open: true,
    body: signupVerify,
    answers: { 200: adminSessionInfo, 400: refused, 429: refused },
  }),
  passkeyOptions: endpoint({
    method: "POST",
    path: "/auth/passkey/options",
    summary: "Start a sign-in with a passkey",
    open: true,
    answers: { 200: ceremony<PublicKeyCredentialRequestOptionsJSON>(), 429: refused },
  }),
  passkeyVerify: endpoint({
    method: "POST",
    path: "/auth/passkey/verify",
    summary: "Sign in with a passkey",
    open: true,
    body: passkeySignIn,
    answers: { 200: adminSessionInfo, 401: refused, 429: refused },
  }),
};
