"use client";
/**
 * "New invoice" on /invoices (docs/decisions/quotes-and-projects.md "Staff-issued invoices: draft, issue,
 * void"): a project, lines, currency, tax, due date and notes make a draft; its page then issues it.
 */
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { FormDialog } from "@/components/console/form-dialog";
import { IfMay } from "@/components/console/if-may";
import { useAdminAction } from "@/components/console/use-admin-action";
import { CurrencyTaxFields } from "@/components/money/currency-tax-fields";
import { EMPTY_LINE, PricedLinesFieldset } from "@/components/money/priced-lines-fieldset";
import { Button } from "@/components/ui/button";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { createInvoiceAction } from "@/lib/invoices/actions";
import { invoiceFieldsSchema, type InvoiceFields } from "@/lib/invoices/schemas";
import { ProjectPicker } from "./project-picker";

function NewInvoiceDialog({ dueDate, onClose }: { dueDate: string; onClose: () => void }) {
  const router = useRouter();
  const form = useForm<InvoiceFields>({
    resolver: zodResolver(invoiceFieldsSchema),
    defaultValues: {
      projectId: 0,
      currency: "USD",
      items: [EMPTY_LINE],
      taxPercent: "",
      taxMode: "exclusive",
      dueDate,
      notes: "",
    },
  });
  const create = useAdminAction(createInvoiceAction, {
    form,
    errorMessage: { title: "Error", fallback: "The invoice could not be drafted." },
    successMessage: "Invoice drafted",
    onSuccess: (data: { id: number }) => router.push(`/invoices/${data.id}`),
  });
  return (
    <FormDialog
      form={form}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
      title="New invoice"
      description="A draft until you issue it: issuing numbers it and e-mails it with its PDF."
      onSubmit={(input) => create.run(input)}
      onClose={onClose}
      pending={create.pending}
      submitLabel="Save draft"
    >
      <Controller
        control={form.control}
        name="projectId"
        render={({ field, fieldState }) => (
          <ProjectPicker value={Number(field.value)} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <PricedLinesFieldset control={form.control} taxLabel="Tax % (blank: invoice's)" testId="invoice-line" />
      <div className="grid gap-3 sm:grid-cols-2">
        <CurrencyTaxFields control={form.control} />
        <LabeledField
          control={form.control}
          name="dueDate"
          label="Due date"
          render={(field) => <Input type="date" {...field} />}
        />
      </div>
      <LabeledField
        control={form.control}
        name="notes"
        label="Notes"
        render={(field) => <Textarea rows={3} {...field} />}
      />
    </FormDialog>
  );
}

/** "New invoice" for staff; `dueDate` (`YYYY-MM-DD`) prefills the due date. */
export function NewInvoiceButton({ dueDate }: { dueDate: string }) {
  const [open, setOpen] = useState(0);
  return (
    <IfMay permission="invoices.create">
      <Button onClick={() => setOpen((n) => n + 1)}>
        <Plus aria-hidden="true" /> New invoice
      </Button>
      {open > 0 && <NewInvoiceDialog key={open} dueDate={dueDate} onClose={() => setOpen(0)} />}
    </IfMay>
  );
}
