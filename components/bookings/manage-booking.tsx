"use client";
/**
 * A guest's own booking, through the link in their e-mail: its time in their zone and the host's, and,
 * while the event type's rules allow, a move to another free time or a cancellation. Each change answers
 * a new link (the old one stops working), which the page follows.
 */
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { cancelAsGuest, rescheduleAsGuest } from "@/lib/bookings/actions";
import type { OfferedDay } from "@/lib/bookings/queries";
import { BOOKING_LIMITS } from "@/lib/bookings/limits";
import { BookingConfirmation, type ConfirmationDetails } from "./booking-confirmation";
import { SlotPicker } from "./slot-picker";
import { TimeZonePicker } from "./time-zone-picker";

export function ManageBooking({
  token,
  details,
  cancelled,
  refusals,
  days,
}: {
  token: string;
  details: ConfirmationDetails;
  cancelled: boolean;
  /** Why the guest may not move it, or cancel it, now (null: they may). */
  refusals: { reschedule: string | null; cancel: string | null };
  days: OfferedDay[];
}) {
  const router = useRouter();
  const [mode, setMode] = useState<"view" | "move" | "cancel">("view");
  const [reason, setReason] = useState("");
  const follow = (next: string) =>
    router.replace(`/book/manage/${next}?tz=${encodeURIComponent(details.guestTimeZone)}`);
  const move = useAdminAction(rescheduleAsGuest, {
    errorMessage: { title: "Could not move the booking", fallback: "Could not reach the server. Please try again." },
    successMessage: "Your booking has moved",
    onSuccess: ({ manageToken }) => follow(manageToken),
    onError: () => router.refresh(),
  });
  const cancel = useAdminAction(cancelAsGuest, {
    errorMessage: { title: "Could not cancel the booking", fallback: "Could not reach the server. Please try again." },
    successMessage: "Your booking is cancelled",
    onSuccess: ({ manageToken }) => follow(manageToken),
  });

  if (cancelled)
    return (
      <Alert>
        <AlertDescription data-testid="booking-cancelled">This booking is cancelled.</AlertDescription>
      </Alert>
    );
  return (
    <div className="grid gap-5">
      <BookingConfirmation details={{ ...details, manageToken: null }} />
      {(refusals.reschedule ?? refusals.cancel) && mode === "view" && (
        <p className="text-sm text-muted-foreground">{refusals.reschedule ?? refusals.cancel}</p>
      )}
      {mode === "move" ? (
        <div className="grid gap-4">
          <TimeZonePicker timeZone={details.guestTimeZone} />
          <h2 className="text-lg font-semibold">Choose a new time</h2>
          <SlotPicker days={days} onPick={(startAt) => move.run({ token, startAt, timeZone: details.guestTimeZone })} />
          <Button type="button" variant="ghost" onClick={() => setMode("view")}>
            Keep this time
          </Button>
        </div>
      ) : mode === "cancel" ? (
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void cancel.run({ token, reason });
          }}
        >
          <Label htmlFor="cancel-reason">Reason (optional)</Label>
          <Textarea
            id="cancel-reason"
            value={reason}
            maxLength={BOOKING_LIMITS.reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={cancel.pending}>
              Cancel booking
            </Button>
            <Button type="button" variant="ghost" onClick={() => setMode("view")}>
              Keep it
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          {!refusals.reschedule && (
            <Button type="button" onClick={() => setMode("move")}>
              Reschedule
            </Button>
          )}
          {!refusals.cancel && (
            <Button type="button" variant="outline" onClick={() => setMode("cancel")}>
              Cancel
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
