export function envFilePath(env?: Record<string, string | undefined>): string | undefined;
export function readEnvFile(env?: Record<string, string | undefined>): Record<string, string>;
export function loadEnvFile(): string | undefined;
