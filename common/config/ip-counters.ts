/**
 * The counters the server keeps per visitor to limit abuse (server/rate-limit.ts): each counts a
 * client by a keyed hash of its IP address, under a key that changes every day, and the
 * retention job deletes it once it has expired (docs/decisions/0059). The privacy policy
 * states how soon that is, computed here from the same numbers the server uses.
 */

export interface CounterRule {
  /** The counter's name in the store. */
  prefix: string;
  points: number;
  durationSeconds: number;
}

/** Leads, per client and form: 5 per 10 minutes and 20 per day. */
export const leadCounters: CounterRule[] = [
  { prefix: "lead10m", points: 5, durationSeconds: 600 },
  { prefix: "lead1d", points: 20, durationSeconds: 86_400 },
];

/** Proof-of-consent entries: a visitor changes their mind a few times, a script thousands of times. */
export const consentCounters: CounterRule[] = [{ prefix: "consent10m", points: 20, durationSeconds: 600 }];

/** Page views: a visitor reads a few pages a minute; more would inflate the statistics. */
export const viewCounters: CounterRule[] = [{ prefix: "view10m", points: 60, durationSeconds: 600 }];

/** How often the retention job runs (server/retention.ts): at start and then this many hours apart. */
export const retentionIntervalHours = 6;

/**
 * The most hours a counter of these rules exists: created at the latest moment of its window, it
 * expires one window later, and the next run of the retention job deletes it.
 */
export function counterHours(rules: CounterRule[]): number {
  const longest = Math.max(...rules.map((rule) => rule.durationSeconds));
  return Math.ceil(longest / 3600 + retentionIntervalHours);
}

/** What the privacy policy states: after how many hours at most a form's and a page's counters are gone. */
export const counterDeletionHours = {
  /** The forms' counters ({{leadCounterHours}}). */
  leads: counterHours(leadCounters),
  /** The statistics' and the consent log's counters ({{visitCounterHours}}). */
  visits: counterHours([...consentCounters, ...viewCounters]),
};
