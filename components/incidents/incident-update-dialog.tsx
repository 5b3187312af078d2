"use client";
/** Post a public update on an incident (docs/federation-protocol.md "Incidents and maintenance"): its status from now on and the text subscribers receive. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormDialog } from "@/components/console/form-dialog";
import { useAdminAction } from "@/components/console/use-admin-action";
import type { IncidentStatus } from "@/lib/db/schema";
import { postIncidentUpdateAction } from "@/lib/incidents/actions";
import { postUpdateSchema, type PostUpdateFormValues, type PostUpdateInput } from "@/lib/incidents/schemas";
import { IncidentUpdateFields } from "./incident-fields";

export function IncidentUpdateDialog({
  incident,
  onClose,
}: {
  incident: { id: number; title: string; status: IncidentStatus };
  onClose: () => void;
}) {
  const form = useForm<PostUpdateFormValues, unknown, PostUpdateInput>({
    resolver: zodResolver(postUpdateSchema),
    defaultValues: {
      incidentId: incident.id,
      status: incident.status === "investigating" ? "identified" : incident.status,
      body: "",
    },
  });
  const save = useAdminAction(postIncidentUpdateAction, {
    form,
    errorMessage: { title: "Failed to post update", fallback: "The update could not be posted." },
    successMessage: "Update posted",
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title="Post update"
      description={`On “${incident.title}”. Subscribers receive it.`}
      onSubmit={(v) => save.run(v)}
      onClose={onClose}
      pending={save.pending}
      submitLabel="Post update"
      className="sm:max-w-lg"
    >
      <IncidentUpdateFields rows={5} />
    </FormDialog>
  );
}
