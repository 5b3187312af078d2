/**
 * /book/<slug>: one event type's free times in the visitor's zone (`?tz=`, detected by the browser when
 * absent), its questions and the booking (docs/decisions/bookings.md "Bookings"). `?name=`, `?email=` and
 * `?phone=` prefill the questions (the links the team and the SMS replies send). Rendered per request.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingFlow } from "@/components/bookings/booking-flow";
import { DetectTimeZone } from "@/components/bookings/detect-time-zone";
import { MarketingShell } from "@/components/landing/marketing-shell";
import { activeEventType } from "@/lib/bookings/availability";
import { LOCATION_LABELS } from "@/lib/bookings/labels";
import { offeredDays } from "@/lib/bookings/queries";
import { questionnaire } from "@/lib/bookings/questions";
import { BOOKING_LIMITS } from "@/lib/bookings/limits";
import { db } from "@/lib/db";
import { isTimeZone } from "@/lib/format/date";
import { cutText } from "@/lib/format/text";
import { userTextProblem } from "@/lib/input/user-text";
import { publicPageMetadata } from "@/lib/seo/page-metadata";

export const dynamic = "force-dynamic";

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return publicPageMetadata({
    title: "Book a call",
    description: "Choose a time for your call with Custom Portal Solutions.",
    path: `/book/${encodeURIComponent(slug)}`,
  });
}

/** A prefill parameter as text the form may show: one line, clean, at most `max` characters. */
function prefilled(value: string | string[] | undefined, max: number): string {
  if (typeof value !== "string" || userTextProblem(value)) return "";
  return cutText(value.trim(), max, { marker: "" });
}

export default async function BookEventTypePage({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  const eventType = await activeEventType(db, slug);
  if (!eventType) notFound();
  const timeZone = typeof query.tz === "string" && isTimeZone(query.tz) ? query.tz : null;
  const days = timeZone ? await offeredDays(eventType, timeZone) : [];
  return (
    <MarketingShell>
      <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 pt-28 pb-16">
        <header className="grid gap-2">
          <h1 className="text-3xl font-bold">{eventType.name}</h1>
          <p className="text-sm text-muted-foreground">
            {eventType.durationMinutes} min · {LOCATION_LABELS[eventType.locationKind]}
          </p>
          {eventType.description && <p>{eventType.description}</p>}
        </header>
        {/* At least a screen tall in both states, so the footer starts below the fold and the flow replacing
            the zone detector shifts nothing in view (docs/decisions/public-site.md "Public pages: booking and
            quote pages measured, landing sections laid out after the first paint"). */}
        <div className="min-h-dvh">
          {timeZone ? (
            <BookingFlow
              eventType={{
                slug: eventType.slug,
                name: eventType.name,
                questionnaire: questionnaire(eventType),
              }}
              timeZone={timeZone}
              days={days}
              prefill={{
                name: prefilled(query.name, BOOKING_LIMITS.name),
                email: prefilled(query.email, BOOKING_LIMITS.email),
                phone: prefilled(query.phone, BOOKING_LIMITS.phone),
              }}
            />
          ) : (
            <DetectTimeZone />
          )}
        </div>
      </div>
    </MarketingShell>
  );
}
