"use client";
/**
 * The quote editor (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): title, summary, lines
 * (description, quantity, unit, unit price, optional discount and tax), the quote's discount, tax rate and
 * mode, currency, valid-until, payment terms, deposit and terms. Saving a sent quote makes its next version.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/components/console/form-dialog";
import { useAdminAction } from "@/components/console/use-admin-action";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { CurrencyTaxFields } from "@/components/money/currency-tax-fields";
import { PricedLinesFieldset } from "@/components/money/priced-lines-fieldset";
import { saveQuoteAction } from "@/lib/quotes/actions";
import { quoteFieldsSchema, type QuoteFields } from "@/lib/quotes/schemas";

/** Edits quote `id` from `values`; `sent` says the save makes a new version. Mount with a new `key` per opening. */
export function QuoteEditorDialog({
  id,
  values,
  sent,
  onClose,
}: {
  id: number;
  values: QuoteFields;
  sent: boolean;
  onClose: () => void;
}) {
  const form = useForm<QuoteFields>({ resolver: zodResolver(quoteFieldsSchema), defaultValues: values });
  const save = useAdminAction(saveQuoteAction, {
    form,
    errorMessage: { title: "Error", fallback: "The quote could not be saved." },
    successMessage: (data: { version: number }) => ({ title: "Quote saved", description: `Version ${data.version}` }),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl"
      title="Edit quote"
      description={
        sent
          ? "This quote was sent: saving makes a new version, and the old link will say it was superseded."
          : "A draft until you send it."
      }
      onSubmit={(input) => save.run({ ...input, id })}
      onClose={onClose}
      pending={save.pending}
      submitLabel={sent ? "Save as new version" : "Save draft"}
    >
      <LabeledField
        control={form.control}
        name="title"
        label="Title"
        render={(field) => <Input maxLength={200} {...field} />}
      />
      <LabeledField
        control={form.control}
        name="summary"
        label="Summary"
        render={(field) => <Textarea rows={3} {...field} />}
      />
      <PricedLinesFieldset control={form.control} taxLabel="Tax % (blank: quote's)" testId="quote-line" />
      <div className="grid gap-3 sm:grid-cols-3">
        <CurrencyTaxFields control={form.control} />
        <LabeledField
          control={form.control}
          name="discountPercent"
          label="Quote discount %"
          render={(field) => <Input inputMode="decimal" {...field} />}
        />
        <LabeledField
          control={form.control}
          name="validUntil"
          label="Valid until"
          render={(field) => <Input type="date" {...field} />}
        />
        <LabeledField
          control={form.control}
          name="depositPercent"
          label="Deposit %"
          render={(field) => <Input inputMode="decimal" {...field} />}
        />
      </div>
      <LabeledField
        control={form.control}
        name="paymentTerms"
        label="Payment terms"
        render={(field) => <Textarea rows={2} {...field} />}
      />
      <LabeledField
        control={form.control}
        name="termsText"
        label="Terms and conditions"
        render={(field) => <Textarea rows={6} {...field} />}
      />
    </FormDialog>
  );
}
