"use client";
/**
 * An on/off form field: a switch with its label beside it (Enabled, Active), bound to a boolean field
 * of a react-hook-form form. A field without a value yet shows on, as the dialogs add things enabled.
 */
import type { ControllerProps, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Switch } from "@/components/ui/switch";

/** The field `name` of `control` (a boolean, or undefined for on), labelled `label`. */
export function SwitchField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformedValues = TFieldValues>({
  label,
  ...props
}: Omit<ControllerProps<TFieldValues, TName, TTransformedValues>, "render"> & { label: React.ReactNode }) {
  return (
    <FormField
      {...props}
      render={({ field }) => (
        <FormItem className="flex items-center gap-3">
          <FormControl>
            <Switch checked={(field.value as boolean | undefined) ?? true} onCheckedChange={field.onChange} />
          </FormControl>
          <FormLabel>{label}</FormLabel>
        </FormItem>
      )}
    />
  );
}
