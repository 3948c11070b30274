/**
 * The signed-in user's own access (/api/admin/auth/session, /sessions, /passkeys), open to every
 * role, and the audit log (the owner's: it names leads and data subjects). common/admin-api.ts
 * spreads these endpoints in.
 */
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import * as z from "zod/mini";
import { endpoint } from "../contract";
import { everyone, instant, isInDateWindow, refused, uuid } from "./base";
import { adminSessionInfo, ceremony, credentialId, passkeyName, webauthnResponse } from "./sign-in-api";

/**
 * Adding or removing a passkey needs a sign-in (passkey or link) this recent; an older session gets
 * 403 `reauth_required` and signs in again first.
 */
export const reauthWindowMs = 10 * 60_000;

/** POST /passkeys/options (empty body) -> {challengeId, options}; POST /passkeys: */
const passkeyAdd = z.object({ challengeId: uuid, name: passkeyName, response: webauthnResponse });

/** GET /audit?before=: an instant as the page before named it (`nextBefore`), within the window. */
const auditQuery = z.object({ before: z.optional(z.iso.datetime().check(z.refine(isInDateWindow))) });

/** The user's live sessions (GET /sessions); DELETE /sessions/:id ends one. */
const sessionInfo = z.object({
  id: z.string(),
  /** When it was signed in. */
  createdAt: instant,
  lastSeenAt: instant,
  /** Browser and system from the user agent at sign-in ("Firefox / Windows"), "" when not recognised. */
  device: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

const passkeyInfo = z.object({
  id: credentialId,
  name: z.string(),
  createdAt: instant,
  lastUsedAt: z.nullable(instant),
});
export type PasskeyInfo = z.infer<typeof passkeyInfo>;

const auditEntry = z.object({
  id: z.string(),
  at: instant,
  /** Who; null for a failed sign-in that named no known account. */
  email: z.nullable(z.string()),
  action: z.string(),
  success: z.boolean(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;
/** GET /audit?before= */
const auditPage = z.object({ entries: z.array(auditEntry), nextBefore: z.nullable(instant) });
export type AuditPage = z.infer<typeof auditPage>;

/** The signed-in user's own access, open to every role; and the audit log. */
export const sessionEndpoints = {
  session: endpoint({
    method: "GET",
    path: "/auth/session",
    roles: everyone,
    summary: "The signed-in user and when the session ends",
    answers: { 200: adminSessionInfo, 401: refused },
  }),
  signOut: endpoint({
    method: "POST",
    path: "/auth/sign-out",
    roles: everyone,
    summary: "Sign out",
    answers: { 204: null },
  }),
  signOutEverywhere: endpoint({
    method: "POST",
    path: "/auth/sign-out-everywhere",
    roles: everyone,
    summary: "End every session of the user",
    answers: { 204: null },
  }),
  sessions: endpoint({
    method: "GET",
    path: "/sessions",
    roles: everyone,
    summary: "The user's live sessions",
    answers: { 200: z.array(sessionInfo) },
  }),
  endSession: endpoint({
    method: "DELETE",
    path: "/sessions/:id",
    roles: everyone,
    summary: "End one of the user's sessions (the current one: a sign-out)",
    params: z.object({ id: uuid }),
    answers: { 204: null, 404: refused },
  }),
  passkeys: endpoint({
    method: "GET",
    path: "/passkeys",
    roles: everyone,
    summary: "The user's passkeys",
    answers: { 200: z.array(passkeyInfo) },
  }),
  addPasskeyOptions: endpoint({
    method: "POST",
    path: "/passkeys/options",
    roles: everyone,
    summary: "Start adding a passkey (needs a recent sign-in)",
    answers: { 200: ceremony<PublicKeyCredentialCreationOptionsJSON>(), 403: refused },
  }),
  addPasskey: endpoint({
    method: "POST",
    path: "/passkeys",
    roles: everyone,
    summary: "Add a passkey (needs a recent sign-in); the account is mailed",
    body: passkeyAdd,
    answers: { 201: passkeyInfo, 400: refused, 403: refused },
  }),
  removePasskey: endpoint({
    method: "DELETE",
    path: "/passkeys/:id",
    roles: everyone,
    summary: "Remove a passkey (needs a recent sign-in); the account is mailed",
    params: z.object({ id: credentialId }),
    answers: { 204: null, 403: refused, 404: refused },
  }),
  // The audit log names leads and data subjects: the owner's, like the back office.
  audit: endpoint({
    method: "GET",
    path: "/audit",
    summary: "The audit log, newest first, 50 entries a page",
    query: auditQuery,
    answers: { 200: auditPage },
  }),
};
