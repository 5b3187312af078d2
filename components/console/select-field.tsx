"use client";
/**
 * A labelled select over a fixed list of values, bound to one field of a react-hook-form form
 * (a code's status, a TODO's priority, a route's pattern type, a channel's kind...). The id, help text
 * and error links go on the trigger, the element a person focuses, so the label names it.
 */
import type { ControllerProps, FieldPath, FieldPathValue, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/**
 * The field `name` of `control`, labelled `label`, offering `choices` shown as `labels[choice]`.
 * A field whose value is not itself a choice (a nullable id, say) maps it with `toChoice` and back with
 * `fromChoice`; without them the value is the choice, and an empty value shows the first choice.
 */
export function SelectField<
  TChoice extends string,
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  label,
  description,
  choices,
  labels,
  toChoice,
  fromChoice,
  ...props
}: Omit<ControllerProps<TFieldValues, TName, TTransformedValues>, "render"> & {
  label: React.ReactNode;
  description?: React.ReactNode;
  choices: readonly TChoice[];
  labels: Record<TChoice, string>;
  toChoice?: (value: FieldPathValue<TFieldValues, TName>) => TChoice;
  fromChoice?: (choice: TChoice) => FieldPathValue<TFieldValues, TName>;
}) {
  return (
    <FormField
      {...props}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select
            value={toChoice ? toChoice(field.value) : ((field.value as TChoice | undefined) ?? choices[0])}
            onValueChange={(picked) => field.onChange(fromChoice ? fromChoice(picked as TChoice) : picked)}
          >
            <FormControl>
              <SelectTrigger className="w-full">
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {choices.map((choice) => (
                <SelectItem key={choice} value={choice}>
                  {labels[choice]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
