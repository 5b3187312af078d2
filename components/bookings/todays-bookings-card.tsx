/** The dashboard's "Today's consultations": each live booking of today with its time, guest and host. */
import { ArrowRight } from "lucide-react";
import { IntentLink } from "@/components/console/intent-link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ConsoleBooking } from "@/lib/bookings/console-queries";
import { formatTimeIn } from "@/lib/format/date";

export function TodaysBookingsCard({ bookings, timeZone }: { bookings: ConsoleBooking[]; timeZone: string }) {
  const live = bookings.filter((b) => b.status !== "cancelled");
  return (
    <Card role="group" aria-label="Today's consultations">
      <CardHeader>
        <CardTitle className="flex items-center justify-between gap-2">
          <h2>Today&apos;s consultations</h2>
          <IntentLink
            href="/bookings"
            className="flex items-center gap-1 text-sm font-normal text-muted-foreground hover:underline"
          >
            Open bookings <ArrowRight className="size-4" aria-hidden="true" />
          </IntentLink>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {live.length === 0 ? (
          <p className="text-sm text-muted-foreground">No consultations today.</p>
        ) : (
          <ul className="grid gap-2 text-sm">
            {live.map((b) => (
              <li key={b.id} className="flex flex-wrap gap-x-3">
                <span className="font-medium tabular-nums">{formatTimeIn(b.startAt, timeZone)}</span>
                <span className="break-words">{b.guestName}</span>
                <span className="text-muted-foreground">with {b.hostName}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
