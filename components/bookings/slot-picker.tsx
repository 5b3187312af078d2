"use client";
/**
 * Days with free times, then that day's times, in the visitor's zone: a row of day buttons that scrolls
 * sideways on a phone, and a grid of times under it. The labels come with the days (lib/bookings/queries.ts
 * `OfferedDay`), already in the visitor's zone.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { OfferedDay } from "@/lib/bookings/queries";
import { cn } from "@/lib/utils";

export function SlotPicker({
  days,
  selected,
  onPick,
}: {
  days: OfferedDay[];
  /** The start picked so far, shown pressed. */
  selected?: string;
  /** `startAt` (ISO 8601, UTC) and its day and time as "Mon, Jan 12, 9:30 AM". */
  onPick: (startAt: string, label: string) => void;
}) {
  const [chosen, setChosen] = useState(days[0]?.date ?? null);
  if (days.length === 0)
    return <p className="text-sm text-muted-foreground">No free times in the coming weeks. Please check back soon.</p>;
  const day = days.find((d) => d.date === chosen) ?? days[0]!;
  return (
    <div className="grid gap-4">
      <div role="group" aria-label="Days" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {days.map((d) => (
          <Button
            key={d.date}
            type="button"
            variant={d.date === day.date ? "default" : "outline"}
            className="shrink-0"
            aria-pressed={d.date === day.date}
            onClick={() => setChosen(d.date)}
          >
            {d.label}
          </Button>
        ))}
      </div>
      <div role="group" aria-label={`Times on ${day.label}`} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {day.starts.map((start) => (
          <Button
            key={start.at}
            type="button"
            variant={start.at === selected ? "default" : "outline"}
            className={cn("tabular-nums")}
            aria-pressed={selected === undefined ? undefined : start.at === selected}
            onClick={() => onPick(start.at, `${day.label}, ${start.label}`)}
          >
            {start.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
