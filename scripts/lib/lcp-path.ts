import type { Result } from "lighthouse";

interface NetworkRequest {
  url: string;
  resourceType?: string;
  rendererStartTime: number;
  isLinkPreload?: boolean;
}

interface LcpPath {
  /** The largest contentful paint's element, as Lighthouse names it. */
  element: string;
  /** Its parts (time to first byte, load delay, load time, render delay), in ms of the simulation. */
  breakdown: { label: string; ms: number }[];
  /** Requests that began before the observed paint although the HTML neither holds nor preloads them. */
  unheld: string[];
}

/**
 * What stands in a run's largest contentful paint. Lighthouse's simulation puts every request that
 * began before the paint it observed into that paint's graph: each costs the simulated page at
 * least a round trip (ADR 0046). The HTML itself, data URLs and preloads are what the page holds
 * or asks for on purpose; anything else begun before the paint is a finding.
 */
export function lcpPath(lhr: Result): LcpPath {
  const details = (id: string) => lhr.audits[id]?.details as { items?: unknown[] } | undefined;
  const observed = (details("metrics")?.items?.[0] as { observedLargestContentfulPaint?: number } | undefined)
    ?.observedLargestContentfulPaint;
  const parts = details("lcp-breakdown-insight")?.items ?? [];
  const table = parts.find((p) => (p as { type?: string }).type === "table") as
    { items: { label: string; duration: number }[] } | undefined;
  const node = parts.find((p) => (p as { type?: string }).type === "node") as
    { snippet?: string; nodeLabel?: string } | undefined;
  const requests = (details("network-requests")?.items ?? []) as NetworkRequest[];
  return {
    element: node ? `${node.snippet ?? ""} ${node.nodeLabel ?? ""}`.trim() : "(none)",
    breakdown: (table?.items ?? []).map(({ label, duration }) => ({ label, ms: Math.round(duration) })),
    unheld:
      observed === undefined
        ? []
        : requests
            .filter(
              (r) =>
                r.rendererStartTime < observed &&
                r.resourceType !== "Document" &&
                !r.url.startsWith("data:") &&
                !r.isLinkPreload,
            )
            .map((r) => r.url),
  };
}
