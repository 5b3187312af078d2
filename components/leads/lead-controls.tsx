"use client";
/**
 * The owner's controls on a lead's timeline (docs/sms.md "Leads"): the status (saved on change, and with it the
 * status of the lead's codes), who it is assigned to (docs/decisions/sms-and-conversations.md "Lead assignment"), the owner note
 * and the next follow-up date.
 */
import { MayFieldset } from "@/components/console/may-fieldset";
import { IfMay } from "@/components/console/if-may";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { assignLeadAction, updateLeadDetailsAction, updateLeadStatusAction } from "@/lib/leads/actions";
import type { Assignee } from "@/lib/team/queries";
import { LEAD_STATUSES, type LeadStatus } from "@/lib/leads/statuses";
import { leadDetailsSchema } from "@/lib/leads/schemas";
import { statusLabel } from "@/lib/leads/labels";

/** The lead's fields these controls edit. */
export interface LeadControlValues {
  id: number;
  status: string;
  assignedTo: number | null;
  ownerNote: string | null;
  nextFollowUpOn: string | null;
}

function StatusSelect({ lead }: { lead: LeadControlValues }) {
  const save = useAdminAction(updateLeadStatusAction, {
    errorMessage: { title: "Status not saved", fallback: "The status could not be saved." },
    successMessage: (_data, input) => ({ title: "Status saved", description: statusLabel(input.status) }),
  });
  return (
    <div className="grid gap-2">
      <Label htmlFor="lead-status">Status</Label>
      <MayFieldset permission="leads.status">
        <Select
          value={lead.status}
          disabled={save.pending}
          onValueChange={(status) => void save.run({ id: lead.id, status: status as LeadStatus })}
        >
          <SelectTrigger id="lead-status" className="w-full sm:w-56">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {LEAD_STATUSES.map((status) => (
              <SelectItem key={status} value={status}>
                {statusLabel(status)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </MayFieldset>
      <p className="text-xs text-muted-foreground">The lead&apos;s project codes take the same status.</p>
    </div>
  );
}

// The Select's value for "nobody" (Radix reserves "" for its placeholder).
const UNASSIGNED = "none";

function AssigneeSelect({ lead, assignees }: { lead: LeadControlValues; assignees: Assignee[] }) {
  const save = useAdminAction(assignLeadAction, {
    errorMessage: { title: "Assignment not saved", fallback: "The assignment could not be saved." },
    successMessage: (_data, input) => ({
      title: input.assignedTo === null ? "Unassigned" : "Assigned",
      description: assignees.find((member) => member.id === input.assignedTo)?.name,
    }),
  });
  // A lead can stay with someone who since left the team or became a viewer: shown, not offered.
  const former = lead.assignedTo !== null && !assignees.some((member) => member.id === lead.assignedTo);
  return (
    <div className="grid gap-2">
      <Label htmlFor="lead-assignee">Assigned to</Label>
      <MayFieldset permission="leads.assign">
        <Select
          value={lead.assignedTo === null ? UNASSIGNED : String(lead.assignedTo)}
          disabled={save.pending}
          onValueChange={(value) =>
            void save.run({ id: lead.id, assignedTo: value === UNASSIGNED ? null : Number(value) })
          }
        >
          <SelectTrigger id="lead-assignee" className="w-full sm:w-56">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={UNASSIGNED}>Nobody</SelectItem>
            {assignees.map((member) => (
              <SelectItem key={member.id} value={String(member.id)}>
                {member.name}
              </SelectItem>
            ))}
            {former && (
              <SelectItem value={String(lead.assignedTo)} disabled>
                A former team member
              </SelectItem>
            )}
          </SelectContent>
        </Select>
      </MayFieldset>
    </div>
  );
}

function DetailsForm({ lead }: { lead: LeadControlValues }) {
  const form = useForm<z.input<typeof leadDetailsSchema>, unknown, z.output<typeof leadDetailsSchema>>({
    resolver: zodResolver(leadDetailsSchema),
    defaultValues: { id: lead.id, ownerNote: lead.ownerNote ?? "", nextFollowUpOn: lead.nextFollowUpOn ?? "" },
  });
  const save = useAdminAction(updateLeadDetailsAction, {
    form,
    errorMessage: { title: "Not saved", fallback: "The note could not be saved." },
    successMessage: "Saved",
    onSuccess: (_data, input) => form.reset(input),
  });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(() => save.run(form.getValues()))} noValidate className="grid gap-4">
        <MayFieldset permission="leads.details">
          <LabeledField
            control={form.control}
            name="ownerNote"
            label="Owner note"
            render={(field) => <Textarea rows={3} {...field} />}
          />
          <LabeledField
            control={form.control}
            name="nextFollowUpOn"
            label="Next follow-up"
            description="A day (UTC); the dashboard and the weekly digest list it when due."
            render={(field) => <Input type="date" className="w-full sm:w-56" {...field} />}
          />
        </MayFieldset>
        <IfMay permission="leads.details">
          <div>
            <Button type="submit" disabled={save.pending}>
              {save.pending ? "Saving..." : "Save"}
            </Button>
          </div>
        </IfMay>
      </form>
    </Form>
  );
}

/** Status, assignee (one of `assignees`), note and follow-up of `lead`, in one card; read-only where the role may not change them. */
export function LeadControls({ lead, assignees }: { lead: LeadControlValues; assignees: Assignee[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Follow-up</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <StatusSelect lead={lead} />
        <AssigneeSelect lead={lead} assignees={assignees} />
        <DetailsForm key={`${lead.ownerNote}|${lead.nextFollowUpOn}`} lead={lead} />
      </CardContent>
    </Card>
  );
}
