import { createHash } from "node:crypto";
import { escapeHtml } from "../html";
import { site } from "../../common/config/site";

/**
 * A small page the server writes itself, for answers that depend on the request (a form sent
 * without its script that cannot be taken). Self-contained: one hashed inline stylesheet, no script, no other request,
 * system fonts, the site's ink and accent colours.
 */
export interface Notice {
  lang: "de" | "en";
  title: string;
  /** Paragraphs, or a list where a block is an array; "{email}" becomes a mailto link to `email`. */
  blocks: (string | string[])[];
  email: string;
  link: { href: string; label: string };
}

const style = `
*{box-sizing:border-box}
body{margin:0;background:#fbfaf7;color:#0e1a2b;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}
.brand{font-weight:600;letter-spacing:.02em;color:#2c3e57;margin:0 0 2.5rem}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 1.25rem;color:#07111d}
p,ul{margin:0 0 1rem;color:#2c3e57}
li{margin:0 0 .25rem}
a{color:#b13a0b;text-underline-offset:.2em}
a:focus-visible{outline:2px solid #c2410c;outline-offset:3px;border-radius:2px}
.back{display:inline-block;margin-top:1.5rem;padding:.75rem 1.25rem;border-radius:999px;background:#0e1a2b;color:#fff;text-decoration:none;font-weight:600}
`.trim();

const styleHash = `'sha256-${createHash("sha256").update(style).digest("base64")}'`;

/** Nothing but the hashed stylesheet; forms may only go back to this site. */
export const noticeCsp = [
  "default-src 'none'",
  `style-src ${styleHash}`,
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export function renderNoticePage(notice: Notice): string {
  const email = escapeHtml(notice.email);
  const mailto = `<a href="mailto:${email}">${email}</a>`;
  const inline = (text: string) => escapeHtml(text).replace("{email}", mailto);
  const paragraphs = notice.blocks
    .map((block) =>
      typeof block === "string"
        ? `<p>${inline(block)}</p>`
        : `<ul>\n${block.map((item) => `<li>${inline(item)}</li>`).join("\n")}\n</ul>`,
    )
    .join("\n");
  return `<!DOCTYPE html>
<html lang="${notice.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(notice.title)} | ${escapeHtml(site.brand)}</title>
<style>${style}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(site.brand)}</p>
<h1>${escapeHtml(notice.title)}</h1>
${paragraphs}
<a class="back" href="${escapeHtml(notice.link.href)}">${escapeHtml(notice.link.label)}</a>
</main>
</body>
</html>
`;
}
