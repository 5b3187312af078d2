"use client";
/**
 * Edit Hours: a host's IANA zone, their ranges for each weekday (`09:00-12:00, 13:00-17:00`, empty for
 * none) and their date overrides (`2026-12-24 off`, `2026-12-27 10:00-12:00`, a line each).
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/components/console/form-dialog";
import { SwitchField } from "@/components/console/switch-field";
import { useAdminAction } from "@/components/console/use-admin-action";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { saveHostHoursAction } from "@/lib/bookings/console-actions";
import type { HostHours } from "@/lib/bookings/settings-queries";
import {
  formatOverrides,
  formatRanges,
  hostHoursSchema,
  type HostHoursFormValues,
  type HostHoursInput,
} from "@/lib/bookings/settings-schemas";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export function HostHoursDialog({ host, onClose }: { host: HostHours; onClose: () => void }) {
  const form = useForm<HostHoursFormValues, unknown, HostHoursInput>({
    resolver: zodResolver(hostHoursSchema),
    defaultValues: {
      userId: host.userId,
      timeZone: host.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
      weekly: host.weekly.map(formatRanges),
      overrides: formatOverrides(host.overrides),
      calendarUrl: "",
      removeCalendar: false,
    },
  });
  const save = useAdminAction(saveHostHoursAction, {
    form,
    errorMessage: { title: "Update Failed", fallback: "Failed to save the hours" },
    successMessage: { title: "Hours saved", description: host.name },
    onSuccess: onClose,
  });
  // The typed text is sent as it is; the server parses it again.
  const submit = () => save.run(form.getValues());
  return (
    <FormDialog
      form={form}
      className="sm:max-w-lg"
      title={`Edit Hours: ${host.name}`}
      description="When this host can take bookings, as wall-clock times in their own time zone."
      onSubmit={submit}
      onClose={onClose}
      pending={save.pending}
      submitLabel="Save Hours"
    >
      <LabeledField
        control={form.control}
        name="timeZone"
        label="Time zone"
        description="An IANA name, e.g. America/New_York or Europe/Berlin."
        render={(field) => <Input autoComplete="off" {...field} />}
      />
      {WEEKDAYS.map((day, index) => (
        <LabeledField
          key={day}
          control={form.control}
          name={`weekly.${index}`}
          label={day}
          render={(field) => <Input placeholder="09:00-12:00, 13:00-17:00" autoComplete="off" {...field} />}
        />
      ))}
      <LabeledField
        control={form.control}
        name="overrides"
        label="Date overrides"
        description="A line each: 2026-12-24 off, or 2026-12-27 10:00-12:00."
        render={(field) => <Textarea rows={3} {...field} />}
      />
      <LabeledField
        control={form.control}
        name="calendarUrl"
        label="Own calendar (secret iCal address)"
        description={
          host.calendar.connected
            ? "Connected: leave empty to keep it, or paste a new address."
            : "Google's or Outlook's secret address in iCal format: its busy times block bookings."
        }
        render={(field) => <Input autoComplete="off" type="url" {...field} value={field.value ?? ""} />}
      />
      {host.calendar.connected && (
        <SwitchField control={form.control} name="removeCalendar" label="Stop reading this calendar" />
      )}
    </FormDialog>
  );
}
