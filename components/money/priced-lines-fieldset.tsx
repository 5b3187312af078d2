"use client";
/**
 * The priced lines of a quote, an invoice or a credit note (docs/decisions/quotes-and-projects.md "Money:
 * minor units and the rounding rule"): description, quantity, unit, unit price, optional discount and
 * tax, as decimal text the form's schema checks (lib/forms/line-fields.ts). One fieldset for every form
 * that prices lines, bound to the form's `items` array.
 */
import {
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldValues,
  type Path,
} from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { LineFields } from "@/lib/forms/line-fields";

/** A new line as the form starts it. */
export const EMPTY_LINE: LineFields = {
  description: "",
  quantity: "1",
  unit: "",
  unitPrice: "0",
  discountPercent: "",
  taxPercent: "",
};

/** The `items` lines of a form whose values are `T`; `taxLabel` names the line's tax field. */
export function PricedLinesFieldset<T extends FieldValues & { items: LineFields[] }>({
  control,
  taxLabel,
  testId,
}: {
  control: Control<T>;
  taxLabel: string;
  testId: string;
}) {
  const items = useFieldArray({ control, name: "items" as ArrayPath<T> });
  const name = (index: number, field: keyof LineFields) => `items.${index}.${field}` as Path<T>;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Lines</legend>
      {items.fields.map((line, index) => (
        <div
          key={line.id}
          className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[2fr_1fr_1fr_1fr]"
          data-testid={testId}
        >
          <LabeledField
            control={control}
            name={name(index, "description")}
            label="Description"
            render={(field) => <Input {...field} />}
          />
          <LabeledField
            control={control}
            name={name(index, "quantity")}
            label="Quantity"
            render={(field) => <Input inputMode="decimal" {...field} />}
          />
          <LabeledField
            control={control}
            name={name(index, "unit")}
            label="Unit"
            render={(field) => <Input placeholder="hour" {...field} />}
          />
          <LabeledField
            control={control}
            name={name(index, "unitPrice")}
            label="Unit price"
            render={(field) => <Input inputMode="decimal" {...field} />}
          />
          <LabeledField
            control={control}
            name={name(index, "discountPercent")}
            label="Discount %"
            render={(field) => <Input inputMode="decimal" {...field} />}
          />
          <LabeledField
            control={control}
            name={name(index, "taxPercent")}
            label={taxLabel}
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
        onClick={() => items.append(EMPTY_LINE as FieldArray<T, ArrayPath<T>>)}
      >
        <Plus aria-hidden="true" /> Add line
      </Button>
    </fieldset>
  );
}
