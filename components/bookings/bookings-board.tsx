"use client";
/**
 * /bookings: one week of bookings, as seven columns on a wide screen and a list of days on a phone, with
 * the week's navigation and the host, event type and status filters in the URL (the server filters).
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useQueryState } from "nuqs";
import { EmptyState } from "@/components/console/empty-state";
import { ListFilterSelect } from "@/components/console/list/list-filter-select";
import { useListFilter } from "@/components/console/list/use-list-state";
import { Button } from "@/components/ui/button";
import type { ConsoleBooking, TeamMove } from "@/lib/bookings/console-queries";
import { BOOKING_STATUS_LABELS } from "@/lib/bookings/labels";
import { BOOKING_STATUS_FILTERS, bookingFilterParsers } from "@/lib/bookings/list-filter";
import { formatWeekdayIn } from "@/lib/format/date";
import { cn } from "@/lib/utils";
import { BookingCard } from "./booking-card";
import { RescheduleBookingDialog } from "./reschedule-booking-dialog";

const STATUS_LABELS = { all: "All statuses", ...BOOKING_STATUS_LABELS };

/** A calendar date (`YYYY-MM-DD`) as "Mon, Jan 12". */
const dayLabel = (date: string) => formatWeekdayIn(`${date}T12:00:00Z`, "UTC");

/** Options of a select over rows with ids: "0" for all, then each id. */
function idOptions(rows: { id: number; name: string }[], all: string) {
  const options = ["0", ...rows.map((r) => String(r.id))];
  const labels = Object.fromEntries([["0", all], ...rows.map((r) => [String(r.id), r.name])]) as Record<string, string>;
  return { options, labels };
}

export function BookingsBoard({
  days,
  today,
  timeZone,
  bookings,
  previousWeek,
  nextWeek,
  hosts,
  eventTypes,
  move,
}: {
  /** The week's dates, Monday first, with each day's bookings. */
  days: { date: string; bookingIds: number[] }[];
  today: string;
  timeZone: string;
  bookings: ConsoleBooking[];
  previousWeek: string;
  nextWeek: string;
  hosts: { id: number; name: string }[];
  eventTypes: { id: number; name: string }[];
  /** The booking being moved (`?move=`), with its host's free times; null when none or not allowed. */
  move: TeamMove | null;
}) {
  const week = useListFilter("week", bookingFilterParsers.week);
  const host = useListFilter("host", bookingFilterParsers.host);
  const type = useListFilter("type", bookingFilterParsers.type);
  const status = useListFilter("status", bookingFilterParsers.status);
  const [, setMoving] = useQueryState(
    "move",
    bookingFilterParsers.move.withOptions({ shallow: false, clearOnDefault: true }),
  );
  const hostChoice = idOptions(hosts, "All hosts");
  const typeChoice = idOptions(eventTypes, "All event types");
  const byId = new Map(bookings.map((b) => [b.id, b]));
  const pending = week.isPending || host.isPending || type.isPending || status.isPending;

  const column = (day: { date: string; bookingIds: number[] }) => (
    <section
      key={day.date}
      aria-label={dayLabel(day.date)}
      className={cn("grid content-start gap-2 rounded-lg border p-2", day.date === today && "border-primary")}
    >
      <h3 className="text-sm font-semibold">
        {dayLabel(day.date)}
        {day.date === today && <span className="ml-1 text-xs font-normal text-primary">Today</span>}
      </h3>
      {day.bookingIds.length === 0 ? (
        <p className="text-xs text-muted-foreground">No bookings</p>
      ) : (
        <ul className="grid gap-2">
          {day.bookingIds.map((id) => (
            <BookingCard
              key={id}
              booking={byId.get(id)!}
              timeZone={timeZone}
              onReschedule={(bookingId) => void setMoving(bookingId)}
            />
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <div className={cn("grid gap-4", pending && "opacity-70")}>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="icon" aria-label="Previous week" onClick={() => week.setValue(previousWeek)}>
          <ChevronLeft />
        </Button>
        <Button variant="outline" onClick={() => week.setValue("")}>
          This week
        </Button>
        <Button variant="outline" size="icon" aria-label="Next week" onClick={() => week.setValue(nextWeek)}>
          <ChevronRight />
        </Button>
        <span className="text-sm text-muted-foreground">Times in {timeZone}</span>
      </div>
      <div className="flex flex-wrap gap-2">
        <ListFilterSelect
          label="Host"
          value={String(host.value)}
          options={hostChoice.options}
          labels={hostChoice.labels}
          onChange={(v) => host.setValue(Number(v))}
        />
        <ListFilterSelect
          label="Event type"
          value={String(type.value)}
          options={typeChoice.options}
          labels={typeChoice.labels}
          onChange={(v) => type.setValue(Number(v))}
        />
        <ListFilterSelect
          label="Status"
          value={status.value}
          options={BOOKING_STATUS_FILTERS}
          labels={STATUS_LABELS}
          onChange={status.setValue}
        />
      </div>
      {bookings.length === 0 && <EmptyState bordered>No bookings this week.</EmptyState>}
      <div className="hidden gap-2 md:grid md:grid-cols-7" data-testid="bookings-calendar">
        {days.map(column)}
      </div>
      <div className="grid gap-3 md:hidden" data-testid="bookings-list">
        {days.filter((d) => d.bookingIds.length > 0 || d.date === today).map(column)}
      </div>
      {move && (
        <RescheduleBookingDialog key={move.id} move={move} timeZone={timeZone} onClose={() => void setMoving(0)} />
      )}
    </div>
  );
}
