export const supportedNodeLines: Record<number, string>;
export const projectNodeLine: number;
export function unsupportedNodeReason(version: string, today?: Date): string | undefined;
export function nodeInstallHint(): string;
