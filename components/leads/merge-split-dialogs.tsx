"use client";
/**
 * Merging and splitting leads by hand (docs/sms.md "Leads"). Merge: another lead's number; both become one, the
 * older id stays (the page follows it). Split: the items to move to a new lead, and whether the phone
 * or e-mail goes with them. Both are the console's add/edit form: `FormDialog`, react-hook-form, `useAdminAction`.
 */
import { IfMay } from "@/components/console/if-may";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, type Control } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { FormDialog } from "@/components/console/form-dialog";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { mergeLeadAction, splitLeadAction } from "@/lib/leads/actions";
import { formatPhoneNumber } from "@/lib/format/phone";
import { mergeLeadSchema, splitLeadSchema, type SplitLeadInput } from "@/lib/leads/schemas";

function MergeDialog({ leadId, onClose }: { leadId: number; onClose: () => void }) {
  const router = useRouter();
  const form = useForm<z.input<typeof mergeLeadSchema>, unknown, z.output<typeof mergeLeadSchema>>({
    resolver: zodResolver(mergeLeadSchema),
    defaultValues: { id: leadId, otherId: undefined as unknown as number },
  });
  const merge = useAdminAction(mergeLeadAction, {
    form,
    errorMessage: { title: "Not merged", fallback: "The leads could not be merged." },
    successMessage: ({ keptId }) => ({ title: "Leads merged", description: `Lead #${keptId}` }),
    onSuccess: ({ keptId }) => {
      onClose();
      if (keptId !== leadId) router.push(`/leads/${keptId}`);
    },
  });
  return (
    <FormDialog
      form={form}
      title="Merge with another lead"
      description="Everything of the other lead moves here (or here moves there, when the other lead is older). The older lead number stays."
      onSubmit={(values) => merge.run(values)}
      onClose={onClose}
      pending={merge.pending}
      submitLabel="Merge"
    >
      <LabeledField
        control={form.control}
        name="otherId"
        label="Other lead number"
        render={(field) => (
          <Input
            inputMode="numeric"
            {...field}
            value={Number.isFinite(field.value) ? String(field.value) : ""}
            onChange={(event) => field.onChange(event.target.value === "" ? undefined : Number(event.target.value))}
          />
        )}
      />
    </FormDialog>
  );
}

/** An item a split can move: its kind, id and a line describing it. */
export interface SplitOption {
  kind: "sms" | "contact" | "code";
  id: number;
  label: string;
}

/** The form's list of ids of one kind of item. */
const LIST_OF: Record<SplitOption["kind"], "smsMessageIds" | "contactRequestIds" | "projectCodeIds"> = {
  sms: "smsMessageIds",
  contact: "contactRequestIds",
  code: "projectCodeIds",
};

/** One checkbox bound to a boolean field or to an id's membership in a list field. */
function SplitCheckbox({
  control,
  option,
  name,
  label,
}: {
  control: Control<SplitLeadInput>;
  option?: SplitOption;
  name: keyof SplitLeadInput;
  label: React.ReactNode;
}) {
  const id = `split-${option ? `${option.kind}-${option.id}` : name}`;
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const list = Array.isArray(field.value) ? (field.value as number[]) : null;
        const checked = option && list ? list.includes(option.id) : field.value === true;
        const toggle = (on: boolean) =>
          field.onChange(
            option && list ? (on ? [...list, option.id] : list.filter((value) => value !== option.id)) : on,
          );
        return (
          <div className="flex items-start gap-2">
            <Checkbox id={id} checked={checked} onCheckedChange={(value) => toggle(value === true)} />
            <Label htmlFor={id} className="font-normal break-words">
              {label}
            </Label>
          </div>
        );
      }}
    />
  );
}

function SplitDialog({
  leadId,
  options,
  phone,
  email,
  onClose,
}: {
  leadId: number;
  options: SplitOption[];
  phone: string | null;
  email: string | null;
  onClose: () => void;
}) {
  const router = useRouter();
  const form = useForm<SplitLeadInput, unknown, z.output<typeof splitLeadSchema>>({
    resolver: zodResolver(splitLeadSchema),
    defaultValues: {
      id: leadId,
      smsMessageIds: [],
      contactRequestIds: [],
      projectCodeIds: [],
      movePhone: false,
      moveEmail: false,
    },
  });
  const split = useAdminAction(splitLeadAction, {
    form,
    errorMessage: { title: "Not split", fallback: "The lead could not be split." },
    successMessage: ({ newId }) => ({ title: "Lead split", description: `New lead #${newId}` }),
    onSuccess: ({ newId }) => {
      onClose();
      router.push(`/leads/${newId}`);
    },
  });
  return (
    <FormDialog
      form={form}
      className="sm:max-w-xl"
      title="Split this lead"
      description="The items you choose move to a new lead."
      onSubmit={(values) => split.run(values)}
      onClose={onClose}
      pending={split.pending}
      submitLabel="Split"
    >
      <fieldset className="grid max-h-[50vh] gap-2 overflow-y-auto">
        <legend className="mb-2 text-sm font-medium">Move</legend>
        {phone && (
          <SplitCheckbox
            control={form.control}
            name="movePhone"
            label={`The phone number ${formatPhoneNumber(phone)}`}
          />
        )}
        {email && (
          <SplitCheckbox
            control={form.control}
            name="moveEmail"
            label={<span className="break-all">The e-mail address {email}</span>}
          />
        )}
        {options.map((option) => (
          <SplitCheckbox
            key={`${option.kind}:${option.id}`}
            control={form.control}
            option={option}
            name={LIST_OF[option.kind]}
            label={option.label}
          />
        ))}
      </fieldset>
    </FormDialog>
  );
}

/** The Merge… and Split… buttons of a lead, with their dialogs. */
export function MergeSplitControls({
  leadId,
  options,
  phone,
  email,
}: {
  leadId: number;
  options: SplitOption[];
  phone: string | null;
  email: string | null;
}) {
  const [open, setOpen] = useState<"merge" | "split" | null>(null);
  return (
    <>
      <IfMay permission="leads.merge">
        <Button variant="outline" onClick={() => setOpen("merge")}>
          Merge…
        </Button>
      </IfMay>
      <IfMay permission="leads.split">
        <Button variant="outline" onClick={() => setOpen("split")} disabled={options.length === 0 && !phone && !email}>
          Split…
        </Button>
      </IfMay>
      {open === "merge" && <MergeDialog leadId={leadId} onClose={() => setOpen(null)} />}
      {open === "split" && (
        <SplitDialog leadId={leadId} options={options} phone={phone} email={email} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
