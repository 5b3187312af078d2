"use client";
/**
 * A payment received by hand (docs/decisions/quotes-and-projects.md "Paying an invoice: Stripe or bank
 * transfer"): a button on an open invoice's row and its dialog, for staff.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { FormDialog } from "@/components/console/form-dialog";
import { IfMay } from "@/components/console/if-may";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { recordManualPaymentAction } from "@/lib/invoices/actions";

const paymentSchema = z.object({
  amount: z.string().trim().min(1, "Enter the amount received"),
  note: z.string().max(255, "At most 255 characters"),
});

function PaymentDialog({ id, label, onClose }: { id: number; label: string; onClose: () => void }) {
  const form = useForm<z.infer<typeof paymentSchema>>({
    resolver: zodResolver(paymentSchema),
    defaultValues: { amount: "", note: "" },
  });
  const record = useAdminAction(recordManualPaymentAction, {
    form,
    errorMessage: { title: "Error", fallback: "The payment could not be recorded." },
    successMessage: "Payment recorded",
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title={`Record a payment: ${label}`}
      description="A bank transfer or other payment received outside Stripe."
      onSubmit={(input) => record.run({ id, ...input })}
      onClose={onClose}
      pending={record.pending}
      submitLabel="Record payment"
    >
      <LabeledField
        control={form.control}
        name="amount"
        label="Amount received"
        render={(field) => <Input inputMode="decimal" {...field} />}
      />
      <LabeledField control={form.control} name="note" label="Note" render={(field) => <Input {...field} />} />
    </FormDialog>
  );
}

/** "Record payment" for staff on invoice `id` (shown as `label`). */
export function RecordPaymentButton({ id, label }: { id: number; label: string }) {
  const [open, setOpen] = useState(0);
  return (
    <IfMay permission="invoices.record-payment">
      <Button variant="outline" size="sm" onClick={() => setOpen((n) => n + 1)}>
        Record payment
      </Button>
      {open > 0 && <PaymentDialog key={open} id={id} label={label} onClose={() => setOpen(0)} />}
    </IfMay>
  );
}
