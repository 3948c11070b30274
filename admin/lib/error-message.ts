import { WebAuthnError } from "@simplewebauthn/browser";
import { placeOf } from "#common/content/keys";
import { ApiError } from "./api";
import type { AdminT } from "./i18n";

/** The sentence to show for a failed call or passkey ceremony, in the page's language. */
export function errorMessage(error: unknown, t: AdminT): string {
  if (error instanceof WebAuthnError) {
    return error.code === "ERROR_CEREMONY_ABORTED" ? t("errors.ceremonyCancelled") : t("errors.signInFailed");
  }
  // The browser's own refusal (the user closed the dialog, or a timeout): a DOMException.
  if (error instanceof Error && error.name === "NotAllowedError") return t("errors.ceremonyCancelled");
  if (!(error instanceof ApiError)) return t("errors.unknown");
  switch (error.code) {
    case "network":
      return t("errors.network");
    case "rate_limited":
      return t("errors.rateLimited", { count: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) });
    case "sign_in_failed":
      return t("errors.signInFailed");
    case "registration_failed":
      return t("errors.registrationFailed");
    case "challenge_expired":
      return t("errors.challengeExpired");
    case "link_invalid":
      return t("errors.linkInvalid");
    case "not_found":
      return t("errors.notFound");
    case "not_failed":
      return t("errors.notFailed");
    case "not_spam":
      return t("errors.notSpam");
    case "spam":
      return t("errors.alreadySpam");
    case "confirm_mismatch":
      return t("errors.confirmMismatch");
    case "invalid":
      return t("errors.invalid");
    case "forbidden":
      return t("errors.forbidden");
    case "preview_busy":
      return t("errors.previewBusy");
    case "preview_failed":
    case "preview_unavailable":
      return t("errors.previewFailed");
    case "render_failed": {
      const keys = Array.isArray(error.answer.keys) ? (error.answer.keys as string[]) : [];
      return t("errors.renderFailed", {
        page: typeof error.answer.page === "string" ? error.answer.page : "–",
        places: keys.map(placeOf).join(", ") || "–",
      });
    }
    case "too_large":
      return t("errors.tooLarge", { max: Math.round(Number(error.answer.max) / 1024) });
    default:
      return t("errors.unknown");
  }
}
