"use client";
/**
 * "New credit note" on an issued invoice (docs/decisions/quotes-and-projects.md "Credit notes: their own
 * series, negative lines"): the lines to take off, priced positively and taxed as the invoice is; the note
 * is numbered in its own series, e-mailed, and reduces what the invoice asks.
 */
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ReceiptText } from "lucide-react";
import { FormDialog } from "@/components/console/form-dialog";
import { IfMay } from "@/components/console/if-may";
import { useAdminAction } from "@/components/console/use-admin-action";
import { EMPTY_LINE, PricedLinesFieldset } from "@/components/money/priced-lines-fieldset";
import { Button } from "@/components/ui/button";
import { LabeledField } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { creditInvoiceAction } from "@/lib/invoices/actions";
import { creditNoteFieldsSchema, type CreditNoteFields } from "@/lib/invoices/schemas";

function CreditNoteDialog({ id, number, onClose }: { id: number; number: string; onClose: () => void }) {
  const router = useRouter();
  const form = useForm<CreditNoteFields>({
    resolver: zodResolver(creditNoteFieldsSchema),
    defaultValues: { id, items: [EMPTY_LINE], notes: "" },
  });
  const credit = useAdminAction(creditInvoiceAction, {
    form,
    errorMessage: { title: "Not credited", fallback: "The credit note could not be issued." },
    successMessage: (data) => ({
      title: "Credit note issued",
      description: data.number,
    }),
    onSuccess: (data) => router.push(`/invoices/${data.creditNoteId}`),
  });
  return (
    <FormDialog
      form={form}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
      title={`Credit note for invoice ${number}`}
      description="Enter what to take off, as positive amounts in the invoice's currency; tax follows the invoice."
      onSubmit={(input) => credit.run({ ...input, id })}
      onClose={onClose}
      pending={credit.pending}
      submitLabel="Issue credit note"
    >
      <PricedLinesFieldset control={form.control} taxLabel="Tax % (blank: invoice's)" testId="credit-line" />
      <LabeledField
        control={form.control}
        name="notes"
        label="Notes"
        render={(field) => <Textarea rows={3} {...field} />}
      />
    </FormDialog>
  );
}

/** "New credit note" for staff on invoice `id` numbered `number`. */
export function CreditNoteButton({ id, number }: { id: number; number: string }) {
  const [open, setOpen] = useState(0);
  return (
    <IfMay permission="invoices.credit">
      <Button variant="outline" onClick={() => setOpen((n) => n + 1)}>
        <ReceiptText aria-hidden="true" /> New credit note
      </Button>
      {open > 0 && <CreditNoteDialog key={open} id={id} number={number} onClose={() => setOpen(0)} />}
    </IfMay>
  );
}
