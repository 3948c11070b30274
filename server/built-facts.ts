import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { factsDiffer, type ServerFacts } from "../common/config/server-facts";

/**
 * The variables whose values the built policies state differently from this server's (the build
 * records them in build/server-facts.json): the policies would then describe another
 * configuration. Empty when they agree, or when the build recorded none (an older build).
 */
export function policyDrift(clientDir: string, running: ServerFacts): string[] {
  const file = path.resolve(clientDir, "../server-facts.json");
  if (!existsSync(file)) return [];
  const built = JSON.parse(readFileSync(file, "utf8")) as ServerFacts;
  return factsDiffer(built, running).map((key) => variableOf[key]);
}

const variableOf: Record<keyof ServerFacts, string> = {
  consentLog: "CONSENT_LOG",
  analytics: "ANALYTICS",
  webhook: "WEBHOOK_URL",
  powRequired: "POW_REQUIRED",
  leadRetentionDays: "LEAD_RETENTION_DAYS",
  spamRetentionDays: "SPAM_RETENTION_DAYS",
};
