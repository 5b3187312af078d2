"use client";
/**
 * A component's row on a public status page: its name, state, 90 daily bars and their uptime. A client
 * component as a whole, so its markup reaches the browser once (server markup would also travel in
 * React's payload). The bars (docs/federation-protocol.md "Status pages"): one
 * SVG whose runs of equal days are dashed strokes (a bar per dash), so 20 components stay a few KB of
 * HTML; pointing, tapping or the arrow keys pick a day, and its date, uptime, failed checks and
 * incidents show below the bars (announced to screen readers). Colour is never alone: the text says it.
 */
import { useState, type KeyboardEvent, type PointerEvent } from "react";
import { BAR_LEVELS, type BarLevel } from "@/lib/status-pages/daily-bars";
import { BAR_LEVEL_DISPLAY, PUBLIC_STATE_DISPLAY } from "@/lib/status-pages/labels";
import { describeUptime, type UptimeFigure } from "@/lib/status-pages/uptime-figure";
import type { SiteHealthState } from "@/lib/site-health/rules";
import { cn } from "@/lib/utils";
import { addDays } from "@/lib/format/zoned-time";

/**
 * The days as compact props (20 components' props travel in the page's HTML twice: rendered, and in
 * React's payload): levels as one digit each, and only the days that were not a clean 100 % carry
 * their figures.
 */
export interface UptimeBarsProps {
  name: string;
  state: SiteHealthState;
  /** The uptime over the days (lib/status-pages/uptime-figure.ts). */
  total: UptimeFigure;
  /** The last day's date (`YYYY-MM-DD`), the page's today. */
  lastDate: string;
  /** One letter per day, oldest first: the index in `BAR_LEVELS`. */
  levels: string;
  /** [uptime %, failed checks] by day index, for days with checks below 100 %. */
  figures: Record<number, [number, number]>;
  /** Titles of the incidents that touched a day, by day index. */
  incidents: Record<number, string[]>;
}

const STEP = 4;
const HEIGHT = 32;

/** Consecutive days of one level: [first index, count, level]. */
function runs(levels: string): [number, number, BarLevel][] {
  const found: [number, number, BarLevel][] = [];
  for (let i = 0; i < levels.length; i++) {
    const level = BAR_LEVELS[Number(levels[i])]!;
    const last = found.at(-1);
    if (last && last[2] === level && last[0] + last[1] === i) last[1]++;
    else found.push([i, 1, level]);
  }
  return found;
}

const percent = (value: number | null) => (value === null ? "no checks" : `${value.toFixed(2)} % uptime`);

export function UptimeBars({ name, state, total, lastDate, levels, figures, incidents }: UptimeBarsProps) {
  const days = levels.length;
  const [selected, setSelected] = useState<number | null>(null);
  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setSelected(Math.min(days - 1, Math.max(0, Math.floor(((event.clientX - box.left) / box.width) * days))));
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, Home: -days, End: days };
    if (!(event.key in moves)) return;
    event.preventDefault();
    setSelected((current) => Math.min(days - 1, Math.max(0, (current ?? days) + moves[event.key]!)));
  };
  const level = selected === null ? null : BAR_LEVELS[Number(levels[selected])]!;
  const [uptime, failed] = selected === null ? [null, 0] : (figures[selected] ?? [level === "none" ? null : 100, 0]);
  const shown = PUBLIC_STATE_DISPLAY[state];
  return (
    <li className="py-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">{name}</h3>
        <span className={cn("rounded px-2 py-0.5 text-xs font-medium", shown.className)}>{shown.label}</span>
      </div>
      <div
        tabIndex={0}
        role="group"
        aria-label={`${name}: daily uptime over the last ${days} days. Use the arrow keys to read a day.`}
        onKeyDown={onKey}
        onBlur={() => setSelected(null)}
        className="rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <svg
          viewBox={`0 0 ${days * STEP} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="block h-8 w-full touch-none"
          aria-hidden="true"
          onPointerMove={pick}
          onPointerDown={pick}
          onPointerLeave={(event) => event.pointerType === "mouse" && setSelected(null)}
        >
          <g strokeWidth={HEIGHT} strokeDasharray={`${STEP - 1} 1`}>
            {runs(levels).map(([first, count, runLevel]) => (
              <path
                key={first}
                d={`M${first * STEP} ${HEIGHT / 2}h${count * STEP}`}
                className={BAR_LEVEL_DISPLAY[runLevel].strokeClassName}
              />
            ))}
          </g>
          {selected !== null && (
            <rect
              x={selected * STEP}
              width={STEP - 1}
              height={HEIGHT}
              className="fill-none stroke-foreground"
              strokeWidth={1}
            />
          )}
        </svg>
      </div>
      <div className="mt-1 flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{days} days ago</span>
        <span>Today</span>
      </div>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm">
        {selected !== null && level && (
          <>
            <span className="font-medium">{addDays(lastDate, selected - days + 1)}</span>:{" "}
            {BAR_LEVEL_DISPLAY[level].label}, {percent(uptime)}
            {failed ? `, ${failed} failed checks` : ""}
            {incidents[selected]?.length ? `. Incidents: ${incidents[selected].join("; ")}` : ""}
          </>
        )}
      </p>
      <p className="text-xs text-muted-foreground">{describeUptime(total, `over ${days} days`)}</p>
    </li>
  );
}
