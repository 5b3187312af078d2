"use client";
/**
 * A priced document's currency, tax rate and tax mode (docs/decisions/quotes-and-projects.md "Money: minor
 * units and the rounding rule"), as the quote editor and the invoice form ask them: three fields for the
 * caller's grid.
 */
import type { Control, FieldValues, Path } from "react-hook-form";
import { SelectField } from "@/components/console/select-field";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { TAX_MODE_LABELS, TAX_MODES } from "@/lib/forms/line-fields";

/** The `currency`, `taxPercent` and `taxMode` fields of a form whose values are `T`. */
export function CurrencyTaxFields<
  T extends FieldValues & { currency: string; taxPercent: string; taxMode: (typeof TAX_MODES)[number] },
>({ control }: { control: Control<T> }) {
  return (
    <>
      <LabeledField
        control={control}
        name={"currency" as Path<T>}
        label="Currency (ISO 4217)"
        render={(field) => <Input maxLength={3} {...field} />}
      />
      <LabeledField
        control={control}
        name={"taxPercent" as Path<T>}
        label="Tax %"
        render={(field) => <Input inputMode="decimal" {...field} />}
      />
      <SelectField
        control={control}
        name={"taxMode" as Path<T>}
        label="Tax"
        choices={TAX_MODES}
        labels={TAX_MODE_LABELS}
      />
    </>
  );
}
