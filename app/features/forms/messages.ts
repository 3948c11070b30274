import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/forms";
import en from "#common/locales/en/forms";

/** Importing this module makes the forms' copy available (labels, options, errors, notifications). */
registerMessages("forms", { de, en });
