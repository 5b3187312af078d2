/**
 * /book/manage/<token>: a guest's booking through the signed link in their e-mail (no account): its time,
 * and a move or a cancellation within the event type's rules (docs/decisions/bookings.md "Bookings"). An unknown
 * or superseded token is a 404. Never indexed; rendered per request.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ManageBooking } from "@/components/bookings/manage-booking";
import { MarketingShell } from "@/components/landing/marketing-shell";
import { bookingByToken, guestChangeRefusal } from "@/lib/bookings/change-booking";
import { isSecretToken } from "@/lib/bookings/secret-token";
import { offeredDays } from "@/lib/bookings/queries";
import { isTimeZone } from "@/lib/format/date";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Your booking", robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function ManageBookingPage({ params, searchParams }: Props) {
  const [{ token }, query] = await Promise.all([params, searchParams]);
  const context = isSecretToken(token) ? await bookingByToken(token) : null;
  if (!context) notFound();
  const { booking, eventType, host } = context;
  const timeZone = typeof query.tz === "string" && isTimeZone(query.tz) ? query.tz : booking.guestTimeZone;
  const refusals = {
    reschedule: guestChangeRefusal(context, "reschedule"),
    cancel: guestChangeRefusal(context, "cancel"),
  };
  const days = refusals.reschedule ? [] : await offeredDays(eventType, timeZone, { moving: booking });
  return (
    <MarketingShell>
      <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 pt-28 pb-16">
        <h1 className="text-3xl font-bold">Your booking</h1>
        <ManageBooking
          token={token}
          cancelled={booking.status === "cancelled"}
          refusals={refusals}
          days={days}
          details={{
            title: booking.status === "confirmed" ? "Booked" : "Held",
            eventName: eventType.name,
            startAt: booking.startAt.toISOString(),
            guestTimeZone: timeZone,
            hostName: host.name,
            hostTimeZone: host.timeZone,
            manageToken: null,
          }}
        />
      </div>
    </MarketingShell>
  );
}
