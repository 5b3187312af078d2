"use client";
/** "Cancel" of a scheduled SMS reply on the timeline (docs/sms.md "Scheduled send"); refused once it is leaving. */
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { cancelScheduledReplyAction } from "@/lib/leads/reply-actions";

export function CancelScheduledReplyButton({ leadId, smsMessageId }: { leadId: number; smsMessageId: number }) {
  const cancel = useAdminAction(cancelScheduledReplyAction, {
    errorMessage: { title: "Not canceled", fallback: "The scheduled reply could not be canceled." },
    successMessage: "Scheduled SMS canceled",
  });
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={cancel.pending}
      onClick={() => void cancel.run({ leadId, smsMessageId })}
    >
      {cancel.pending ? "Canceling..." : "Cancel"}
    </Button>
  );
}
