// npm start: install if needed, build if stale, then migrate and serve site + API in this process.
import { continueOnProjectNode, ensureBuild, ensureDependencies, root, servesAnotherSite } from "./lib/prepare.mjs";

ensureDependencies();
await continueOnProjectNode(import.meta.filename);
if (!servesAnotherSite()) ensureBuild();

const { register } = await import("tsx/esm/api");
register();
process.chdir(root);
await import("../server/main.ts");
