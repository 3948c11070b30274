import { WebAuthnError } from "@simplewebauthn/browser";
import type { AdminCopy } from "../copy/de";
import { ApiError } from "./api";

/** The sentence to show for a failed call or passkey ceremony, in the page's language. */
export function errorMessage(error: unknown, copy: AdminCopy): string {
  const { errors } = copy;
  if (error instanceof WebAuthnError) {
    return error.code === "ERROR_CEREMONY_ABORTED" ? errors.ceremonyCancelled : errors.signInFailed;
  }
  // The browser's own refusal (the user closed the dialog, or a timeout): a DOMException.
  if (error instanceof Error && error.name === "NotAllowedError") return errors.ceremonyCancelled;
  if (!(error instanceof ApiError)) return errors.unknown;
  switch (error.code) {
    case "network":
      return errors.network;
    case "rate_limited":
      return errors.rateLimited(Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)));
    case "sign_in_failed":
      return errors.signInFailed;
    case "registration_failed":
      return errors.registrationFailed;
    case "challenge_expired":
      return errors.challengeExpired;
    case "link_invalid":
      return errors.linkInvalid;
    case "not_found":
      return errors.notFound;
    case "not_failed":
      return errors.notFailed;
    case "not_spam":
      return errors.notSpam;
    case "invalid":
      return errors.invalid;
    default:
      return errors.unknown;
  }
}
