import type { TFunction } from "i18next";
import type { ValidationCode } from "#common/lead-schemas";
import { notify } from "~/lib/notify";

export type SubmitResult =
  | {
      success: true;
      id: string;
      /** Stored for a person to review (POW_REQUIRED, no valid spam-check solution): no promise holds. */
      review?: true;
    }
  | { success: false; fieldErrors?: Partial<Record<string, ValidationCode>> };

interface SubmitOptions {
  /** The API route: the SAP form calls the `send-contact-email` function, the others `/api/leads`. */
  endpoint: "/api/send-contact-email" | "/api/leads";
  values: Record<string, unknown>;
  /** The page the form was sent from, e.g. "/neutra-kontakt" or "/en/odoo-migration". */
  sourcePath: string;
  t: TFunction<"forms">;
  /** When the form appeared, for the server's minimum fill time. */
  startedAt: number;
}

const successMs = 6000;
const errorMs = 8000;

/**
 * The shared submit helper of the three forms: posts the lead, shows the success or error
 * notification and reports field errors the server found. It never throws.
 */
export async function submitLead({ endpoint, values, sourcePath, t, startedAt }: SubmitOptions): Promise<SubmitResult> {
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...values, pageContext: sourcePath, elapsedMs: Math.round(Date.now() - startedAt) }),
    });
    if (response.status === 201) {
      const { id, review } = (await response.json()) as { id: string; review?: true };
      void notify("success", {
        title: t("contact.success.title"),
        description: t("contact.success.description"),
        duration: successMs,
      });
      return { success: true, id, ...(review === true && { review }) };
    }
    if (response.status === 429) {
      const retry = Number(response.headers.get("Retry-After")) || 600;
      void notify("error", {
        title: t("contact.error.title"),
        description: t("contact.rateLimited", { count: Math.max(1, Math.ceil(retry / 60)) }),
        duration: errorMs,
      });
      return { success: false };
    }
    if (response.status === 400) {
      const body = (await response.json().catch(() => ({}))) as { fields?: Record<string, ValidationCode> };
      if (body.fields && Object.keys(body.fields).length > 0) {
        void notify("error", {
          title: t("contact.error.title"),
          description: t("contact.fieldsRejected"),
          duration: errorMs,
        });
        return { success: false, fieldErrors: body.fields };
      }
    }
    throw new Error(`Lead not accepted: HTTP ${response.status}`);
  } catch (error) {
    console.error("Error sending contact form:", error);
    void notify("error", {
      title: t("contact.error.title"),
      description: t("contact.error.description"),
      duration: errorMs,
    });
    return { success: false };
  }
}
