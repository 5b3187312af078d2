"use client";
/**
 * The weekly summary's schedule (`email_scheduler`: enabled, day, time, plus the time zone they are read
 * in) and who receives it: each user's choice on /account, else `ADMIN_EMAIL` (docs/decisions/auth-and-roles.md
 * "Per-person notifications"). The spec only fetches the row; here admins can edit it (docs/decisions/data-and-jobs.md "Weekly TODO System and the digest").
 */
import { MayFieldset } from "@/components/console/may-fieldset";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { updateSchedulerAction } from "@/lib/todos/actions";
import { Button } from "@/components/ui/button";
import { Form, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { SCHEDULE_DAYS, schedulerSchema, type ScheduleDay, type SchedulerInput } from "@/lib/todos/schemas";
import { SelectField } from "@/components/console/select-field";
import { SwitchField } from "@/components/console/switch-field";
import { useAdminAction } from "@/components/console/use-admin-action";
import { IfMay } from "@/components/console/if-may";
import { formatDateTimeIn } from "@/lib/format/date";

/** The row as the form shows it; run times are ISO strings or null. */
export interface DigestScheduleValues extends SchedulerInput {
  lastRun: string | null;
  nextRun: string | null;
}

const DAY_LABELS = Object.fromEntries(
  SCHEDULE_DAYS.map((day) => [day, day[0]!.toUpperCase() + day.slice(1)]),
) as Record<ScheduleDay, string>;

function formatRun(iso: string | null, timeZone: string): string {
  if (!iso) return "Never";
  return formatDateTimeIn(iso, timeZone);
}

/**
 * Enabled switch, day, time and time zone, with the last and next run and the addresses it goes to
 * (`recipients`, none when nobody chose it and `ADMIN_EMAIL` is unset); saves with "Save Schedule".
 * Read-only, without the button, for a role that may not change the schedule.
 */
export function DigestScheduleForm({
  schedule,
  timeZones,
  recipients,
}: {
  schedule: DigestScheduleValues;
  timeZones: string[];
  recipients: string[];
}) {
  const { lastRun, nextRun, ...values } = schedule;
  const form = useForm<SchedulerInput, unknown, z.output<typeof schedulerSchema>>({
    resolver: zodResolver(schedulerSchema),
    defaultValues: { ...values, scheduleTime: values.scheduleTime.slice(0, 5) },
  });

  const save = useAdminAction(updateSchedulerAction, {
    form,
    errorMessage: { title: "Error", fallback: "Failed to update the schedule" },
    successMessage: ({ nextRun }, input) => ({
      title: "Schedule saved",
      description: nextRun ? `Next summary: ${formatRun(nextRun, input.timeZone)}` : "Automatic sending is off.",
    }),
  });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save.run)} noValidate className="grid gap-4">
        {/* Disabled as a whole for a role that may only read the schedule. */}
        <MayFieldset permission="todos.schedule">
          <SwitchField control={form.control} name="isEnabled" label="Send the weekly summary automatically" />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <SelectField
              control={form.control}
              name="scheduleDay"
              label="Day"
              choices={SCHEDULE_DAYS}
              labels={DAY_LABELS}
            />
            <LabeledField
              control={form.control}
              name="scheduleTime"
              label="Time"
              render={(field) => <Input type="time" {...field} />}
            />
            <LabeledField
              control={form.control}
              name="timeZone"
              label="Time Zone"
              render={(field) => <Input list="digest-time-zones" autoComplete="off" {...field} />}
            />
            <datalist id="digest-time-zones">
              {timeZones.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
          </div>
        </MayFieldset>
        <p className="text-sm">
          Goes to:{" "}
          {recipients.length > 0 ? (
            <span className="break-all">{recipients.join(", ")}</span>
          ) : (
            <span className="text-muted-foreground">nobody yet</span>
          )}
          .{" "}
          <span className="text-muted-foreground">
            Each team member turns the weekly digest on for themselves on their Account page; while nobody has, it goes
            to the console&apos;s admin address (ADMIN_EMAIL).
          </span>
        </p>
        <p className="text-sm text-muted-foreground">
          Last sent automatically: {formatRun(lastRun, values.timeZone)}. Next:{" "}
          {!schedule.isEnabled ? "off" : nextRun ? formatRun(nextRun, values.timeZone) : "set at the next hourly check"}
          . Sent at most once a week
          <IfMay permission="todos.send-digest" fallback=".">
            ; &quot;Send Weekly Email&quot; sends one now as well.
          </IfMay>
        </p>
        <IfMay permission="todos.schedule">
          <div>
            <Button type="submit" variant="outline" disabled={save.pending}>
              {save.pending ? "Saving..." : "Save Schedule"}
            </Button>
          </div>
        </IfMay>
      </form>
    </Form>
  );
}
