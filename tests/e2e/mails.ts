import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "./fixtures";

/** Where the server under test writes its mails (no SMTP_URL: one .eml file per mail). */
export const mailDir = path.join(process.env.E2E_DATA_DIR!, "mail");

/** Every mail written so far, raw. */
export function writtenMails(): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(mailDir);
  } catch {
    // nothing written yet
  }
  return files.map((file) => readFileSync(path.join(mailDir, file), "utf8"));
}

/** The raw mail that contains `text` (a company, an address), once the outbox has written it. */
export async function mailContaining(text: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        found = writtenMails().find((mail) => mail.includes(text)) ?? "";
        return found.length > 0;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found;
}
