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
import { Textarea } from "@/components/ui/textarea";
import { createIncidentAction, editIncidentAction } from "@/lib/incidents/actions";
import type { IncidentListRow } from "@/lib/incidents/queries";
import {
  createIncidentSchema,
  editIncidentSchema,
  type CreateIncidentFormValues,
  type CreateIncidentInput,
  type EditIncidentFormValues,
  type EditIncidentInput,
} from "@/lib/incidents/schemas";
import { IncidentFields, IncidentUpdateFields, type IncidentSite } from "./incident-fields";

/** A new incident. */
export function CreateIncidentDialog({ sites, onClose }: { sites: IncidentSite[]; onClose: () => void }) {
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
      <IncidentFields sites={sites} />
      <IncidentUpdateFields rows={4} />
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
  sites: IncidentSite[];
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
      <IncidentFields sites={sites} />
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
