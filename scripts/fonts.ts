/** npm run fonts: writes the site's two Inter files and their @font-face rules (scripts/lib/font-subsets.ts). */
import { writeFileSync } from "node:fs";
import { fontFacesCss, fontFiles, fontPaths } from "./lib/font-subsets";

const { core, rest } = await fontFiles();
writeFileSync(fontPaths.core, core);
writeFileSync(fontPaths.rest, rest);
writeFileSync(fontPaths.css, await fontFacesCss());
console.log(`fonts: ${fontPaths.core} ${core.length} B, ${fontPaths.rest} ${rest.length} B, ${fontPaths.css}`);
