"use client";
/**
 * The quote editor (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): title, summary, lines
 * (description, quantity, unit, unit price, optional discount and tax), the quote's discount, tax rate and
 * mode, currency, valid-until, payment terms, deposit and terms. Saving a sent quote makes its next version.
 */
import { useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { FormDialog } from "@/components/console/form-dialog";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { SelectField } from "@/components/console/select-field";
import { saveQuoteAction } from "@/lib/quotes/actions";
import { quoteFieldsSchema, type QuoteFields } from "@/lib/quotes/schemas";

const TAX_MODES = ["exclusive", "inclusive"] as const;
const TAX_MODE_LABELS = { exclusive: "Added to prices", inclusive: "Included in prices" };

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
  const items = useFieldArray({ control: form.control, name: "items" });
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
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Lines</legend>
        {items.fields.map((line, index) => (
          <div
            key={line.id}
            className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[2fr_1fr_1fr_1fr]"
            data-testid="quote-line"
          >
            <LabeledField
              control={form.control}
              name={`items.${index}.description`}
              label="Description"
              render={(field) => <Input {...field} />}
            />
            <LabeledField
              control={form.control}
              name={`items.${index}.quantity`}
              label="Quantity"
              render={(field) => <Input inputMode="decimal" {...field} />}
            />
            <LabeledField
              control={form.control}
              name={`items.${index}.unit`}
              label="Unit"
              render={(field) => <Input placeholder="hour" {...field} />}
            />
            <LabeledField
              control={form.control}
              name={`items.${index}.unitPrice`}
              label="Unit price"
              render={(field) => <Input inputMode="decimal" {...field} />}
            />
            <LabeledField
              control={form.control}
              name={`items.${index}.discountPercent`}
              label="Discount %"
              render={(field) => <Input inputMode="decimal" {...field} />}
            />
            <LabeledField
              control={form.control}
              name={`items.${index}.taxPercent`}
              label="Tax % (blank: quote's)"
              render={(field) => <Input inputMode="decimal" {...field} />}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-end justify-self-start"
              disabled={items.fields.length === 1}
              onClick={() => items.remove(index)}
            >
              <Trash2 aria-hidden="true" /> Remove line
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() =>
            items.append({
              description: "",
              quantity: "1",
              unit: "",
              unitPrice: "0",
              discountPercent: "",
              taxPercent: "",
            })
          }
        >
          <Plus aria-hidden="true" /> Add line
        </Button>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <LabeledField
          control={form.control}
          name="currency"
          label="Currency (ISO 4217)"
          render={(field) => <Input maxLength={3} {...field} />}
        />
        <LabeledField
          control={form.control}
          name="discountPercent"
          label="Quote discount %"
          render={(field) => <Input inputMode="decimal" {...field} />}
        />
        <LabeledField
          control={form.control}
          name="taxPercent"
          label="Tax %"
          render={(field) => <Input inputMode="decimal" {...field} />}
        />
        <SelectField control={form.control} name="taxMode" label="Tax" choices={TAX_MODES} labels={TAX_MODE_LABELS} />
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
