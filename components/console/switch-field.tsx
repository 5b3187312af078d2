"use client";
/**
 * An on/off form field: a switch with its label beside it (Enabled, Active), bound to a boolean field
 * of a react-hook-form form. A field without a value yet shows on, as the dialogs add things enabled.
 * The `row` layout puts the label first and the switch at the end of a bordered row, for a list of
 * settings (a monitor's "Pause checks").
 */
import type { ControllerProps, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Switch } from "@/components/ui/switch";

/** The field `name` of `control` (a boolean, or undefined for on), labelled `label`; `layout` as above (default: switch first). */
export function SwitchField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  label,
  layout = "inline",
  ...props
}: Omit<ControllerProps<TFieldValues, TName, TTransformedValues>, "render"> & {
  label: React.ReactNode;
  layout?: "inline" | "row";
}) {
  return (
    <FormField
      {...props}
      render={({ field }) => {
        const control = (
          <FormControl>
            <Switch checked={(field.value as boolean | undefined) ?? true} onCheckedChange={field.onChange} />
          </FormControl>
        );
        return layout === "row" ? (
          <FormItem className="flex items-center justify-between gap-4 rounded-lg border px-3 py-2">
            <FormLabel>{label}</FormLabel>
            {control}
          </FormItem>
        ) : (
          <FormItem className="flex items-center gap-3">
            {control}
            <FormLabel>{label}</FormLabel>
          </FormItem>
        );
      }}
    />
  );
}
