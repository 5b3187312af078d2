"use client";
/** "Send booking link" on a lead's page: the free consultation's link, prefilled, by text or e-mail. */
import { CalendarPlus } from "lucide-react";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { sendBookingLinkAction } from "@/lib/bookings/console-actions";
import { formatDateTime } from "@/lib/format/date";

export function SendBookingLinkButton({ leadId }: { leadId: number }) {
  const send = useAdminAction(sendBookingLinkAction, {
    errorMessage: { title: "Send Failed", fallback: "Failed to send the booking link" },
    successMessage: (sent) =>
      sent.channel === "email"
        ? "Booking link sent by e-mail"
        : sent.sendAt
          ? { title: "Booking link scheduled", description: `Quiet hours: it leaves ${formatDateTime(sent.sendAt)}.` }
          : "Booking link sent by text",
  });
  return (
    <Button variant="outline" size="sm" disabled={send.pending} onClick={() => send.run({ leadId })}>
      <CalendarPlus aria-hidden="true" /> Send booking link
    </Button>
  );
}
