import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);

/** Runtime configuration of the server, validated at start (README lists every variable). */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SITE_URL: z.url({ protocol: /^https?$/ }).default("https://www.neutra-tech.de"),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; empty strings count as unset, as in most .env tooling. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ""));
  return envSchema.parse(cleaned);
}

export function describeEnvError(error: unknown): string {
  if (!(error instanceof z.ZodError)) return String(error);
  return error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
}
