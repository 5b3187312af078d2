/** /weekly-todo: Weekly TODO System (site-and-admin.md §2 "Admin screens" 11) and the weekly summary's schedule. */
import type { Metadata } from "next";
import { DigestScheduleForm } from "@/components/admin/weekly-todo/digest-schedule-form";
import { WeeklyTodo } from "@/components/admin/weekly-todo/weekly-todo";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { getEmailScheduler, listTodos } from "@/lib/db/queries/todos";
import { localDate } from "@/lib/todos/zoned-time";
import { SCHEDULE_DAYS, type ScheduleDay } from "@/lib/validations/todo";

export const metadata: Metadata = { title: "Weekly TODO System" };

/** The TODO list with its stats and tabs, and the schedule of the weekly summary. Signed-in users only. */
export default async function WeeklyTodoPage() {
  await requireUser();
  const [todos, scheduler] = await Promise.all([listTodos(), getEmailScheduler()]);
  const scheduleDay = (SCHEDULE_DAYS as readonly string[]).includes(scheduler.scheduleDay) ? (scheduler.scheduleDay as ScheduleDay) : "monday";
  const schedule = (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Weekly summary email</h2>
        </CardTitle>
        <CardDescription>
          Completed, pending and overdue items by category, sent to the recipient every week.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DigestScheduleForm
          schedule={{
            isEnabled: scheduler.isEnabled,
            scheduleDay,
            scheduleTime: scheduler.scheduleTime,
            timeZone: scheduler.timeZone,
            recipientEmail: scheduler.recipientEmail,
            lastRun: scheduler.lastRun?.toISOString() ?? null,
            nextRun: scheduler.nextRun?.toISOString() ?? null,
          }}
          timeZones={["UTC", ...Intl.supportedValuesOf("timeZone")]}
        />
      </CardContent>
    </Card>
  );
  return <WeeklyTodo todos={todos} today={localDate(new Date(), scheduler.timeZone)} schedule={schedule} />;
}
