"use client";
/** "Offer times" on a lead's page: the next free consultation times by text, which the lead answers by number. */
import { MessageSquareText } from "lucide-react";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { sendSlotOfferAction } from "@/lib/bookings/console-actions";
import { formatDateTime } from "@/lib/format/date";

export function SendSlotOfferButton({ leadId }: { leadId: number }) {
  const send = useAdminAction(sendSlotOfferAction, {
    errorMessage: { title: "Send Failed", fallback: "Failed to offer times" },
    successMessage: (sent) =>
      sent.sendAt
        ? { title: "Times scheduled", description: `Quiet hours: the text leaves ${formatDateTime(sent.sendAt)}.` }
        : { title: "Times offered by text", description: sent.body },
  });
  return (
    <Button variant="outline" size="sm" disabled={send.pending} onClick={() => send.run({ leadId })}>
      <MessageSquareText aria-hidden="true" /> Offer times
    </Button>
  );
}
