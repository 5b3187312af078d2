"use client";
/**
 * A phone field that formats the number as it is typed (libphonenumber-js's `AsYouType`, through
 * lib/format/phone.ts): "5551234567" shows "(555) 123-4567", "+1 (555) 123-4567" shows
 * "+1 555 123 4567". Every phone field of the console uses it; what it sends is still checked by the
 * form's schema.
 */
import { Input } from "@/components/ui/input";
import { formatPhoneAsTyped } from "@/lib/format/phone";

type PhoneInputProps = Omit<React.ComponentProps<"input">, "onChange" | "value"> & {
  value?: string;
  onChange: (value: string) => void;
};

/**
 * `Input type="tel"` with live formatting. A deletion is kept as the user left it: re-formatting
 * "(555" would put back the ")" they just erased; the next key or leaving the field formats it again.
 */
export function PhoneInput({ value = "", onChange, onBlur, ...props }: PhoneInputProps) {
  return (
    <Input
      type="tel"
      inputMode="tel"
      {...props}
      value={value}
      onChange={(event) => {
        const deleting = (event.nativeEvent as InputEvent).inputType?.startsWith("delete") ?? false;
        onChange(deleting ? event.target.value : formatPhoneAsTyped(event.target.value));
      }}
      onBlur={(event) => {
        onChange(formatPhoneAsTyped(event.target.value));
        onBlur?.(event);
      }}
    />
  );
}
