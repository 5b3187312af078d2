"use client";
/**
 * /book/<slug> for the visitor: the days and times in their zone, then the questions, then the
 * confirmation. Mobile-first: one column, one step at a time.
 */
import { lazy, Suspense, useState } from "react";
import { ArrowLeft } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { OfferedDay } from "@/lib/bookings/queries";
import type { BookingQuestionnaire } from "@/lib/bookings/questions";
import type { ConfirmationDetails } from "./booking-confirmation";
import type { BookingPrefill } from "./booking-form";
import { SlotPicker } from "./slot-picker";
import { TimeZonePicker } from "./time-zone-picker";

// The questions (react-hook-form and the booking rules) and the confirmation load once a time is picked, so the
// times show without their code (docs/decisions/public-site.md "Public pages: booking and quote pages measured,
// landing sections laid out after the first paint").
const BookingForm = lazy(() => import("./booking-form").then((m) => ({ default: m.BookingForm })));
const BookingConfirmation = lazy(() =>
  import("./booking-confirmation").then((m) => ({ default: m.BookingConfirmation })),
);

/** The event type as the visitor's page needs it. */
export interface PublicEventType {
  slug: string;
  name: string;
  questionnaire: BookingQuestionnaire;
}

export function BookingFlow({
  eventType,
  timeZone,
  days,
  prefill,
}: {
  eventType: PublicEventType;
  timeZone: string;
  days: OfferedDay[];
  prefill: BookingPrefill;
}) {
  const [chosen, setChosen] = useState<{ startAt: string; label: string } | null>(null);
  const [taken, setTaken] = useState(false);
  const [booked, setBooked] = useState<ConfirmationDetails | null>(null);

  if (booked)
    return (
      <Suspense>
        <BookingConfirmation details={booked} justBooked />
      </Suspense>
    );
  return (
    <div className="grid gap-5">
      <TimeZonePicker timeZone={timeZone} />
      {chosen === null ? (
        <>
          {taken && (
            <Alert variant="destructive">
              <AlertDescription>That time was just taken. Here are the times still free.</AlertDescription>
            </Alert>
          )}
          <h2 className="text-lg font-semibold">Choose a time</h2>
          <SlotPicker days={days} onPick={(startAt, label) => setChosen({ startAt, label })} />
        </>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="button" variant="ghost" size="sm" onClick={() => setChosen(null)}>
              <ArrowLeft aria-hidden="true" /> Other times
            </Button>
            <p className="font-medium" data-testid="booking-chosen-time">
              {chosen.label} ({timeZone})
            </p>
          </div>
          <Suspense fallback={<p className="text-sm text-muted-foreground">Loading the questions…</p>}>
            <BookingForm
              key={chosen.startAt}
              slug={eventType.slug}
              startAt={chosen.startAt}
              timeZone={timeZone}
              questionnaire={eventType.questionnaire}
              prefill={prefill}
              onBooked={setBooked}
              onTaken={() => {
                setTaken(true);
                setChosen(null);
              }}
            />
          </Suspense>
        </>
      )}
    </div>
  );
}
