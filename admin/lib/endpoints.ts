import type {
  AdminSessionInfo,
  AdminStats,
  AuditPage,
  DeliveryQueue,
  LeadDetail,
  LeadPage,
  LeadQuery,
  LeadUpdate,
  PasskeyInfo,
  SessionInfo,
} from "#common/admin-api";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { api, apiResponse, queryString } from "./api";

/**
 * Every call the back office makes, one function each, on the paths of common/admin-api.ts.
 * Sign-out, the session and passkey lists and the lead routes are not spelled out there; their
 * paths are here.
 */
interface Challenge<Options> {
  challengeId: string;
  options: Options;
}

export const endpoints = {
  session: () => api<AdminSessionInfo>("/auth/session"),
  requestLink: (email: string, lang: "de" | "en") => api<void>("/auth/link", { method: "POST", body: { email, lang } }),
  redeemLink: (token: string) => api<AdminSessionInfo>("/auth/link/redeem", { method: "POST", body: { token } }),
  signupOptions: (token: string) =>
    api<Challenge<PublicKeyCredentialCreationOptionsJSON>>("/auth/signup/options", { method: "POST", body: { token } }),
  signupVerify: (body: { token: string; challengeId: string; name: string; response: RegistrationResponseJSON }) =>
    api<AdminSessionInfo>("/auth/signup/verify", { method: "POST", body }),
  passkeyOptions: () =>
    api<Challenge<PublicKeyCredentialRequestOptionsJSON>>("/auth/passkey/options", { method: "POST", body: {} }),
  passkeyVerify: (body: { challengeId: string; response: AuthenticationResponseJSON }) =>
    api<AdminSessionInfo>("/auth/passkey/verify", { method: "POST", body }),
  signOut: () => api<void>("/auth/sign-out", { method: "POST", body: {} }),
  signOutEverywhere: () => api<void>("/auth/sign-out-everywhere", { method: "POST", body: {} }),
  sessions: () => api<SessionInfo[]>("/sessions"),
  endSession: (id: string) => api<void>(`/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),

  passkeys: () => api<PasskeyInfo[]>("/passkeys"),
  addPasskeyOptions: () =>
    api<Challenge<PublicKeyCredentialCreationOptionsJSON>>("/passkeys/options", { method: "POST", body: {} }),
  addPasskey: (body: { challengeId: string; name: string; response: RegistrationResponseJSON }) =>
    api<PasskeyInfo>("/passkeys", { method: "POST", body }),
  removePasskey: (id: string) => api<void>(`/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" }),

  leads: (query: LeadQuery) => api<LeadPage>("/leads/search", { method: "POST", body: query }),
  exportLeads: (format: "csv" | "json", query: LeadQuery) =>
    apiResponse(`/leads/export.${format}`, { method: "POST", body: query }),
  lead: (id: string) => api<LeadDetail>(`/leads/${encodeURIComponent(id)}`),
  updateLead: (id: string, body: LeadUpdate) =>
    api<LeadDetail>(`/leads/${encodeURIComponent(id)}`, { method: "PATCH", body }),
  notSpam: (id: string) => api<LeadDetail>(`/leads/${encodeURIComponent(id)}/not-spam`, { method: "POST", body: {} }),
  retryDelivery: (queue: DeliveryQueue, id: string) =>
    api<unknown>(`/deliveries/${queue}/${encodeURIComponent(id)}/retry`, { method: "POST", body: {} }),

  stats: (days: number) => api<AdminStats>(`/stats${queryString({ days })}`),
  audit: (before?: string) => api<AuditPage>(`/audit${queryString({ before })}`),
};
