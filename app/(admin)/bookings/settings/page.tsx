/** /bookings/settings: event types, their hosts, and each host's zone, weekly hours and date overrides. */
import type { Metadata } from "next";
import { BookingSettings } from "@/components/bookings/booking-settings";
import { PageHeader } from "@/components/console/page-header";
import { requireUser } from "@/lib/auth/session";
import { eventTypesWithHosts, teamHostHours } from "@/lib/bookings/settings-queries";

export const metadata: Metadata = { title: "Booking settings" };

export default async function BookingSettingsPage() {
  await requireUser();
  const [eventTypes, hosts] = await Promise.all([eventTypesWithHosts(), teamHostHours()]);
  return (
    <>
      <PageHeader title="Booking settings" description="What visitors can book, who hosts it, and when." />
      <BookingSettings eventTypes={eventTypes} hosts={hosts} />
    </>
  );
}
