"use client";
/**
 * The "Phone Number" field of the dialogs and forms that take a sender's number (authorized phones,
 * the routing console's numbers, the SMS test): a PhoneInput with the international placeholder,
 * locked while `disabled` (a stored number is not edited, it is deleted and added again).
 */
import type { ControllerProps, FieldPath, FieldValues } from "react-hook-form";
import { LabeledField } from "@/components/ui/form";
import { PhoneInput } from "./phone-input";

/** The field `name` of `control`; `description` is its help text, `list` the id of a datalist of numbers to offer. */
export function PhoneNumberField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  description,
  disabled,
  list,
  ...props
}: Omit<ControllerProps<TFieldValues, TName, TTransformedValues>, "render" | "disabled"> & {
  description: React.ReactNode;
  disabled?: boolean;
  list?: string;
}) {
  return (
    <LabeledField
      {...props}
      label="Phone Number"
      description={description}
      render={(field) => (
        <PhoneInput autoComplete="off" list={list} placeholder="+1 555 123 4567" {...field} disabled={disabled} />
      )}
    />
  );
}
