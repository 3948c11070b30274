import { mediaRefusals, type MediaRefusal } from "#common/admin/media-api";
import { maxImagePixels, maxUploadBytes } from "#common/media";
import { ApiError } from "../../lib/api";
import { errorMessage } from "../../lib/error-message";
import type { AdminT } from "../../lib/i18n";

/** Why a file was not taken: the server's reason (and the kind it found), too large, or another failure. */
export type UploadProblem =
  | { kind: "refused"; reason: MediaRefusal; detected?: string }
  | { kind: "tooLarge" }
  | { kind: "failed"; error: unknown };

export const megabytes = maxUploadBytes / 1024 / 1024;
export const megapixels = maxImagePixels / 1_000_000;

/** Kinds the server names that have a message of their own; any other is named by its extension. */
const namedKinds: Record<string, "svg" | "gif" | "heic" | "pdf"> = {
  svg: "svg",
  gif: "gif",
  heic: "heic",
  heif: "heic",
  pdf: "pdf",
};

/** A failed upload or replacement as the problem the owner can act on. */
export function uploadProblem(error: unknown): UploadProblem {
  if (!(error instanceof ApiError)) return { kind: "failed", error };
  if (error.status === 413) return { kind: "tooLarge" };
  // The Content-Type said it is no image at all (a browser's guess for a PDF, say).
  if (error.status === 415) return { kind: "refused", reason: "unsupported_type" };
  const reason = error.answer.reason;
  if (error.code === "invalid_image" && mediaRefusals.includes(reason as MediaRefusal)) {
    const detected = typeof error.answer.detected === "string" ? error.answer.detected : undefined;
    return { kind: "refused", reason: reason as MediaRefusal, detected };
  }
  return { kind: "failed", error };
}

/** What to tell the owner, and what to do about it. */
export function problemMessage(problem: UploadProblem, t: AdminT): string {
  if (problem.kind === "tooLarge") return t("media.refused.tooLarge", { megabytes });
  if (problem.kind === "failed") return errorMessage(problem.error, t);
  switch (problem.reason) {
    case "empty":
      return t("media.refused.empty");
    case "too_many_pixels":
      return t("media.refused.tooManyPixels", { megapixels });
    case "damaged":
      return t("media.refused.damaged");
    case "not_only_an_image":
      return t("media.refused.notOnlyAnImage");
    case "unsupported_type": {
      const named = problem.detected && namedKinds[problem.detected.toLowerCase()];
      if (named) return t(`media.refused.${named}`);
      if (problem.detected) return t("media.refused.otherType", { kind: problem.detected.toUpperCase() });
      return t("media.refused.unknownType");
    }
  }
}

/**
 * The file as it is sent: the server knows an image by its bytes and takes only a Content-Type
 * that says "an image" or "a file", so a file the browser typed otherwise (application/pdf) goes
 * as a plain file and comes back refused with its kind named.
 */
export function asUpload(file: File): File {
  if (file.type === "" || file.type.startsWith("image/")) return file;
  return new File([file], file.name, { type: "application/octet-stream", lastModified: file.lastModified });
}
