export const root: string;
export function say(message: string): void;
export function run(command: string, args: string[], options?: object): number;
export function runOrExit(command: string, args: string[], options?: object): void;
export function checkNode(): void;
export function ensureDependencies(): void;
export function ensureBuild(options?: { force?: boolean; env?: Record<string, string> }): void;
export const e2eSiteEnv: Record<string, string>;
export function ensureChromium(): string;
