"use client";
/**
 * Open an incident, or edit one (docs/federation-protocol.md "Incidents and maintenance"): title, impact,
 * affected sites, and the first update (new) or the post-mortem (edit). Everything typed here is public.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/console/form-dialog";
import { useAdminAction } from "@/components/console/use-admin-action";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { INCIDENT_IMPACTS, INCIDENT_STATUSES } from "@/lib/db/schema";
import { createIncidentAction, editIncidentAction } from "@/lib/incidents/actions";
import { INCIDENT_IMPACT_DISPLAY, INCIDENT_STATUS_LABELS } from "@/lib/incidents/labels";
import type { IncidentListRow } from "@/lib/incidents/queries";
import {
  createIncidentSchema,
  editIncidentSchema,
  type CreateIncidentFormValues,
  type CreateIncidentInput,
  type EditIncidentFormValues,
  type EditIncidentInput,
} from "@/lib/incidents/schemas";
import { NativeSelect, selectedIds } from "@/components/console/native-select";

type Site = { id: number; name: string };

function SitesSelect({
  sites,
  value,
  onChange,
  ...rest
}: { sites: Site[]; value: number[]; onChange: (ids: number[]) => void } & Omit<
  React.ComponentProps<"select">,
  "value" | "onChange"
>) {
  return (
    <NativeSelect
      multiple
      size={Math.min(8, Math.max(3, sites.length))}
      value={value.map(String)}
      onChange={(event) => onChange(selectedIds(event))}
      {...rest}
    >
      {sites.map((site) => (
        <option key={site.id} value={site.id}>
          {site.name}
        </option>
      ))}
    </NativeSelect>
  );
}

/** The statuses as a select's options, in their order. */
export const statusOptions = INCIDENT_STATUSES.map((status) => (
  <option key={status} value={status}>
    {INCIDENT_STATUS_LABELS[status]}
  </option>
));

const impactOptions = INCIDENT_IMPACTS.map((impact) => (
  <option key={impact} value={impact}>
    {INCIDENT_IMPACT_DISPLAY[impact].label}
  </option>
));

/** A new incident. */
export function CreateIncidentDialog({ sites, onClose }: { sites: Site[]; onClose: () => void }) {
  const form = useForm<CreateIncidentFormValues, unknown, CreateIncidentInput>({
    resolver: zodResolver(createIncidentSchema),
    defaultValues: { title: "", impact: "major", siteIds: [], status: "investigating", body: "" },
  });
  const save = useAdminAction(createIncidentAction, {
    form,
    errorMessage: { title: "Failed to open incident", fallback: "The incident could not be opened." },
    successMessage: "Incident opened",
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title="New incident"
      description="Shown on every status page of the affected sites; subscribers are told."
      onSubmit={(v) => save.run(v)}
      onClose={onClose}
      pending={save.pending}
      submitLabel="Open incident"
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
        name="impact"
        label="Impact"
        render={(field) => <NativeSelect {...field}>{impactOptions}</NativeSelect>}
      />
      <LabeledField
        control={form.control}
        name="siteIds"
        label="Affected sites"
        description="Ctrl/Cmd-click to pick several"
        render={(field) => <SitesSelect sites={sites} {...field} />}
      />
      <LabeledField
        control={form.control}
        name="status"
        label="Status"
        render={(field) => <NativeSelect {...field}>{statusOptions}</NativeSelect>}
      />
      <LabeledField
        control={form.control}
        name="body"
        label="Update"
        render={(field) => <Textarea rows={4} {...field} />}
      />
    </FormDialog>
  );
}

/** Editing `incident`: no notice is sent. */
export function EditIncidentDialog({
  incident,
  sites,
  onClose,
}: {
  incident: IncidentListRow;
  sites: Site[];
  onClose: () => void;
}) {
  const form = useForm<EditIncidentFormValues, unknown, EditIncidentInput>({
    resolver: zodResolver(editIncidentSchema),
    defaultValues: {
      id: incident.id,
      title: incident.title,
      impact: incident.impact,
      siteIds: incident.sites.map((s) => s.id),
      postmortem: incident.postmortem ?? "",
    },
  });
  const save = useAdminAction(editIncidentAction, {
    form,
    errorMessage: { title: "Failed to save incident", fallback: "The incident could not be saved." },
    successMessage: "Incident saved",
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title="Edit incident"
      description="Changes show on the status pages; subscribers are not told."
      onSubmit={(v) => save.run(v)}
      onClose={onClose}
      pending={save.pending}
      submitLabel="Save"
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
        name="impact"
        label="Impact"
        render={(field) => <NativeSelect {...field}>{impactOptions}</NativeSelect>}
      />
      <LabeledField
        control={form.control}
        name="siteIds"
        label="Affected sites"
        render={(field) => <SitesSelect sites={sites} {...field} />}
      />
      <LabeledField
        control={form.control}
        name="postmortem"
        label="Post-mortem"
        description="What happened and what changes; public"
        render={(field) => <Textarea rows={6} {...field} />}
      />
    </FormDialog>
  );
}
