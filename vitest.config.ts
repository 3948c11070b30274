import { defineConfig } from "vitest/config";
import { menuLabels } from "./scripts/lib/menu-labels.ts";
import { aliases as alias } from "./vite.shared.ts";

/**
 * The suites that touch the database run a second time against a real PostgreSQL server when
 * TEST_DATABASE_URL is set: `npm test` starts a throwaway cluster for them under CI=true or
 * TEST_POSTGRES=on (scripts/test.mjs) and runs this project alone.
 */
const postgresSuites = [
  "server/leads/**/*.test.ts",
  "server/mail/**/*.test.ts",
  "server/webhooks/**/*.test.ts",
  "server/delivery/**/*.test.ts",
  "server/consent/**/*.test.ts",
  "server/analytics/**/*.test.ts",
  "server/admin/**/*.test.ts",
  "server/privacy/**/*.test.ts",
  "server/content/**/*.test.ts",
  "server/collections/**/*.test.ts",
  "server/render/**/*.test.ts",
  "server/services/**/*.test.ts",
  "server/operator.test.ts",
  "server/reliability/database-outage.test.ts",
  "server/reliability/crash.test.ts",
  "server/reliability/*.pg.test.ts",
  "server/hostile/abuse.test.ts",
  "server/logging.test.ts",
];
/** What every project resolves as the site's build does: the aliases and the menu's labels. */
const viteConfig = { resolve: { alias }, plugins: [menuLabels()] };
const serverTest = {
  environment: "node" as const,
  setupFiles: ["tests/setup/fail-on-console.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString().slice(0, 10)) },
  test: {
    // Two cores: one worker per project keeps PGlite and happy-dom from fighting for memory.
    maxWorkers: 2,
    projects: [
      {
        ...viteConfig,
        test: {
          name: "app",
          environment: "happy-dom",
          include: ["app/**/*.test.{ts,tsx}", "admin/**/*.test.{ts,tsx}", "common/**/*.test.ts"],
          setupFiles: ["tests/setup/fail-on-console.ts", "tests/setup/dom.ts"],
        },
      },
      {
        ...viteConfig,
        test: {
          ...serverTest,
          name: "server",
          include: ["server/**/*.test.ts", "scripts/**/*.test.ts"],
          // *.pg.test.ts need PostgreSQL: they run in the postgres project only.
          exclude: ["**/*.pg.test.ts", "**/node_modules/**"],
          env: { TEST_DATABASE_URL: "" },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [{ ...viteConfig, test: { ...serverTest, name: "postgres", include: postgresSuites } }]
        : []),
    ],
  },
});
