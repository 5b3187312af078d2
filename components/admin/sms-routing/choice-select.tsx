"use client";
/** A select over a fixed list of values with a label each, inside a form field (pattern type, target type, no-match behaviour). */
import { FormControl } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/** `value` is one of `choices`; `onChange` receives the picked one. */
export function ChoiceSelect<T extends string>({
  value,
  onChange,
  choices,
  labels,
}: {
  value: T;
  onChange: (value: T) => void;
  choices: readonly T[];
  labels: Record<T, string>;
}) {
  return (
    <Select value={value} onValueChange={(picked) => onChange(picked as T)}>
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
  );
}
