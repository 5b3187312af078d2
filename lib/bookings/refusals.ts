/**
 * The words of a refused time (docs/decisions/bookings.md "Bookings"), answered on the form's `startAt` field: a
 * taken time is a `conflict` (409), every other refusal `invalid` (422).
 */
import { AppError } from "@/lib/errors/app-error";
import type { SlotRefusal } from "./slots";

export const SLOT_REFUSALS: Record<SlotRefusal, string> = {
  past: "This time has passed. Choose a later one.",
  notice: "This time is too soon to book. Choose a later one.",
  horizon: "This time is too far ahead to book. Choose an earlier one.",
  hours: "This time is not offered. Choose one of the times shown.",
  cap: "This day is fully booked. Choose another day.",
  taken: "This time was just taken. Choose another one.",
};

/** The error for `refusal`, on the `startAt` field. */
export function slotRefusalError(refusal: SlotRefusal): AppError {
  const message = SLOT_REFUSALS[refusal];
  return new AppError(refusal === "taken" ? "conflict" : "invalid", message, { fieldErrors: { startAt: [message] } });
}

/** A field error on `field`, as `invalid`. */
export function fieldError(field: string, message: string): AppError {
  return new AppError("invalid", message, { fieldErrors: { [field]: [message] } });
}
