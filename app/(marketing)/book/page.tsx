/**
 * /book: the consultations a visitor can book (docs/decisions/bookings.md "Bookings"). Rendered per request: it
 * reads the event types, and the build reads no database.
 */
import type { Metadata } from "next";
import { EventTypeList } from "@/components/bookings/event-type-list";
import { MarketingShell } from "@/components/landing/marketing-shell";
import { publicEventTypes } from "@/lib/bookings/queries";
import { publicPageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = publicPageMetadata({
  title: "Book a call",
  description: "Book a free consultation call with Custom Portal Solutions at a time that suits you.",
  path: "/book",
});

/** Rendered per request (see above). */
export const dynamic = "force-dynamic";

export default async function BookPage() {
  const eventTypes = await publicEventTypes();
  return (
    <MarketingShell>
      <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 pt-28 pb-16">
        <h1 className="text-3xl font-bold">Book a call</h1>
        <EventTypeList eventTypes={eventTypes} />
      </div>
    </MarketingShell>
  );
}
