import { CalendarClock } from "lucide-react";

interface ResultMetric {
  value: string;
  label: string;
  description: string;
}

/** The post-deal page's result figures, set large, with the time frame below. */
export function ResultMetrics({ metrics, timeframe }: { metrics: ResultMetric[]; timeframe: string }) {
  return (
    <>
      <dl data-testid="result-metrics" className="grid gap-8 sm:grid-cols-2 xl:grid-cols-4">
        {metrics.map((metric) => (
          <div key={metric.label} className="flex flex-col-reverse justify-end border-t border-white/15 pt-5">
            <dt className="mt-3">
              <span className="block text-lg font-semibold text-white">{metric.label}</span>
              <span className="mt-1 block leading-snug text-ink-100">{metric.description}</span>
            </dt>
            <dd className="text-4xl font-semibold tracking-tight whitespace-nowrap text-accent-300 md:text-5xl">
              {metric.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-12 inline-flex items-center gap-2.5 rounded-full border border-white/20 bg-white/5 px-5 py-2.5 font-semibold text-white">
        <CalendarClock aria-hidden className="size-5 text-accent-300" />
        {timeframe}
      </p>
    </>
  );
}
