import { loadSettings } from "~/lib/consent/consent-store";
import { deferredIsland } from "~/lib/deferred-island";
import { migrationDraftKey } from "./use-form-draft";

/*
 * The lead forms' code (react-hook-form, zod, TanStack Query) loads when the visitor turns to a
 * form. Until then the prerendered form is on screen; what is typed meanwhile stays (the forms
 * take their initial values from the DOM), and a submit made meanwhile is sent once it is live.
 */
export const ContactForm = deferredIsland(() => import("./contact-form"), { holdSubmit: true, holdClicks: true });
export const SapContactForm = deferredIsland(() => import("./sap-contact-form"), {
  holdSubmit: true,
  holdClicks: true,
});
/** True when a migration form draft is stored: the form (and the page around it) then loads at once, so the draft appears without a touch. */
export const hasMigrationDraft = () => Boolean(loadSettings()[migrationDraftKey]);
export const MigrationForm = deferredIsland(() => import("./migration-form"), {
  holdSubmit: true,
  holdClicks: true,
  loadAtOnce: hasMigrationDraft,
});
