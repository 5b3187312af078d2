"use client";
/**
 * A native select styled like the console's inputs, for fields bound through `LabeledField` or `register`: one
 * value out of a list that may run to a thousand sites, where a native list scrolls and searches by typing on
 * every device.
 */
import { forwardRef } from "react";
import { cn } from "@/lib/utils";

export const NativeSelect = forwardRef<HTMLSelectElement, React.ComponentProps<"select">>(function NativeSelect(
  { className, ...props },
  ref,
) {
  return (
    <select
      ref={ref}
      className={cn(
        "w-full rounded-md border border-input bg-transparent px-2 py-1.5 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
        className,
      )}
      {...props}
    />
  );
});
