"use client";
/**
 * The bank-transfer details invoices show without Stripe (docs/decisions/quotes-and-projects.md "Paying an
 * invoice: Stripe or bank transfer"): a button and its dialog, for staff.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Landmark } from "lucide-react";
import { FormDialog } from "@/components/console/form-dialog";
import { IfMay } from "@/components/console/if-may";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { LabeledField } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { saveBankDetailsAction } from "@/lib/invoices/actions";

const detailsSchema = z.object({ details: z.string().max(2000, "At most 2,000 characters") });

function BankDetailsDialog({ details, onClose }: { details: string; onClose: () => void }) {
  const form = useForm<z.infer<typeof detailsSchema>>({
    resolver: zodResolver(detailsSchema),
    defaultValues: { details },
  });
  const save = useAdminAction(saveBankDetailsAction, {
    form,
    errorMessage: { title: "Error", fallback: "The bank details could not be saved." },
    successMessage: "Bank details saved",
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title="Bank-transfer details"
      description="Shown on every invoice while online payment (Stripe) is not configured."
      onSubmit={(input) => save.run(input)}
      onClose={onClose}
      pending={save.pending}
      submitLabel="Save details"
    >
      <LabeledField
        control={form.control}
        name="details"
        label="Account holder, IBAN, BIC…"
        render={(field) => <Textarea rows={6} {...field} />}
      />
    </FormDialog>
  );
}

/** "Bank details" for staff, opening the dialog with the saved `details`. */
export function BankDetailsButton({ details }: { details: string }) {
  const [open, setOpen] = useState(0);
  return (
    <IfMay permission="invoices.bank-details">
      <Button variant="outline" onClick={() => setOpen((n) => n + 1)}>
        <Landmark aria-hidden="true" /> Bank details
      </Button>
      {open > 0 && <BankDetailsDialog key={open} details={details} onClose={() => setOpen(0)} />}
    </IfMay>
  );
}
