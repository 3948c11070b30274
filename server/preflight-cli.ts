/**
 * npm run preflight: checks the configuration (environment over .env) for going live, and the
 * company facts as the pages show them (those set in the back office over the variables). One line
 * per problem and exit code 1, or one line saying it is ready.
 */
import "../common/load-env.mjs";
import { toSiteContent } from "../common/content/keys";
import { publishedValues } from "./content/store";
import { openDatabase } from "./db/client";
import { parseEnv } from "./env";
import { serverRunning } from "./pid-file";
import { preflightFindings } from "./preflight";

/** The published company facts; none when the database cannot be read here. */
async function publishedCompanyFacts(): Promise<Record<string, unknown> | undefined> {
  let env;
  try {
    env = parseEnv(process.env);
  } catch {
    return undefined; // the findings name the configuration's problems
  }
  if (!env.DATABASE_URL && serverRunning(env.DATA_DIR)) {
    process.stdout.write(
      "preflight: the running server holds the embedded database; its start log judges the facts set in the back office.\n",
    );
    return undefined;
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }).catch(() => undefined);
  if (!database) return undefined;
  try {
    await database.migrate();
    return toSiteContent((await publishedValues(database.db)).values).facts?.company;
  } finally {
    await database.close();
  }
}

const findings = preflightFindings(process.env, await publishedCompanyFacts());
for (const finding of findings) process.stdout.write(`preflight: ${finding}\n`);
if (findings.length) {
  process.stdout.write(`preflight: ${findings.length} problem(s); fix them before going live.\n`);
  process.exit(1);
}
process.stdout.write("preflight: the configuration is ready for going live.\n");
