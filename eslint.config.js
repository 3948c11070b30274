import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    // The layers (docs/decisions/0022): imports run one way, and never in a circle.
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: ["**/*.test.{ts,tsx}", "tests/**", "scripts/**", "*.config.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      // no-cycle reads the imported modules too: with the TypeScript parser.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".mjs", ".js"],
    },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./server",
              from: ["./app", "./scripts", "./tests"],
              message: "The server imports only server/ and common/.",
            },
            { target: "./common", from: ["./app", "./server", "./scripts"], message: "common/ stands on its own." },
            { target: "./app", from: ["./server"], message: "The client must not import server code." },
            {
              target: "./admin",
              from: ["./server", "./app/features", "./app/pages", "./app/routes", "./scripts"],
              message: "The back office's client imports common/, app/components/ui and app/lib only.",
            },
            {
              target: ["./app", "./server"],
              from: ["./admin"],
              message: "The back office's client is a separate app: the site and the server never import it.",
            },
            {
              target: "./app/components",
              from: ["./app/features", "./app/pages", "./app/routes"],
              message: "Components never import features, pages or routes: pass them in (a prop or a slot).",
            },
            {
              target: "./app/features",
              from: ["./app/pages", "./app/routes"],
              message: "Features never import pages or routes.",
            },
            {
              target: "./app/lib",
              from: ["./app/components", "./app/features", "./app/pages", "./app/routes"],
              message: "lib/ imports no component, feature, page or route.",
            },
          ],
        },
      ],
    },
  },
);
