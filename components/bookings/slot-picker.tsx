"use client";
/**
 * Days with free times, then that day's times, in the visitor's zone: a row of day buttons that scrolls
 * sideways on a phone, and a grid of times under it.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatTimeIn, formatWeekdayIn } from "@/lib/format/date";
import type { OfferedDay } from "@/lib/bookings/queries";
import { cn } from "@/lib/utils";

/** A calendar date (`YYYY-MM-DD`, already the visitor's) as "Mon, Jan 12", read in UTC so no zone shifts it. */
const dayLabel = (date: string) => formatWeekdayIn(`${date}T12:00:00Z`, "UTC");

export function SlotPicker({
  days,
  timeZone,
  selected,
  onPick,
}: {
  days: OfferedDay[];
  timeZone: string;
  /** The start picked so far, shown pressed. */
  selected?: string;
  onPick: (startAt: string) => void;
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
            {dayLabel(d.date)}
          </Button>
        ))}
      </div>
      <div role="group" aria-label={`Times on ${dayLabel(day.date)}`} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {day.starts.map((start) => (
          <Button
            key={start}
            type="button"
            variant={start === selected ? "default" : "outline"}
            className={cn("tabular-nums")}
            aria-pressed={selected === undefined ? undefined : start === selected}
            onClick={() => onPick(start)}
          >
            {formatTimeIn(start, timeZone)}
          </Button>
        ))}
      </div>
    </div>
  );
}
