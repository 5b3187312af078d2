"use client";
/**
 * A whole-number input for a react-hook-form field (a route's priority, a monitor's interval): the
 * field holds a number from its defaults and the typed text after an edit, which the form's schema
 * coerces, so either is shown as text.
 */
import { Input } from "@/components/ui/input";

/** `Input type="number"` with a numeric keyboard and step 1; `min`/`max` as given. */
export function NumberInput({
  value,
  ...props
}: Omit<React.ComponentProps<"input">, "type" | "value"> & { value: unknown }) {
  return <Input type="number" inputMode="numeric" step={1} {...props} value={String(value ?? "")} />;
}
