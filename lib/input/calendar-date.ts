/**
 * A calendar date as a date input gives it (`YYYY-MM-DD`): the one check shared by the forms that take
 * one (a TODO's due date, a lead's follow-up). The date must exist: 2026-02-30 is refused.
 */

/** True when `value` is `YYYY-MM-DD` and that day exists in the proleptic Gregorian calendar. */
export function isCalendarDate(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}
