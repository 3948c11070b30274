import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/*
 * Self-made illustrations of the why-us reasons (and the vision statement): simple geometric line
 * drawings in the site palette, 480 x 360, decorative (the section's heading and text carry the
 * meaning), so they are hidden from assistive technology.
 */

const grid = [
  ...Array.from({ length: 11 }, (_, i) => `M${40 + i * 40} 0V360`),
  ...Array.from({ length: 8 }, (_, i) => `M0 ${40 + i * 40}H480`),
].join("");

function Frame({ name, className, children }: { name: string; className?: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      data-illustration={name}
      width={480}
      height={360}
      viewBox="0 0 480 360"
      className={cn("h-auto w-full rounded-[var(--radius-card)]", className)}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect width="480" height="360" className="fill-sand-100" />
      <path d={grid} className="stroke-sand-200" strokeWidth="1" />
      {children}
    </svg>
  );
}

/** Strategy: a route of milestones that rises towards a target. */
export function StrategyIllustration({ className }: { className?: string }) {
  return (
    <Frame name="strategie" className={className}>
      <circle cx="352" cy="126" r="78" className="stroke-ink-900/15" strokeWidth="2" />
      <circle cx="352" cy="126" r="54" className="fill-white stroke-ink-900" strokeWidth="2.5" />
      <circle cx="352" cy="126" r="30" className="fill-accent-50 stroke-accent-500" strokeWidth="2.5" />
      <circle cx="352" cy="126" r="9" className="fill-accent-500" />
      <path d="M72 292L160 252L248 224L313 163" className="stroke-ink-900" strokeWidth="2.5" strokeDasharray="2 10" />
      {(
        [
          [72, 292],
          [160, 252],
          [248, 224],
        ] as const
      ).map(([x, y], i) => (
        <g key={x}>
          <circle
            cx={x}
            cy={y}
            r="11"
            className={i === 2 ? "fill-ink-900" : "fill-white stroke-ink-900"}
            strokeWidth="2.5"
          />
          <rect
            x={x - 30}
            y={y - 44}
            width="60"
            height="18"
            rx="9"
            className="fill-white stroke-ink-900/25"
            strokeWidth="1.5"
          />
          <rect x={x - 18} y={y - 38} width={24 + i * 6} height="6" rx="3" className="fill-ink-900/30" />
        </g>
      ))}
    </Frame>
  );
}

/** Seniority: layers of experience stacked on one another. */
export function SeniorityIllustration({ className }: { className?: string }) {
  const plate = (y: number) => `M120 ${y}L240 ${y - 52}L360 ${y}L240 ${y + 52}Z`;
  const side = (y: number) => `M120 ${y}L240 ${y + 52}L360 ${y}V${y + 14}L240 ${y + 66}L120 ${y + 14}Z`;
  return (
    <Frame name="senioritaet" className={className}>
      <path
        d="M120 122V270M360 122V270M240 174V322"
        className="stroke-ink-900/20"
        strokeWidth="1.5"
        strokeDasharray="3 7"
      />
      <path d={side(250)} className="fill-sand-300 stroke-ink-900" strokeWidth="2" />
      <path d={plate(250)} className="fill-sand-200 stroke-ink-900" strokeWidth="2" />
      <path d={side(190)} className="fill-ink-100 stroke-ink-900" strokeWidth="2" />
      <path d={plate(190)} className="fill-white stroke-ink-900" strokeWidth="2" />
      <path d={side(130)} className="fill-accent-700 stroke-ink-900" strokeWidth="2" />
      <path d={plate(130)} className="fill-accent-500 stroke-ink-900" strokeWidth="2" />
      <path d="M208 130l32-16 32 16-32 16z" className="fill-white/90" />
      <circle cx="404" cy="86" r="5" className="fill-accent-500" />
      <circle cx="76" cy="300" r="5" className="fill-ink-900/40" />
    </Frame>
  );
}

/** Vision: a sun rising over a horizon, with lines that run towards it. */
export function VisionIllustration({ className }: { className?: string }) {
  const horizon = 212;
  const rays = [-260, -150, -70, 0, 70, 150, 260].map((dx) => `M240 ${horizon}L${240 + dx * 2} 420`).join("");
  return (
    <Frame name="vision" className={className}>
      <path
        d={`M100 ${horizon}A140 140 0 0 1 380 ${horizon}`}
        className="stroke-accent-300"
        strokeWidth="2"
        strokeDasharray="3 9"
      />
      <path d={`M140 ${horizon}A100 100 0 0 1 340 ${horizon}`} className="stroke-accent-500/40" strokeWidth="2" />
      <path d={`M176 ${horizon}A64 64 0 0 1 304 ${horizon}Z`} className="fill-accent-500" />
      <rect y={horizon} width="480" height={360 - horizon} className="fill-white" />
      <path d={rays} className="stroke-ink-900/25" strokeWidth="1.5" />
      <path d="M0 232H480M0 262H480M0 306H480" className="stroke-ink-900/15" strokeWidth="1.5" />
      <path d={`M32 ${horizon}H448`} className="stroke-ink-900" strokeWidth="2.5" />
      <circle cx="240" cy={horizon} r="5" className="fill-ink-900" />
    </Frame>
  );
}

