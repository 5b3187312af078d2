/** /weekly-todo: Weekly TODO System (docs/spec/site-and-admin.md §2 "Admin screens" 11) and the weekly summary's schedule. */
import type { Metadata } from "next";
import { DigestScheduleForm } from "@/components/todos/digest-schedule-form";
import { WeeklyTodo } from "@/components/todos/weekly-todo";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { notificationRecipients } from "@/lib/account/notification-settings";
import { db } from "@/lib/db";
import { countTodos, getEmailScheduler, listTodoPage } from "@/lib/todos/queries";
import { readListParams } from "@/lib/pagination/list-params";
import { loadTodoTab } from "@/lib/todos/list-filter";
import { localDate } from "@/lib/format/zoned-time";
import { SCHEDULE_DAYS, type ScheduleDay } from "@/lib/todos/schemas";

export const metadata: Metadata = { title: "Weekly TODO System" };

/** One tab's page of TODOs (`?tab=&q=&cursor=`) with the figures, and the schedule of the weekly summary. Signed-in users only. */
export default async function WeeklyTodoPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireUser();
  const params = await searchParams;
  const { tab } = loadTodoTab(params);
  const scheduler = await getEmailScheduler(db);
  const today = localDate(new Date(), scheduler.timeZone);
  const [list, counts, recipients] = await Promise.all([
    listTodoPage({ ...readListParams(params), tab }),
    countTodos(today),
    notificationRecipients(db, "weekly-digest"),
  ]);
  const scheduleDay = (SCHEDULE_DAYS as readonly string[]).includes(scheduler.scheduleDay)
    ? (scheduler.scheduleDay as ScheduleDay)
    : "monday";
  const schedule = (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Weekly summary email</h2>
        </CardTitle>
        <CardDescription>
          Completed, pending and overdue items by category, sent every week to the team members who chose it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DigestScheduleForm
          schedule={{
            isEnabled: scheduler.isEnabled,
            scheduleDay,
            scheduleTime: scheduler.scheduleTime,
            timeZone: scheduler.timeZone,
            lastRun: scheduler.lastRun?.toISOString() ?? null,
            nextRun: scheduler.nextRun?.toISOString() ?? null,
          }}
          timeZones={["UTC", ...Intl.supportedValuesOf("timeZone")]}
          recipients={recipients}
        />
      </CardContent>
    </Card>
  );
  return <WeeklyTodo list={list} tab={tab} counts={counts} today={today} schedule={schedule} />;
}
