"use client";
/**
 * Edit a lead's name, phone and e-mail (docs/sms.md "Leads"). A phone or e-mail that another
 * lead holds is refused as a conflict: the dialog names that lead and offers to open it, or to merge the
 * two leads (the merge of lib/leads/merge.ts, the older id stays) and then save these details on the
 * merged lead. The console's add/edit form: `FormDialog`, react-hook-form, `useAdminAction` with the form.
 */
import { IfMay } from "@/components/console/if-may";
import { useState } from "react";
import { IntentLink } from "@/components/console/intent-link";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { FormDialog } from "@/components/console/form-dialog";
import { PhoneInput } from "@/components/console/phone-input";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { mergeLeadAction, updateLeadContactAction } from "@/lib/leads/actions";
import { formatPhoneNumber } from "@/lib/format/phone";
import { LEAD_CONTACT_LIMITS, leadContactSchema } from "@/lib/leads/schemas";

/** The lead's contact details as stored. */
export interface LeadContactValues {
  id: number;
  name: string | null;
  phone: string | null;
  email: string | null;
}

type FormInput = z.input<typeof leadContactSchema>;

/** Another lead holding a claimed phone or e-mail: its id and the server's words. */
interface Conflict {
  otherLeadId: number;
  message: string;
}

function ContactDialog({ lead, onClose }: { lead: LeadContactValues; onClose: () => void }) {
  const router = useRouter();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const form = useForm<FormInput, unknown, z.output<typeof leadContactSchema>>({
    resolver: zodResolver(leadContactSchema),
    defaultValues: {
      id: lead.id,
      name: lead.name ?? "",
      phone: lead.phone ? formatPhoneNumber(lead.phone) : "",
      email: lead.email ?? "",
    },
  });
  const [phone, email] = useWatch({ control: form.control, name: ["phone", "email"] });
  const save = useAdminAction(updateLeadContactAction, {
    form,
    errorMessage: { title: "Not saved", fallback: "The contact details could not be saved." },
    successMessage: ({ changed }) => (changed ? "Contact details saved" : "Nothing changed"),
    onSuccess: (_data, input) => {
      onClose();
      if (input.id !== lead.id) router.push(`/leads/${input.id}`);
    },
  });
  const merge = useAdminAction(mergeLeadAction, {
    errorMessage: { title: "Not merged", fallback: "The leads could not be merged." },
    successMessage: ({ keptId }) => ({ title: "Leads merged", description: `Lead #${keptId}` }),
  });
  const pending = save.pending || merge.pending;

  const submit = async (values: FormInput) => {
    setConflict(null);
    const result = await save.run(values);
    const otherLeadId = !result.ok && result.code === "conflict" ? result.details?.otherLeadId : undefined;
    if (typeof otherLeadId === "number" && !result.ok) setConflict({ otherLeadId, message: result.error });
  };
  const mergeThenSave = async (otherLeadId: number) => {
    const merged = await merge.run({ id: lead.id, otherId: otherLeadId });
    if (!merged.ok) return;
    // The merged lead is the older one: save these details on it (they no longer clash with anyone).
    await submit({ ...form.getValues(), id: merged.data.keptId });
  };

  return (
    <FormDialog
      form={form}
      title="Edit contact details"
      description="A phone number or e-mail address belongs to one lead; texts and e-mails from it land here."
      onSubmit={() => submit(form.getValues())}
      onClose={onClose}
      pending={pending}
      submitLabel="Save"
    >
      <LabeledField
        control={form.control}
        name="name"
        label="Name"
        render={(field) => <Input autoComplete="off" maxLength={LEAD_CONTACT_LIMITS.name} {...field} />}
      />
      <LabeledField
        control={form.control}
        name="phone"
        label="Phone"
        description="Without a country code, a US number."
        render={(field) => (
          <PhoneInput
            autoComplete="off"
            placeholder="(555) 123-4567"
            maxLength={LEAD_CONTACT_LIMITS.phone}
            {...field}
          />
        )}
      />
      <LabeledField
        control={form.control}
        name="email"
        label="E-mail"
        render={(field) => <Input type="email" autoComplete="off" maxLength={LEAD_CONTACT_LIMITS.email} {...field} />}
      />
      {!phone?.trim() && !email?.trim() && (
        <p className="text-xs text-muted-foreground" data-testid="lead-contact-none">
          Without a phone or e-mail nobody can answer this lead, and new messages will not find it.
        </p>
      )}
      {conflict && (
        <Alert data-testid="lead-contact-conflict">
          <AlertTitle>Already another lead&apos;s</AlertTitle>
          <AlertDescription>
            <p className="break-words">{conflict.message}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button asChild variant="outline" size="sm">
                <IntentLink href={`/leads/${conflict.otherLeadId}`}>Open lead #{conflict.otherLeadId}</IntentLink>
              </Button>
              <Button
                type="button"
                size="sm"
                disabled={pending}
                onClick={() => void mergeThenSave(conflict.otherLeadId)}
              >
                Merge with #{conflict.otherLeadId} and save
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}
    </FormDialog>
  );
}

/** The "Edit contact…" button of a lead, with its dialog. */
export function ContactDetailsButton({ lead }: { lead: LeadContactValues }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IfMay permission="leads.contact">
        <Button variant="outline" onClick={() => setOpen(true)}>
          Edit contact…
        </Button>
      </IfMay>
      {open && <ContactDialog lead={lead} onClose={() => setOpen(false)} />}
    </>
  );
}
