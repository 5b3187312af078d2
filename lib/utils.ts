import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (strings, arrays, `{ class: condition }` objects) with clsx, then lets
 * tailwind-merge drop Tailwind classes that a later one overrides (`cn("px-2", "px-4")` is `"px-4"`).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
