"use client";
/**
 * One booking in the team's week: time, guest and state; opened, the lead, the project code, the notes and
 * answers, and for roles that may: the outcome buttons (completed, no-show), and while confirmed, a move
 * to another time and a cancellation with a reason.
 */
import { useState } from "react";
import { IfMay } from "@/components/console/if-may";
import { IntentLink } from "@/components/console/intent-link";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { recordOutcomeAction } from "@/lib/bookings/console-actions";
import type { ConsoleBooking } from "@/lib/bookings/console-queries";
import { BOOKING_STATUS_LABELS } from "@/lib/bookings/labels";
import { formatTimeIn } from "@/lib/format/date";
import { formatPhoneNumber } from "@/lib/format/phone";
import { cn } from "@/lib/utils";
import { CancelBookingDialog } from "./cancel-booking-dialog";

export function BookingCard({
  booking,
  timeZone,
  onReschedule,
}: {
  booking: ConsoleBooking;
  timeZone: string;
  /** Opens the move dialog for this booking (its id in the URL). */
  onReschedule: (id: number) => void;
}) {
  const [cancelling, setCancelling] = useState(false);
  const outcome = useAdminAction(recordOutcomeAction, {
    errorMessage: { title: "Update Failed", fallback: "Failed to record the outcome" },
    successMessage: "Outcome recorded",
  });
  const live = booking.status === "confirmed";
  return (
    <li
      className={cn("rounded-md border p-2 text-sm", booking.status === "cancelled" && "opacity-60")}
      data-testid="booking-card"
    >
      <details>
        <summary className="cursor-pointer list-none">
          <span className="block font-medium tabular-nums">
            {formatTimeIn(booking.startAt, timeZone)}–{formatTimeIn(booking.endAt, timeZone)}
          </span>
          <span className="block break-words">{booking.guestName}</span>
          <span className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
            {booking.eventTypeName} · {booking.hostName}
            <Badge variant={live ? "default" : "outline"}>{BOOKING_STATUS_LABELS[booking.status]}</Badge>
          </span>
        </summary>
        <dl className="mt-2 grid gap-1 text-xs break-words">
          <dt className="sr-only">E-mail</dt>
          <dd>{booking.guestEmail}</dd>
          {booking.guestPhone && (
            <>
              <dt className="sr-only">Phone</dt>
              <dd>{formatPhoneNumber(booking.guestPhone)}</dd>
            </>
          )}
          <dt className="sr-only">Guest&apos;s zone</dt>
          <dd className="text-muted-foreground">
            {formatTimeIn(booking.startAt, booking.guestTimeZone)} for the guest ({booking.guestTimeZone})
          </dd>
          {booking.leadId !== null && (
            <dd>
              <IntentLink href={`/leads/${booking.leadId}`} className="underline">
                Lead #{booking.leadId}
              </IntentLink>
              {booking.projectCode && <> · Code {booking.projectCode}</>}
            </dd>
          )}
          {booking.guestNotes && <dd className="whitespace-pre-wrap">Notes: {booking.guestNotes}</dd>}
          {booking.answers.map((a) => (
            <dd key={a.label} className="whitespace-pre-wrap">
              {a.label}: {a.answer}
            </dd>
          ))}
          {booking.cancelReason && <dd>Reason: {booking.cancelReason}</dd>}
        </dl>
        {booking.status !== "cancelled" && (
          <div className="mt-2 flex flex-wrap gap-1">
            <IfMay permission="bookings.outcome">
              <Button
                size="sm"
                variant="outline"
                disabled={outcome.pending || booking.status === "completed"}
                onClick={() => outcome.run({ id: booking.id, outcome: "completed" })}
              >
                Completed
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={outcome.pending || booking.status === "no-show"}
                onClick={() => outcome.run({ id: booking.id, outcome: "no-show" })}
              >
                No-show
              </Button>
            </IfMay>
            {live && (
              <IfMay permission="bookings.reschedule">
                <Button size="sm" variant="outline" onClick={() => onReschedule(booking.id)}>
                  Reschedule
                </Button>
              </IfMay>
            )}
            {live && (
              <IfMay permission="bookings.cancel">
                <Button size="sm" variant="outline" onClick={() => setCancelling(true)}>
                  Cancel
                </Button>
              </IfMay>
            )}
          </div>
        )}
      </details>
      {cancelling && (
        <CancelBookingDialog
          bookingId={booking.id}
          guestName={booking.guestName}
          onClose={() => setCancelling(false)}
        />
      )}
    </li>
  );
}
