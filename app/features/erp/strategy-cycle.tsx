import { useTranslation } from "react-i18next";
import { ErpSection } from "./erp-section";

const center = 200;
const radius = 140;
/** Phase nodes at 12, 3, 6 and 9 o'clock; the arcs between them run clockwise. */
const nodeAngles = [-90, 0, 90, 180];
const gap = 17; // degrees kept free around each node

function point(angle: number, r = radius) {
  const rad = (angle * Math.PI) / 180;
  return { x: +(center + r * Math.cos(rad)).toFixed(2), y: +(center + r * Math.sin(rad)).toFixed(2) };
}

function arc(from: number, to: number) {
  const start = point(from + gap);
  const end = point(to - gap);
  return `M${start.x} ${start.y}A${radius} ${radius} 0 0 1 ${end.x} ${end.y}`;
}

/** The four-phase strategy cycle as a circular graphic with the phases as an ordered list. */
export function StrategyCycle() {
  const { t } = useTranslation("services");
  const phases = t("cycle.phases", { returnObjects: true });
  return (
    <ErpSection titleId="services-cycle-title" heading={t("cycle", { returnObjects: true })}>
      <div className="mt-12 grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <svg
          role="img"
          aria-label={t("cycle.diagramLabel")}
          viewBox="0 0 400 400"
          width="400"
          height="400"
          className="mx-auto h-auto w-full max-w-sm"
        >
          <circle cx={center} cy={center} r={radius - 44} fill="var(--color-sand-100)" />
          <g fill="none" stroke="var(--color-ink-700)" strokeWidth="2.5" strokeLinecap="round">
            {nodeAngles.map((angle, index) => (
              <path key={angle} d={arc(angle, nodeAngles[(index + 1) % 4]! + (index === 3 ? 360 : 0))} />
            ))}
          </g>
          {nodeAngles.map((angle, index) => {
            const next = nodeAngles[(index + 1) % 4]! + (index === 3 ? 360 : 0);
            const tip = point(next - gap);
            return (
              <path
                key={`arrow-${angle}`}
                d="M-7 -6L3 0L-7 6Z"
                fill="var(--color-ink-700)"
                transform={`translate(${tip.x} ${tip.y}) rotate(${next - gap + 90})`}
              />
            );
          })}
          {nodeAngles.map((angle, index) => {
            const { x, y } = point(angle);
            return (
              <g key={`node-${angle}`}>
                <circle
                  cx={x}
                  cy={y}
                  r="28"
                  fill={index === 0 ? "var(--color-accent-600)" : "var(--color-ink-900)"}
                  stroke="#fff"
                  strokeWidth="4"
                />
                <text x={x} y={y + 8} textAnchor="middle" className="fill-white text-[22px] font-semibold">
                  {index + 1}
                </text>
              </g>
            );
          })}
          <text x={center} y={center + 7} textAnchor="middle" className="fill-ink-950 text-[20px] font-semibold">
            {t("cycle.center")}
          </text>
        </svg>
        <ol className="grid gap-6">
          {phases.map((phase, index) => (
            <li key={phase.title} data-cycle-phase="" className="flex gap-5">
              <span
                aria-hidden
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-ink-900 font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink-950">{phase.title}</h3>
                <p className="mt-1 leading-relaxed text-ink-700">{phase.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </ErpSection>
  );
}
