/**
 * The consent banner's and the preferences dialog's buttons and switches, answered by the page
 * controls (app/lib/page-controls, docs/decisions/0060) before React is there and after: the same
 * record and proof as ever (commitConsent), the banner hidden at once. Once the app runs, its
 * consent root sees the change (the store's event) and starts or stops the trackers.
 */
import { closeDialog } from "../page-controls/dialog";
import { consentCategoryAttribute, consentChoiceAttribute, type ConsentChoice } from "../page-controls/markup";
import { commitConsent } from "./commit-consent";
import { acceptAll, loadConsent, rejectAll, type ConsentChoices, type OptionalCategory } from "./consent-store";

/** The attribute on <html> that shows the prerendered banner (CSS hides it otherwise, also without JS). */
export const consentNeededAttribute = "data-consent-needed";

/** The preferences dialog's id: the banner, the footer, the cookie policy and the calendar's gate open it. */
export const consentPreferencesId = "consent-preferences";

const switchesOf = (dialog: Element) =>
  [...dialog.querySelectorAll<HTMLElement>(`[${consentCategoryAttribute}]`)].map((button) => ({
    button,
    category: button.getAttribute(consentCategoryAttribute) as OptionalCategory,
  }));

/** Sets the dialog's switches to the stored choice (all off without one) as it opens. */
export function showStoredChoice(dialog: Element): void {
  const stored = loadConsent() ?? rejectAll;
  for (const { button, category } of switchesOf(dialog)) button.setAttribute("aria-checked", String(stored[category]));
}

const actions = { "accept-all": "accept_all", "reject-all": "reject_all", save: "save" } as const satisfies Record<
  ConsentChoice,
  string
>;

/** Records the button's choice, hides the banner and closes the dialog the button is in. */
export function chooseConsent(button: HTMLElement): void {
  const choice = button.getAttribute(consentChoiceAttribute) as ConsentChoice;
  const dialog = button.closest("dialog");
  let choices: ConsentChoices = choice === "accept-all" ? acceptAll : rejectAll;
  if (choice === "save" && dialog) {
    choices = { ...rejectAll };
    for (const { button: each, category } of switchesOf(dialog)) {
      choices[category] = each.getAttribute("aria-checked") === "true";
    }
  }
  commitConsent(choices, actions[choice]);
  document.documentElement.removeAttribute(consentNeededAttribute);
  if (dialog) closeDialog(dialog);
}
