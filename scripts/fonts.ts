/** npm run fonts: writes the site's two Inter files and their @font-face rules (scripts/lib/font-subsets.ts). */
import { writeFileSync } from "node:fs";
import { cssFile, fontFacesCss, fontFiles } from "./lib/font-subsets";

const { core, rest } = await fontFiles();
writeFileSync("app/fonts/inter-core.woff2", core);
writeFileSync("app/fonts/inter-rest.woff2", rest);
writeFileSync(cssFile, await fontFacesCss());
console.log(`fonts: inter-core.woff2 ${core.length} B, inter-rest.woff2 ${rest.length} B, inter.css`);
