/**
 * npm run preflight: checks the configuration (environment over .env) for going live, and the
 * company facts as the pages show them (those set in the back office over the variables). One line
 * per problem and exit code 1, or one line saying it is ready.
 */
import "../common/load-env.mjs";
import { toSiteContent } from "../common/content/keys";
import { newestPolicyEdit, publishedValues } from "./content/store";
import { openDatabase } from "./db/client";
import { parseEnv } from "./env";
import { serverRunning } from "./pid-file";
import { preflightFindings } from "./preflight";

/**
 * The published company facts and the newest published edit of what the privacy policy shows;
 * none when the database cannot be read here.
 */
async function publishedState(): Promise<{
  company?: Record<string, unknown>;
  policyEdit?: { day: string; key: string };
}> {
  let env;
  try {
    env = parseEnv(process.env);
  } catch {
    return {}; // the findings name the configuration's problems
  }
  if (!env.DATABASE_URL && serverRunning(env.DATA_DIR)) {
    process.stdout.write(
      "preflight: the running server holds the embedded database; its start log judges the facts and texts set in the back office.\n",
    );
    return {};
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch(() => undefined);
  if (!database) return {};
  try {
    await database.migrate();
    return {
      company: toSiteContent((await publishedValues(database.db)).values).facts?.company,
      policyEdit: await newestPolicyEdit(database.db),
    };
  } finally {
    await database.close();
  }
}

const published = await publishedState();
const findings = preflightFindings(process.env, published.company, published.policyEdit);
for (const finding of findings) process.stdout.write(`preflight: ${finding}\n`);
if (findings.length) {
  process.stdout.write(`preflight: ${findings.length} problem(s); fix them before going live.\n`);
  process.exit(1);
}
process.stdout.write("preflight: the configuration is ready for going live.\n");
