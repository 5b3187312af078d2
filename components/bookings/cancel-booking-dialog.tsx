"use client";
/** The team's Cancel Booking dialog: a reason, for the guest's e-mail and the lead's timeline. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { FormDialog } from "@/components/console/form-dialog";
import { useAdminAction } from "@/components/console/use-admin-action";
import { LabeledField } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { cancelBookingAction } from "@/lib/bookings/console-actions";
import { teamCancelSchema, type TeamCancelFormValues } from "@/lib/bookings/settings-schemas";

export function CancelBookingDialog({
  bookingId,
  guestName,
  onClose,
}: {
  bookingId: number;
  guestName: string;
  onClose: () => void;
}) {
  const form = useForm<TeamCancelFormValues, unknown, z.output<typeof teamCancelSchema>>({
    resolver: zodResolver(teamCancelSchema),
    defaultValues: { id: bookingId, reason: "" },
  });
  const cancel = useAdminAction(cancelBookingAction, {
    form,
    errorMessage: { title: "Cancel Failed", fallback: "Failed to cancel the booking" },
    successMessage: { title: "Booking cancelled", description: `${guestName} gets the cancellation by e-mail.` },
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      className="sm:max-w-md"
      title="Cancel Booking"
      description={`The time is freed and ${guestName} receives a cancellation for their calendar.`}
      onSubmit={(values) => cancel.run(values)}
      onClose={onClose}
      pending={cancel.pending}
      submitLabel="Cancel Booking"
    >
      <LabeledField
        control={form.control}
        name="reason"
        label="Reason"
        render={(field) => <Textarea rows={3} {...field} />}
      />
    </FormDialog>
  );
}
