/** What a guest sees once booked or moved: the time in their zone and the host's, and their manage link. */
import { IntentLink } from "@/components/console/intent-link";
import { CalendarCheck } from "lucide-react";
import { formatDateTimeIn } from "@/lib/format/date";

export interface ConfirmationDetails {
  title: string;
  eventName: string;
  startAt: string;
  guestTimeZone: string;
  hostName: string;
  hostTimeZone: string;
  manageToken: string | null;
}

/** `justBooked`: the booking or move was just made, so its e-mail is on its way. */
export function BookingConfirmation({
  details,
  justBooked = false,
}: {
  details: ConfirmationDetails;
  justBooked?: boolean;
}) {
  const { startAt, guestTimeZone, hostTimeZone } = details;
  return (
    <section
      aria-labelledby="booking-confirmed"
      className="grid gap-3 rounded-lg border p-4"
      data-testid="booking-confirmation"
    >
      <h2 id="booking-confirmed" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarCheck aria-hidden="true" className="size-5 text-primary" />
        {details.title}
      </h2>
      <p>
        {details.eventName} with {details.hostName}
      </p>
      <p className="font-medium">{formatDateTimeIn(startAt, guestTimeZone)}</p>
      {hostTimeZone !== guestTimeZone && (
        <p className="text-sm text-muted-foreground">{formatDateTimeIn(startAt, hostTimeZone)} for your host</p>
      )}
      {justBooked && (
        <p className="text-sm text-muted-foreground">An e-mail with a calendar invitation is on its way.</p>
      )}
      {details.manageToken && (
        <IntentLink
          className="text-sm font-medium text-primary underline underline-offset-4"
          href={`/book/manage/${details.manageToken}`}
        >
          Reschedule or cancel
        </IntentLink>
      )}
    </section>
  );
}
