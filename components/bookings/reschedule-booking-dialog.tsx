"use client";
/**
 * The team's Reschedule Booking dialog: the host's free times in the viewer's zone (the team's rules:
 * no minimum notice, horizon or daily cap), the chosen time also in the guest's zone, then the move. A
 * time taken meanwhile stays on the time field and the times are read again.
 */
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { FormDialog } from "@/components/console/form-dialog";
import { useAdminAction } from "@/components/console/use-admin-action";
import { FormField, FormItem, FormMessage } from "@/components/ui/form";
import { rescheduleBookingAction } from "@/lib/bookings/console-actions";
import type { TeamMove } from "@/lib/bookings/console-queries";
import { teamRescheduleSchema, type TeamRescheduleFormValues } from "@/lib/bookings/settings-schemas";
import { formatDateTimeIn } from "@/lib/format/date";
import { SlotPicker } from "./slot-picker";

/** `at` in the viewer's zone, and in the guest's when it differs. */
function bothZones(at: Date | string, viewer: string, guest: string): string {
  const own = formatDateTimeIn(at, viewer);
  return viewer === guest ? own : `${own} · for the guest ${formatDateTimeIn(at, guest)}`;
}

export function RescheduleBookingDialog({
  move,
  timeZone,
  onClose,
}: {
  move: TeamMove;
  /** The viewer's zone, in which the times are offered. */
  timeZone: string;
  onClose: () => void;
}) {
  const router = useRouter();
  const form = useForm<TeamRescheduleFormValues, unknown, z.output<typeof teamRescheduleSchema>>({
    resolver: zodResolver(teamRescheduleSchema),
    defaultValues: { id: move.id, startAt: "" },
  });
  const chosen = useWatch({ control: form.control, name: "startAt" });
  const reschedule = useAdminAction(rescheduleBookingAction, {
    form,
    errorMessage: { title: "Reschedule Failed", fallback: "Failed to move the booking" },
    successMessage: {
      title: "Booking moved",
      description: `${move.guestName} and ${move.hostName} get the updated invitation.`,
    },
    onSuccess: onClose,
    onError: () => router.refresh(),
  });
  return (
    <FormDialog
      form={form}
      className="sm:max-w-lg"
      title="Reschedule Booking"
      description={`Now ${bothZones(move.startAt, timeZone, move.guestTimeZone)}, with ${move.hostName}.`}
      onSubmit={(values) => reschedule.run({ id: values.id, startAt: values.startAt.toISOString() })}
      onClose={onClose}
      pending={reschedule.pending}
      submitLabel="Move Booking"
      submitDisabled={!chosen}
    >
      <p className="text-sm text-muted-foreground">
        Free times of {move.hostName}, in {timeZone}:
      </p>
      <SlotPicker
        days={move.days}
        selected={chosen}
        onPick={(startAt) => form.setValue("startAt", startAt, { shouldValidate: true })}
      />
      <FormField
        control={form.control}
        name="startAt"
        render={() => (
          <FormItem>
            {chosen && (
              <p className="text-sm font-medium" data-testid="reschedule-choice">
                New time: {bothZones(chosen, timeZone, move.guestTimeZone)}
              </p>
            )}
            <FormMessage />
          </FormItem>
        )}
      />
    </FormDialog>
  );
}