/** Technology: a core system connected to the applications and data around it. */
export function TechnologyIllustration({ className }: { className?: string }) {
  const satellites = [
    [56, 56],
    [334, 56],
    [56, 248],
    [334, 248],
  ] as const;
  return (
    <Frame name="technologie" className={className}>
      <path
        d="M146 84H200V140M334 84H280V140M146 276H200V220M334 276H280V220"
        className="stroke-ink-900"
        strokeWidth="2"
      />
      {[
        [200, 112],
        [280, 112],
        [200, 248],
        [280, 248],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="5" className="fill-accent-500" />
      ))}
      {satellites.map(([x, y], i) =>
        i === 1 ? (
          <g key={`${x}-${y}`}>
            <rect
              x={x}
              y={y}
              width="90"
              height="56"
              rx="12"
              className="fill-accent-50 stroke-accent-500"
              strokeWidth="2"
            />
            <path
              d={`M${x + 24} ${y + 36}L${x + 45} ${y + 18}L${x + 66} ${y + 36}Z`}
              className="stroke-accent-600"
              strokeWidth="1.5"
            />
            <circle cx={x + 24} cy={y + 36} r="5" className="fill-accent-500" />
            <circle cx={x + 45} cy={y + 18} r="5" className="fill-accent-500" />
            <circle cx={x + 66} cy={y + 36} r="5" className="fill-accent-500" />
          </g>
        ) : (
          <g key={`${x}-${y}`}>
            <rect x={x} y={y} width="90" height="56" rx="12" className="fill-white stroke-ink-900" strokeWidth="2" />
            <rect x={x + 16} y={y + 16} width="44" height="6" rx="3" className="fill-ink-900/70" />
            <rect x={x + 16} y={y + 32} width="58" height="6" rx="3" className="fill-ink-900/20" />
          </g>
        ),
      )}
      <rect x="180" y="140" width="120" height="80" rx="14" className="fill-ink-900" />
      {[0, 1, 2].map((col) =>
        [0, 1].map((row) => (
          <rect
            key={`${col}-${row}`}
            x={200 + col * 28}
            y={158 + row * 24}
            width="20"
            height="16"
            rx="3"
            className={col === 1 && row === 0 ? "fill-accent-500" : "fill-white/85"}
          />
        )),
      )}
    </Frame>
  );
}

/** International: a globe with connections from a hub in Germany to teams abroad. */
export function InternationalIllustration({ className }: { className?: string }) {
  return (
    <Frame name="international" className={className}>
      <circle cx="240" cy="180" r="128" className="fill-white stroke-ink-900" strokeWidth="2.5" />
      <ellipse cx="240" cy="180" rx="56" ry="128" className="stroke-ink-900/25" strokeWidth="1.5" />
      <ellipse cx="240" cy="180" rx="100" ry="128" className="stroke-ink-900/25" strokeWidth="1.5" />
      <path d="M112 180H368M129 116H351M129 244H351M240 52V308" className="stroke-ink-900/25" strokeWidth="1.5" />
      <path
        d="M226 110Q300 70 330 150M226 110Q150 120 150 214M226 110Q262 190 300 246"
        className="stroke-accent-500"
        strokeWidth="2.5"
        strokeDasharray="4 8"
      />
      <circle cx="226" cy="110" r="18" className="fill-accent-500/15" />
      <circle cx="226" cy="110" r="8" className="fill-accent-500" />
      {[
        [330, 150],
        [150, 214],
        [300, 246],
      ].map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="7" className="fill-ink-900 stroke-white" strokeWidth="3" />
      ))}
    </Frame>
  );
}

/** Integrity: a shield with a check mark inside a quiet ring. */
export function IntegrityIllustration({ className }: { className?: string }) {
  const shield = "M240 62L334 96V178C334 238 294 278 240 300C186 278 146 238 146 178V96Z";
  return (
    <Frame name="integritaet" className={className}>
      <circle cx="240" cy="180" r="146" className="stroke-ink-900/15" strokeWidth="2" strokeDasharray="3 9" />
      <path d={shield} className="fill-white stroke-ink-900" strokeWidth="3" />
      <path
        d="M240 86L312 112V178C312 226 280 258 240 276C200 258 168 226 168 178V112Z"
        className="fill-accent-50 stroke-accent-500/40"
        strokeWidth="1.5"
      />
      <path d="M202 182L230 210L282 156" className="stroke-accent-600" strokeWidth="12" />
      <circle cx="94" cy="180" r="5" className="fill-ink-900/40" />
      <circle cx="386" cy="180" r="5" className="fill-accent-500" />
    </Frame>
  );
}
