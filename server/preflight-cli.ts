/**
 * npm run preflight: checks the configuration (environment over .env) for going live. One line
 * per problem and exit code 1, or one line saying it is ready.
 */
import "../common/load-env.mjs";
import { preflightFindings } from "./preflight";

const findings = preflightFindings(process.env);
for (const finding of findings) process.stdout.write(`preflight: ${finding}\n`);
if (findings.length) {
  process.stdout.write(`preflight: ${findings.length} problem(s); fix them before going live.\n`);
  process.exit(1);
}
process.stdout.write("preflight: the configuration is ready for going live.\n");
