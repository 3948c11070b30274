import type { LinkPurpose } from "../../common/admin/sign-in-api";
import * as texts from "../../common/locales/texts";
import { publishedTexts } from "../content/published";
import { escapeHtml } from "../html";

/**
 * Where a queued link mail's token goes. The outbox keeps the mail with this in place of the token;
 * the worker puts the token in as it sends (withLinkToken), so the database never holds a usable
 * link. Not a base64url character sequence, so no token can look like it.
 */
export const linkTokenPlaceholder = "{{link-token}}";

/** A queued link mail's bodies with the token in place of the placeholder. */
export const withLinkToken = (body: string, token: string): string => body.replaceAll(linkTokenPlaceholder, token);

const copyOf = (lang: "de" | "en") => publishedTexts(lang, texts.mail);

const page = (lang: "de" | "en", content: string) =>
  `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#0e1a2b;font-size:15px">
${content}
</body></html>`;

/**
 * A back-office link by mail, in the reader's language: what it is for, the link, how long it
 * holds, and what to do with a mail nobody asked for. The link is our own (no visitor input).
 */
export function adminLinkMail(
  purpose: LinkPurpose,
  lang: "de" | "en",
  url: string,
): { subject: string; text: string; html: string } {
  const copy = copyOf(lang).adminLink;
  const { subject, intro, validity } = copy[purpose];
  const text = [intro, "", url, "", validity, "", copy.ignore].join("\n");
  const html = page(
    lang,
    `<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="color:#0e1a2b;font-weight:600">${escapeHtml(copy.action)}</a></p>
<p style="font-size:13px;color:#45566d;word-break:break-all">${escapeHtml(url)}</p>
<p>${escapeHtml(validity)}</p>
<p style="font-size:13px;color:#45566d">${escapeHtml(copy.ignore)}</p>`,
  );
  return { subject, text, html };
}

/**
 * The notice of a passkey added to or removed from a user's account, in their language: which
 * passkey (the name the user gave it), when, and what to do if it was not them.
 */
export function adminPasskeyMail(
  change: "added" | "removed",
  lang: "de" | "en",
  passkeyName: string,
  at: Date,
): { subject: string; text: string; html: string } {
  const copy = copyOf(lang).adminPasskey;
  // A function, so a "$&" in the name is not read as a replacement pattern.
  const intro = copy[change].intro.replace("{{name}}", () => passkeyName);
  const when = `${copy.at}: ${at.toLocaleString(lang === "en" ? "en-GB" : "de-DE", { timeZone: "Europe/Berlin", timeZoneName: "short" })}`;
  const text = [intro, "", when, "", copy.ifYou, copy.ifNotYou].join("\n");
  const html = page(
    lang,
    `<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(when)}</p>
<p>${escapeHtml(copy.ifYou)} ${escapeHtml(copy.ifNotYou)}</p>`,
  );
  return { subject: copy[change].subject, text, html };
}
