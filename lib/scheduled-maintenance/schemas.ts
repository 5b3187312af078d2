/**
 * The maintenance form (docs/federation-protocol.md "Incidents and maintenance"), shared by the dialog and
 * `saveMaintenanceAction`. Times are wall-clock times in the window's own zone (`YYYY-MM-DDTHH:MM`, what a
 * `datetime-local` field gives), so a weekly window is defined where it happens, not where the admin sits;
 * the server turns them into instants (lib/format/zoned-time.ts `instantAt`).
 */
import { z } from "zod";
import { isTimeZone } from "@/lib/format/date";
import { instantAt } from "@/lib/format/zoned-time";
import { affectedSites } from "@/lib/incidents/schemas";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WEEK_MS = 7 * 86_400_000;

const localDateTime = (label: string) => z.string().regex(LOCAL_DATE_TIME, `${label} must be a date and time`);

/** `value` (`YYYY-MM-DDTHH:MM`) in `timeZone` as an instant. */
export function localToInstant(value: string, timeZone: string): Date {
  const [, date, time] = LOCAL_DATE_TIME.exec(value)!;
  return instantAt(date!, time!, timeZone);
}

export const maintenanceSchema = z
  .object({
    /** Absent: a new window. */
    id: rowId("Unknown maintenance").optional(),
    title: userText({ label: "Title" })
      .min(1, "Please enter a title")
      .max(200, "Title must be 200 characters or fewer"),
    description: userText({ label: "Description", multiline: true }).max(
      5000,
      "Description must be 5,000 characters or fewer",
    ),
    timeZone: userText({ label: "Time zone" })
      .min(1, "Please choose a time zone")
      .refine(isTimeZone, "Unknown time zone"),
    startsLocal: localDateTime("Start"),
    endsLocal: localDateTime("End"),
    repeatsWeekly: z.boolean(),
    /** The last day a weekly window may start (`YYYY-MM-DD`, in its zone); "" for no end. */
    repeatUntil: z.string().refine((v) => v === "" || LOCAL_DATE.test(v), "Repeat until must be a date"),
    siteIds: affectedSites,
  })
  .transform((v, ctx) => {
    const startsAt = localToInstant(v.startsLocal, v.timeZone);
    const endsAt = localToInstant(v.endsLocal, v.timeZone);
    if (endsAt.getTime() <= startsAt.getTime()) {
      ctx.addIssue({ code: "custom", path: ["endsLocal"], message: "The window must end after it starts" });
      return z.NEVER;
    }
    if (v.repeatsWeekly && endsAt.getTime() - startsAt.getTime() >= WEEK_MS) {
      ctx.addIssue({ code: "custom", path: ["endsLocal"], message: "A weekly window must be shorter than a week" });
      return z.NEVER;
    }
    const repeatUntil = v.repeatsWeekly && v.repeatUntil ? instantAt(v.repeatUntil, "23:59", v.timeZone) : null;
    if (repeatUntil && repeatUntil.getTime() < startsAt.getTime()) {
      ctx.addIssue({
        code: "custom",
        path: ["repeatUntil"],
        message: "Repeat until must not be before the first window",
      });
      return z.NEVER;
    }
    return {
      id: v.id,
      title: v.title,
      description: v.description,
      timeZone: v.timeZone,
      startsAt,
      endsAt,
      repeatsWeekly: v.repeatsWeekly,
      repeatUntil,
      siteIds: v.siteIds,
    };
  });
export type MaintenanceFormValues = z.input<typeof maintenanceSchema>;
export type MaintenanceInput = z.output<typeof maintenanceSchema>;

export const maintenanceIdSchema = z.object({ id: rowId("Unknown maintenance") });
