export function ensurePostgres(): string;
export function startThrowawayPostgres(): { url: string; stop(): void };
