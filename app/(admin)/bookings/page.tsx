/**
 * /bookings: the team's week of consultations (docs/decisions/bookings.md "Bookings"), in the viewer's booking zone,
 * filtered by host, event type and status from the URL; live while open. Every role reads it; staff record
 * outcomes, cancel, and move a booking (`?move=<id>` opens the dialog with its host's free times).
 */
import type { Metadata } from "next";
import { Settings } from "lucide-react";
import { BookingsBoard } from "@/components/bookings/bookings-board";
import { IntentLink } from "@/components/console/intent-link";
import { LiveRefresh } from "@/components/console/live-refresh";
import { PageHeader } from "@/components/console/page-header";
import { bookingFilterChoices, bookingsInWindow, consoleTimeZone, teamMove } from "@/lib/bookings/console-queries";
import { consoleWeek } from "@/lib/bookings/console-week";
import { loadBookingFilters } from "@/lib/bookings/list-filter";
import { zonedDate } from "@/lib/bookings/slots";
import { roleMay } from "@/lib/auth/permissions";
import { requireUser } from "@/lib/auth/session";
import { liveTopic } from "@/lib/live/topics";

export const metadata: Metadata = { title: "Bookings" };

const LIVE_TOPICS = [liveTopic("bookings")];

export default async function BookingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireUser();
  const filters = loadBookingFilters(await searchParams);
  const timeZone = await consoleTimeZone(user.id);
  const week = consoleWeek(filters.week, timeZone);
  const [bookings, choices, move] = await Promise.all([
    bookingsInWindow({
      from: week.from,
      to: week.to,
      hostId: filters.host,
      eventTypeId: filters.type,
      status: filters.status,
    }),
    bookingFilterChoices(),
    // The move dialog's free times, only for a role that may move (viewers read).
    filters.move && roleMay(user.role, "bookings.reschedule") ? teamMove(filters.move, timeZone) : null,
  ]);
  const days = week.dates.map((date) => ({
    date,
    bookingIds: bookings.filter((b) => zonedDate(b.startAt, timeZone) === date).map((b) => b.id),
  }));
  return (
    <>
      <LiveRefresh topics={LIVE_TOPICS} />
      <PageHeader title="Bookings" description="Booked consultations by week, with their guests, leads and outcomes.">
        <IntentLink href="/bookings/settings" className="flex items-center gap-1 text-sm hover:underline">
          <Settings className="size-4" aria-hidden="true" /> Hours and event types
        </IntentLink>
      </PageHeader>
      <BookingsBoard
        days={days}
        today={week.today}
        timeZone={timeZone}
        bookings={bookings}
        previousWeek={week.previous}
        nextWeek={week.next}
        hosts={choices.hosts}
        eventTypes={choices.eventTypes}
        move={move}
      />
    </>
  );
}
