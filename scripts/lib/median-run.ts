import type { Result } from "lighthouse";

const metric = (run: Result, id: string) => run.audits[id]?.numericValue;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The run closest to the median first contentful paint and time to interactive, as Lighthouse's
 * own guidance picks it (relative distance on both): one representative run, not a mix of runs.
 * Runs without both metrics are left out; with none left, the first run.
 */
export function medianRun(runs: Result[]): Result {
  const valid = runs.filter((run) =>
    ["first-contentful-paint", "interactive"].every((id) => Number.isFinite(metric(run, id))),
  );
  if (!valid.length) return runs[0]!;
  const fcp = median(valid.map((run) => metric(run, "first-contentful-paint")!));
  const tti = median(valid.map((run) => metric(run, "interactive")!));
  const distance = (run: Result) =>
    ((metric(run, "first-contentful-paint")! - fcp) / fcp) ** 2 + ((metric(run, "interactive")! - tti) / tti) ** 2;
  return valid.reduce((best, run) => (distance(run) < distance(best) ? run : best));
}

/**
 * One audit's figure as the median over all runs (ADR 0051). For TBT, not the median run's value:
 * that run is picked by FCP and TTI, so its TBT is one sample of the noisiest figure.
 */
export function medianOf(runs: Result[], id: string): number {
  const values = runs.map((run) => metric(run, id)).filter((value): value is number => Number.isFinite(value));
  return values.length ? median(values) : Number.NaN;
}
