import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A key from the configuration, or one generated into DATA_DIR/`file` on first use (32 random
 * bytes, mode 0600). Processes on one host share it; the exclusive create lets one of two starting
 * at once win and the other read it. Processes on several hosts need it configured.
 */
export function dataDirSecret(configured: string | undefined, dataDir: string, file: string): string {
  if (configured) return configured;
  const target = path.resolve(dataDir, file);
  if (!existsSync(target)) {
    try {
      writeFileSync(target, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return readFileSync(target, "utf8").trim();
}
