import type { LinkPurpose } from "../../common/admin-api";
import mailDe from "../../common/locales/de/mail";
import mailEn from "../../common/locales/en/mail";
import { escapeHtml } from "../html";

/**
 * A back-office link by mail, in the reader's language: what it is for, the link, how long it
 * holds, and what to do with a mail nobody asked for. The link is our own (no visitor input).
 */
export function adminLinkMail(
  purpose: LinkPurpose,
  lang: "de" | "en",
  url: string,
): { subject: string; text: string; html: string } {
  const copy = (lang === "en" ? mailEn : mailDe).adminLink;
  const { subject, intro, validity } = copy[purpose];
  const text = [intro, "", url, "", validity, "", copy.ignore].join("\n");
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#0e1a2b;font-size:15px">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="color:#0e1a2b;font-weight:600">${escapeHtml(copy.action)}</a></p>
<p style="font-size:13px;color:#45566d;word-break:break-all">${escapeHtml(url)}</p>
<p>${escapeHtml(validity)}</p>
<p style="font-size:13px;color:#45566d">${escapeHtml(copy.ignore)}</p>
</body></html>`;
  return { subject, text, html };
}
