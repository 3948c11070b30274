/**
 * How many round trips a burst of requests took one after another (bench:tap): a request that
 * began only after another had arrived counts one round more than that one. The router's modules
 * found one import at a time make a chain of rounds; preloaded together, one.
 */
export interface TimedRequest {
  /** Milliseconds on the page's clock (Resource Timing's startTime and responseEnd). */
  start: number;
  end: number;
}

/** The deepest round of the requests; 0 without any. A request arriving within `slackMs` of another's start is not its predecessor. */
export function requestRounds(requests: TimedRequest[], slackMs = 1): number {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const rounds: number[] = [];
  for (const [index, request] of sorted.entries()) {
    let round = 1;
    for (let before = 0; before < index; before++) {
      if (sorted[before]!.end <= request.start - slackMs) round = Math.max(round, rounds[before]! + 1);
    }
    rounds.push(round);
  }
  return Math.max(0, ...rounds);
}
