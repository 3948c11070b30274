export const root: string;
export function say(message: string): void;
export function run(command: string, args: string[], options?: object): number;
export function runOrExit(command: string, args: string[], options?: object): void;
export function continueOnProjectNode(script: string): Promise<void>;
export function ensureDependencies(): void;
export function ensureBuild(options?: { force?: boolean; envFile?: string }): void;
export const e2eEnvFile: string;
export function ensureChromium(): string;
