/**
 * The owner's texts that are read away from the pages that show them: by the server (the mails,
 * its answers to form posts, the access answer) and, through its API, the back office (the forms'
 * names and labels). One handle per namespace, declared here once: the namespace's name, which is
 * its locale files' path under common/locales/<lang>/ and what the overlay and the content editor
 * call it, with its shipped messages in both languages. The server reads a handle with the
 * published edits over it: `publishedTexts(lang, texts.forms)` (server/content/published.ts).
 * overlay-names.test.ts holds every name to its files. The pages import their locale files
 * themselves (each passes itself through the overlay), never this module, which would bring every
 * namespace here into their chunks.
 */
import type { Lang } from "../config/route-table";
import formPostsDe from "./de/form-posts";
import formsDe from "./de/forms";
import mailDe from "./de/mail";
import subjectAccessDe from "./de/subject-access";
import thankYouDe from "./de/thank-you";
import formPostsEn from "./en/form-posts";
import formsEn from "./en/forms";
import mailEn from "./en/mail";
import subjectAccessEn from "./en/subject-access";
import thankYouEn from "./en/thank-you";

/** A namespace of the owner's texts: its name and its shipped messages per language. */
export type Texts<T> = { readonly ns: string } & Readonly<Record<Lang, T>>;

const texts = <T>(ns: string, de: T, en: NoInfer<T>): Texts<T> => ({ ns, de, en });

export const forms = texts("forms", formsDe, formsEn);
export const formPosts = texts("form-posts", formPostsDe, formPostsEn);
export const mail = texts("mail", mailDe, mailEn);
export const subjectAccess = texts("subject-access", subjectAccessDe, subjectAccessEn);
export const thankYou = texts("thank-you", thankYouDe, thankYouEn);
