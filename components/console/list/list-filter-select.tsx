"use client";
/**
 * A list's filter as a select (a status, a type): one of `options`, each shown by its label in `labels`.
 * The caller keeps the value in the URL (`useListFilter`, or its own nuqs state) so the server filters.
 */
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";

/** The select, named `label` for assistive technology (the chosen option is its visible text); `className` sizes its trigger. */
export function ListFilterSelect<T extends string>({
  label,
  value,
  options,
  labels,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as T)}>
      <SelectTrigger aria-label={label} className={cn("w-40", className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {labels[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
