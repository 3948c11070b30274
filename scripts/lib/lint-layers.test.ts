/**
 * The layer rules of eslint.config.js bite (docs/decisions/0022): an import that runs the wrong
 * way is a lint error, which fails npm test.
 */
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const cwd = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd });

async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);
}

describe("layers", () => {
  it.each([
    ["server/x.ts", 'import { pages } from "../app/routes";', /server imports only server\/ and common/],
    ["common/x.ts", 'import { cn } from "../app/lib/cn";', /common\/ stands on its own/],
    ["app/lib/x.ts", 'import { createApp } from "../../server/app";', /must not import server code/],
    [
      "app/components/x.tsx",
      'import { ConsentRoot } from "~/features/consent/consent-root";',
      /Components never import features/,
    ],
    ["app/components/x.tsx", 'import Page from "~/pages/home";', /Components never import/],
    ["app/features/x.tsx", 'import { loader } from "~/routes/home";', /Features never import pages or routes/],
    ["app/lib/x.ts", 'import { Logo } from "~/components/layout/logo";', /lib\/ imports no component/],
  ])("%s: %s is refused", async (file, code, message) => {
    expect(
      await violations(
        file,
        `${code}\nexport const used = [${/import \{ (\w+)/.exec(code)?.[1] ?? /import (\w+)/.exec(code)![1]}];\n`,
      ),
    ).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ["server/x.ts", 'import { pages } from "../common/config/route-table";'],
    ["app/features/x.tsx", 'import { Logo } from "~/components/layout/logo";'],
    ["app/pages/x.tsx", 'import { ConsentRoot } from "~/features/consent/consent-root";'],
  ])("%s: %s is fine", async (file, code) => {
    expect(await violations(file, `${code}\nexport const used = [${/import \{ (\w+)/.exec(code)![1]}];\n`)).toEqual([]);
  });
});
