"use client";
/**
 * Schedule or change a maintenance window (docs/federation-protocol.md "Incidents and maintenance"):
 * title, description, the sites, start and end as wall-clock times in the window's own zone, and
 * whether it repeats weekly (until an optional last day). Subscribers are told of a window still to come.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { FormDialog } from "@/components/console/form-dialog";
import { SwitchField } from "@/components/console/switch-field";
import { useAdminAction } from "@/components/console/use-admin-action";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { localDate, localTime, runtimeTimeZone } from "@/lib/format/zoned-time";
import { saveMaintenanceAction } from "@/lib/scheduled-maintenance/actions";
import type { MaintenanceListRow } from "@/lib/scheduled-maintenance/queries";
import {
  maintenanceSchema,
  type MaintenanceFormValues,
  type MaintenanceInput,
} from "@/lib/scheduled-maintenance/schemas";
import { SitesField, type IncidentSite } from "./incident-fields";

const local = (instant: Date, timeZone: string) => `${localDate(instant, timeZone)}T${localTime(instant, timeZone)}`;

function valuesOf(window: MaintenanceListRow | null): MaintenanceFormValues {
  if (!window) {
    return {
      title: "",
      description: "",
      // The browser's zone: "Starts 9:00" means what the person scheduling it means by 9:00.
      timeZone: runtimeTimeZone(),
      startsLocal: "",
      endsLocal: "",
      repeatsWeekly: false,
      repeatUntil: "",
      siteIds: [],
    };
  }
  return {
    id: window.id,
    title: window.title,
    description: window.description,
    timeZone: window.timeZone,
    startsLocal: local(window.startsAt, window.timeZone),
    endsLocal: local(window.endsAt, window.timeZone),
    repeatsWeekly: window.repeatsWeekly,
    repeatUntil: window.repeatUntil ? localDate(window.repeatUntil, window.timeZone) : "",
    siteIds: window.sites.map((s) => s.id),
  };
}

export function MaintenanceDialog({
  window,
  sites,
  onClose,
}: {
  window: MaintenanceListRow | null;
  sites: IncidentSite[];
  onClose: () => void;
}) {
  const form = useForm<MaintenanceFormValues, unknown, MaintenanceInput>({
    resolver: zodResolver(maintenanceSchema),
    defaultValues: valuesOf(window),
  });
  const save = useAdminAction(saveMaintenanceAction, {
    form,
    errorMessage: { title: "Failed to save maintenance", fallback: "The maintenance window could not be saved." },
    successMessage: window ? "Maintenance saved" : "Maintenance scheduled",
    onSuccess: onClose,
  });
  const weekly = useWatch({ control: form.control, name: "repeatsWeekly" });
  return (
    <FormDialog
      form={form}
      title={window ? "Edit maintenance" : "Schedule maintenance"}
      description="Checks inside the window do not count and send no down alert. Status pages show it in advance."
      // The action parses the wall-clock fields itself (in the window's zone): it gets what was typed.
      onSubmit={() => save.run(form.getValues())}
      onClose={onClose}
      pending={save.pending}
      submitLabel={window ? "Save" : "Schedule"}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-lg"
    >
      <LabeledField
        control={form.control}
        name="title"
        label="Title"
        render={(field) => <Input autoComplete="off" {...field} />}
      />
      <LabeledField
        control={form.control}
        name="description"
        label="Description (public)"
        render={(field) => <Textarea rows={3} {...field} />}
      />
      <SitesField sites={sites} label="Sites" />
      <LabeledField
        control={form.control}
        name="timeZone"
        label="Time zone"
        description="The times below are in this zone, e.g. Europe/Berlin"
        render={(field) => <Input autoComplete="off" spellCheck={false} {...field} />}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledField
          control={form.control}
          name="startsLocal"
          label="Starts"
          render={(field) => <Input type="datetime-local" {...field} />}
        />
        <LabeledField
          control={form.control}
          name="endsLocal"
          label="Ends"
          render={(field) => <Input type="datetime-local" {...field} />}
        />
      </div>
      <SwitchField control={form.control} name="repeatsWeekly" label="Repeat every week" layout="row" />
      {weekly && (
        <LabeledField
          control={form.control}
          name="repeatUntil"
          label="Last week (optional)"
          render={(field) => <Input type="date" {...field} />}
        />
      )}
    </FormDialog>
  );
}
