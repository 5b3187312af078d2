"use client";
/**
 * Add Event Type / Edit Event Type: what is booked, where, for how long, by whom, the guests' rules and
 * the questions they answer.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/components/console/form-dialog";
import { NumberInput } from "@/components/console/number-input";
import { SelectField } from "@/components/console/select-field";
import { SwitchField } from "@/components/console/switch-field";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, FormItem, FormLabel, FormMessage, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { saveEventTypeAction } from "@/lib/bookings/console-actions";
import { LOCATION_LABELS } from "@/lib/bookings/labels";
import { phoneMode, questionKind } from "@/lib/bookings/questions";
import type { EventTypeWithHosts } from "@/lib/bookings/settings-queries";
import { eventTypeSchema, type EventTypeFormValues, type EventTypeInput } from "@/lib/bookings/settings-schemas";
import { BOOKING_LOCATION_KINDS } from "@/lib/db/schema/bookings";
import { EventTypeQuestions } from "./event-type-questions";

const NUMBERS = [
  ["durationMinutes", "Length (minutes)"],
  ["bufferBeforeMinutes", "Buffer before (minutes)"],
  ["bufferAfterMinutes", "Buffer after (minutes)"],
  ["minimumNoticeMinutes", "Minimum notice (minutes)"],
  ["horizonDays", "Bookable ahead (days)"],
  ["dailyCap", "Daily cap per host (empty: none)"],
  ["guestChangeCutoffHours", "No guest change within (hours)"],
  ["maxGuestReschedules", "Guest reschedules at most"],
] as const;

export function EventTypeDialog({
  eventType,
  hosts,
  onClose,
}: {
  eventType: EventTypeWithHosts | null;
  hosts: { userId: number; name: string }[];
  onClose: () => void;
}) {
  const form = useForm<EventTypeFormValues, unknown, EventTypeInput>({
    resolver: zodResolver(eventTypeSchema),
    defaultValues: eventType
      ? {
          ...eventType,
          dailyCap: eventType.dailyCap ?? "",
          phoneQuestion: phoneMode(eventType),
          questions: eventType.questions.map((q) => ({ ...q, kind: questionKind(q) })),
        }
      : {
          name: "",
          slug: "",
          description: "",
          durationMinutes: 30,
          locationKind: "phone",
          locationDetail: "",
          bufferBeforeMinutes: 0,
          bufferAfterMinutes: 0,
          minimumNoticeMinutes: 240,
          horizonDays: 60,
          dailyCap: "",
          guestChangeCutoffHours: 24,
          maxGuestReschedules: 2,
          phoneQuestion: "required",
          asksNotes: true,
          notesRequired: false,
          questions: [],
          isActive: true,
          hostIds: [],
        },
  });
  const save = useAdminAction(saveEventTypeAction, {
    form,
    errorMessage: { title: eventType ? "Update Failed" : "Add Failed", fallback: "Failed to save the event type" },
    successMessage: { title: "Event type saved", description: form.getValues("name") },
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      className="sm:max-w-lg"
      title={eventType ? "Edit Event Type" : "Add Event Type"}
      description="What visitors book on /book, and who takes it."
      onSubmit={() => save.run({ ...form.getValues(), id: eventType?.id })}
      onClose={onClose}
      pending={save.pending}
      submitLabel={eventType ? "Save Changes" : "Add Event Type"}
    >
      <LabeledField control={form.control} name="name" label="Name" render={(field) => <Input {...field} />} />
      <LabeledField
        control={form.control}
        name="slug"
        label="Address"
        description="/book/<address>: lower-case letters, digits and dashes."
        render={(field) => <Input autoComplete="off" {...field} />}
      />
      <LabeledField
        control={form.control}
        name="description"
        label="Description"
        render={(field) => <Textarea rows={2} {...field} />}
      />
      <SelectField
        control={form.control}
        name="locationKind"
        label="Location"
        choices={BOOKING_LOCATION_KINDS}
        labels={LOCATION_LABELS}
      />
      <LabeledField
        control={form.control}
        name="locationDetail"
        label="Video link or address"
        render={(field) => <Input {...field} />}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBERS.map(([name, label]) => (
          <LabeledField
            key={name}
            control={form.control}
            name={name}
            label={label}
            render={(field) => <NumberInput {...field} />}
          />
        ))}
      </div>
      <FormField
        control={form.control}
        name="hostIds"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Hosts</FormLabel>
            {hosts.map((host) => (
              <label key={host.userId} className="flex items-center gap-2 text-sm">
                <Checkbox
                  checked={field.value.includes(host.userId)}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked ? [...field.value, host.userId] : field.value.filter((id) => id !== host.userId),
                    )
                  }
                />
                {host.name}
              </label>
            ))}
            <FormMessage />
          </FormItem>
        )}
      />
      <EventTypeQuestions control={form.control} />
      <SwitchField control={form.control} name="isActive" label="Bookable" />
    </FormDialog>
  );
}
