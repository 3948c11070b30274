export function ensurePostgres(): string;
export function startThrowawayPostgres(): { url: string; stop(): void };
export function ensurePgBouncer(): string;
export function startPgBouncer(
  upstreamUrl: string,
  options?: { tls?: { cert: string; key: string } },
): Promise<{ url: string; stop(): Promise<void> }>;
