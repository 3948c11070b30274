/**
 * The layer rules of eslint.config.js bite (docs/decisions/0022): in every zone an import that runs
 * the wrong way is a lint error, which fails npm test, and the imports the zone allows pass.
 */
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const cwd = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd });

/** The layer errors for `code` placed at `filePath`; the imported name is used, so nothing else complains. */
async function violations(filePath: string, code: string): Promise<string[]> {
  const name = /import \{ (\w+)/.exec(code)?.[1] ?? /import (\w+)/.exec(code)![1];
  const [result] = await eslint.lintText(`${code}\nexport const used = [${name}];\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);
}

const backOffice = /back office's client imports only admin\/, common\/, app\/components\/ui and app\/lib/;

describe("layers", () => {
  it.each([
    // server
    ["server/x.ts", 'import { pages } from "../app/routes";', /server imports only server\/ and common/],
    ["server/x.ts", 'import { formatDate } from "../admin/lib/format";', /server imports only server\/ and common/],
    ["server/x.ts", 'import { medianRun } from "../scripts/lib/median-run";', /server imports only/],
    ["server/leads/x.ts", 'import { createApp } from "../app";', /An area never imports a composition root/],
    [
      "server/render/x.ts",
      'import { operatorCommand } from "../operator";',
      /An area never imports a composition root/,
    ],
    ["server/privacy/x.ts", 'import { adminRoutes } from "../admin/routes";', /No area imports the back office/],
    [
      "server/mail/x.ts",
      'import { createLiveSite } from "../render/live-site";',
      /Nothing imports back up into the page pipeline/,
    ],
    [
      "server/content/x.ts",
      'import { createPreview } from "../render/preview";',
      /Nothing imports back up into the page pipeline/,
    ],
    ["server/services/x.ts", 'import { publish } from "../content/store";', /server\/services sit below every area/],
    // the back office's inside
    [
      "admin/components/x.tsx",
      'import { Content } from "../screens/content";',
      /Back-office components never import screens/,
    ],
    ["admin/lib/x.ts", 'import { Panel } from "../components/panel";', /admin\/lib imports no screen or component/],
    ["admin/lib/x.ts", 'import { Content } from "../screens/content";', /admin\/lib imports no screen or component/],
    // common
    ["common/x.ts", 'import { cn } from "../app/lib/cn";', /common\/ stands on its own/],
    ["common/x.ts", 'import { formatDate } from "../admin/lib/format";', /common\/ stands on its own/],
    ["common/x.ts", 'import { createLogger } from "../server/logger";', /common\/ stands on its own/],
    [
      "common/content/x.ts",
      'import { figures } from "../config/figures";',
      /common\/content stands below common\/config/,
    ],
    ["common/content/x.ts", 'import { site } from "../config/site";', /common\/content stands below common\/config/],
    ["app/lib/x.ts", 'import { forms } from "#common/locales/texts";', /common\/locales\/texts.ts is the server's/],
    ["admin/lib/x.ts", 'import { mail } from "#common/locales/texts";', /common\/locales\/texts.ts is the server's/],
    [
      "common/config/route-table.ts",
      'import { parseKey } from "../content/keys";',
      /The route table stands below common\/content/,
    ],
    // scripts
    ["scripts/x.ts", 'import { cn } from "../app/lib/cn";', /scripts\/ import only/],
    ["scripts/x.ts", 'import { formatDate } from "../admin/lib/format";', /scripts\/ import only/],
    ["scripts/x.ts", 'import { test } from "../tests/e2e/fixtures";', /scripts\/ import only/],
    // the site
    ["app/lib/x.ts", 'import { createApp } from "../../server/app";', /site imports only app\/ and common/],
    ["app/lib/x.ts", 'import { formatDate } from "../../admin/lib/format";', /site imports only app\/ and common/],
    ["app/pages/x.tsx", 'import { meta } from "~/routes/home";', /Pages never import routes/],
    ["app/features/x.tsx", 'import { loader } from "~/routes/home";', /Features never import pages or routes/],
    ["app/features/x.tsx", 'import Page from "~/pages/home";', /Features never import pages or routes/],
    [
      "app/features/forms/x.ts",
      'import { wrapLabel } from "~/features/erp/wrap-label";',
      /A feature imports no other feature/,
    ],
    [
      "app/components/x.tsx",
      'import { ConsentRoot } from "~/features/consent/consent-root";',
      /Components never import features/,
    ],
    ["app/components/x.tsx", 'import Page from "~/pages/home";', /Components never import/],
    ["app/lib/x.ts", 'import SiteHeader from "~/components/layout/site-header";', /lib\/ and i18n\/ import no/],
    ["app/i18n/x.ts", 'import { wrapLabel } from "~/features/erp/wrap-label";', /lib\/ and i18n\/ import no/],
    ["app/config/x.ts", 'import { cn } from "~/lib/cn";', /app\/config is data/],
    ["app/config/x.ts", 'import { registerMessages } from "~/i18n/instances";', /app\/config is data/],
    // the back office
    ["admin/x.tsx", 'import SiteHeader from "../app/components/layout/site-header";', backOffice],
    ["admin/x.tsx", 'import { mainNav } from "../app/config/navigation";', backOffice],
    ["admin/x.tsx", 'import { registerMessages } from "../app/i18n/instances";', backOffice],
    ["admin/x.tsx", 'import { wrapLabel } from "../app/features/erp/wrap-label";', backOffice],
    ["admin/x.tsx", 'import Page from "../app/pages/home";', backOffice],
    ["admin/x.tsx", 'import { createLogger } from "../server/logger";', backOffice],
  ])("%s: %s is refused", async (file, code, message) => {
    expect(await violations(file, code)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ["server/x.ts", 'import { pages } from "../common/config/route-table";'],
    ["server/admin/x.ts", 'import { createLiveSite } from "../render/live-site";'],
    ["server/render/x.ts", 'import { publish } from "../content/store";'],
    ["server/privacy/x.ts", 'import { audit } from "../services/audit";'],
    ["server/services/x.ts", 'import { adminAudit } from "../db/schema";'],
    ["admin/screens/x.tsx", 'import { Panel } from "../components/panel";'],
    ["scripts/x.ts", 'import { createLogger } from "../server/logger";'],
    ["scripts/x.ts", 'import { sapLead } from "../tests/support/payloads";'],
    ["app/features/erp/x.tsx", 'import { wrapLabel } from "~/features/erp/wrap-label";'],
    ["app/features/x.tsx", 'import SiteHeader from "~/components/layout/site-header";'],
    ["app/pages/x.tsx", 'import { ConsentRoot } from "~/features/consent/consent-root";'],
    ["app/i18n/x.ts", 'import { cn } from "~/lib/cn";'],
    ["app/config/x.ts", 'import { pages } from "#common/config/route-table";'],
    ["admin/x.tsx", 'import { Button } from "../app/components/ui/button";'],
    ["admin/x.tsx", 'import { cn } from "../app/lib/cn";'],
    ["admin/x.tsx", 'import forms from "../common/locales/de/forms";'],
    ["common/config/x.ts", 'import { overlayFacts } from "../content/overlay";'],
    ["common/content/x.ts", 'import { languages } from "../config/route-table";'],
  ])("%s: %s is fine", async (file, code) => {
    expect(await violations(file, code)).toEqual([]);
  });
});
