import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Every folder of app/features: a feature imports no other one. */
const features = readdirSync(new URL("app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverDirs = readdirSync(new URL("./server", import.meta.url), { withFileTypes: true });
/** The server's areas (every folder), and the composition roots that stand above them. */
const serverAreas = serverDirs.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const serverRoots = ["app.ts", "main.ts", "operator.ts", "preflight-cli.ts"];

/**
 * Who may not import whom (docs/decisions/0022), one zone per folder. Site, from the top:
 * routes -> pages -> features -> components -> lib / i18n -> config and common/.
 */
const layerZones = [
  {
    target: "./server",
    from: ["./app", "./admin", "./scripts", "./tests"],
    message: "The server imports only server/ and common/.",
  },
  {
    target: "./common",
    from: ["./app", "./admin", "./server", "./scripts", "./tests"],
    message: "common/ stands on its own: it imports nothing of app/, admin/, server/ or scripts/.",
  },
  {
    // The fact modules of common/config lay the owner's published edits (common/content) over
    // their facts: content stands below them. The route table (languages, pages) stands below both.
    target: "./common/content",
    from: "./common/config",
    except: ["./route-table.ts"],
    message: "common/content stands below common/config: of it, content imports only the route table.",
  },
  {
    // The server's door to the texts (and the back office's, through the server's API).
    target: ["./app", "./admin"],
    from: "./common/locales/texts.ts",
    message: "common/locales/texts.ts is the server's: a client module importing it would carry every namespace in it.",
  },
  {
    target: "./common/config/route-table.ts",
    from: "./common/content",
    message: "The route table stands below common/content: it imports nothing of it.",
  },
  {
    target: "./scripts",
    from: ["./app", "./admin"],
    message: "scripts/ import only scripts/, server/, common/, tests/support and tests/fixtures.",
  },
  {
    // The benchmarks and the deploy test send what the tests send (and the tests' fictional entries).
    target: "./scripts",
    from: "./tests",
    except: ["./support", "./fixtures"],
    message: "scripts/ import only scripts/, server/, common/, tests/support and tests/fixtures.",
  },
  {
    target: "./app",
    from: ["./server", "./admin", "./scripts", "./tests"],
    message: "The site imports only app/ and common/: never the server, the back office or scripts.",
  },
  {
    target: "./admin",
    from: ["./server", "./scripts", "./tests"],
    message: "The back office's client imports only admin/, common/, app/components/ui and app/lib.",
  },
  {
    target: "./admin",
    from: "./app",
    except: ["./components/ui", "./lib"],
    message: "The back office's client imports only admin/, common/, app/components/ui and app/lib.",
  },
  {
    target: "./app/pages",
    from: ["./app/routes"],
    message: "Pages never import routes: a route imports its page.",
  },
  {
    target: "./app/features",
    from: ["./app/pages", "./app/routes"],
    message: "Features never import pages or routes.",
  },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [`./${feature}`],
    message:
      "A feature imports no other feature: what two share lives in components/ or lib/, or a page composes them.",
  })),
  {
    target: "./app/components",
    from: ["./app/features", "./app/pages", "./app/routes"],
    message: "Components never import features, pages or routes: pass them in (a prop or a slot).",
  },
  {
    target: ["./app/lib", "./app/i18n"],
    from: ["./app/components", "./app/features", "./app/pages", "./app/routes"],
    message: "lib/ and i18n/ import no component, feature, page or route.",
  },
  {
    target: "./app/config",
    from: ["./app/lib", "./app/i18n", "./app/components", "./app/features", "./app/pages", "./app/routes"],
    message: "app/config is data: it imports only common/.",
  },
  // The server: composition roots at the top (app, main, operator, preflight), areas below them,
  // the page pipeline (render) above the content it renders, shared services below every area.
  {
    target: serverAreas.map((area) => `./server/${area}`),
    from: serverRoots.map((root) => `./server/${root}`),
    message:
      "An area never imports a composition root (server/app, main, operator, preflight-cli): they compose the areas.",
  },
  ...serverAreas
    .filter((area) => area !== "admin")
    .map((area) => ({
      target: `./server/${area}`,
      from: "./server/admin",
      message:
        "No area imports the back office (server/admin): it uses the areas, and what they share sits in server/services.",
    })),
  ...serverAreas
    .filter((area) => area !== "admin" && area !== "render")
    .map((area) => ({
      target: `./server/${area}`,
      from: "./server/render",
      message:
        "Nothing imports back up into the page pipeline (server/render): only the back office and the composition roots use it.",
    })),
  {
    target: "./server/services",
    from: serverAreas.filter((area) => area !== "services" && area !== "db").map((area) => `./server/${area}`),
    message:
      "server/services sit below every area: they import only the database, common/ and the server's shared modules.",
  },
  // The back office's client: screens -> components -> lib.
  {
    target: "./admin/components",
    from: "./admin/screens",
    message: "Back-office components never import screens: a screen composes them.",
  },
  {
    target: "./admin/lib",
    from: ["./admin/screens", "./admin/components"],
    message: "admin/lib imports no screen or component.",
  },
];

export default defineConfig(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "admin/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
    },
  },
  {
    // The layers (docs/decisions/0022): a zone for every folder; imports run one way.
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: ["**/*.test.{ts,tsx}", "tests/**", "*.config.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      // no-cycle reads the imported modules too: with the TypeScript parser.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".mjs", ".js"],
    },
    rules: {
      // Type-only circles too: scripts/lib/import-cycles.test.ts (no-cycle passes over `import type`).
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
    },
  },
);
