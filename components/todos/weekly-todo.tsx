"use client";
/**
 * The Weekly TODO System (docs/spec/site-and-admin.md §2 "Admin screens" 11): Send Weekly Email and Add TODO;
 * five stat cards (total, pending, in progress, completed, overdue); tabs All, Pending, In Progress and
 * Completed with counts, each a server page (`?tab=`, docs/decisions/data-and-jobs.md "Server-paged lists"); the create/edit dialog; delete with confirmation. "Send Weekly Email" toasts
 * Success or Error by the result's success flag (§8).
 */
import { IfMay } from "@/components/console/if-may";
import { useState } from "react";
import { AlertTriangle, CheckCircle2, Clock, ListTodo, Loader2, Mail, Plus } from "lucide-react";
import { toast } from "sonner";
import { deleteTodoAction, sendWeeklyEmailAction, updateTodoAction } from "@/lib/todos/actions";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { TodoCounts, TodoListPage } from "@/lib/todos/queries";
import type { TodoItem } from "@/lib/db/schema";
import { todoTabParser, type TodoTab } from "@/lib/todos/list-filter";
import { cn } from "@/lib/utils";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { useListFilter } from "@/components/console/list/use-list-state";
import { PageHeader } from "@/components/console/page-header";
import { StatCard } from "@/components/console/stat-card";
import { useAdminAction } from "@/components/console/use-admin-action";
import { TodoCard } from "./todo-card";
import { TodoDialog } from "./todo-dialog";
import { todoInputOf } from "./todo-values";
import { EmptyState } from "@/components/console/empty-state";

const TABS: { value: TodoTab; label: string; empty: string }[] = [
  { value: "all", label: "All", empty: "No TODOs yet. Add one to get started." },
  { value: "pending", label: "Pending", empty: "No pending TODOs." },
  { value: "in-progress", label: "In Progress", empty: "Nothing in progress." },
  { value: "completed", label: "Completed", empty: "No completed TODOs yet." },
];

type Editor = { todo: TodoItem | null; key: number } | null;

/**
 * The screen: `list` is the server's page of the tab `tab` (`?tab=&q=&cursor=`), `counts` the figures of
 * the cards and tabs; `today` is the date in the digest's time zone; `schedule` is the schedule form,
 * shown under the list.
 */
export function WeeklyTodo({
  list,
  tab,
  counts,
  today,
  schedule,
}: {
  list: TodoListPage;
  tab: TodoTab;
  counts: TodoCounts;
  today: string;
  schedule: React.ReactNode;
}) {
  const [editor, setEditor] = useState<Editor>(null);
  const [deleting, setDeleting] = useState<TodoItem | null>(null);
  const tabState = useListFilter("tab", todoTabParser);
  const tabCount: Record<TodoTab, number> = {
    all: counts.total,
    pending: counts.pending,
    "in-progress": counts.inProgress,
    completed: counts.completed,
  };

  const sendWeeklyEmail = useAdminAction(sendWeeklyEmailAction, {
    errorMessage: { title: "Error", fallback: "Failed to send the weekly summary email" },
    // The digest answers with its own success flag (§8): Success or Error by that flag.
    onSuccess: ({ success, message }) => {
      if (success) toast.success("Success", { description: message });
      else toast.error("Error", { description: message });
    },
  });
  const complete = useAdminAction(updateTodoAction, {
    errorMessage: { title: "Error", fallback: "Failed to update TODO" },
    successMessage: (_, input) => ({ title: "TODO completed", description: input.title }),
  });
  const remove = useAdminAction(deleteTodoAction, {
    errorMessage: { title: "Error", fallback: "Failed to delete TODO" },
    successMessage: { title: "TODO deleted", description: deleting?.title },
  });

  return (
    <>
      <PageHeader title="Weekly TODO System" description="Track the team's work and send the weekly summary email.">
        <IfMay permission="todos.send-digest">
          <Button variant="outline" onClick={() => void sendWeeklyEmail.run({})} disabled={sendWeeklyEmail.pending}>
            {sendWeeklyEmail.pending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Mail aria-hidden="true" />
            )}
            Send Weekly Email
          </Button>
        </IfMay>
        <IfMay permission="todos.create">
          <Button onClick={() => setEditor({ todo: null, key: Date.now() })}>
            <Plus aria-hidden="true" />
            Add TODO
          </Button>
        </IfMay>
      </PageHeader>
      <div className="mb-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <StatCard label="Total" value={counts.total} icon={ListTodo} />
        <StatCard label="Pending" value={counts.pending} icon={Clock} />
        <StatCard label="In Progress" value={counts.inProgress} icon={Loader2} />
        <StatCard label="Completed" value={counts.completed} icon={CheckCircle2} />
        <StatCard label="Overdue" value={counts.overdue} icon={AlertTriangle} />
      </div>
      <Tabs value={tabState.value} onValueChange={(value) => tabState.setValue(value as TodoTab)}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList className="h-auto flex-wrap">
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label} ({tabCount[t.value]})
              </TabsTrigger>
            ))}
          </TabsList>
          <ListSearch label="Search TODOs" placeholder="Search titles and descriptions..." />
        </div>
        {TABS.map((t) => (
          <TabsContent key={t.value} value={t.value} className="grid gap-3">
            {t.value !== tab ? (
              <p className="py-12 text-center text-sm text-muted-foreground" aria-busy="true">
                Loading…
              </p>
            ) : list.page.rows.length === 0 ? (
              <EmptyState bordered>{t.empty}</EmptyState>
            ) : (
              <div className={cn("grid gap-3", tabState.isPending && "opacity-60 transition-opacity")}>
                {list.page.rows.map((todo) => (
                  <TodoCard
                    key={todo.id}
                    todo={todo}
                    today={today}
                    onEdit={() => setEditor({ todo, key: Date.now() })}
                    onComplete={() => void complete.run({ ...todoInputOf(todo), id: todo.id, status: "completed" })}
                    onDelete={() => setDeleting(todo)}
                  />
                ))}
              </div>
            )}
            {t.value === tab && <ListPager page={list.page} total={list.total} noun="TODOs" />}
          </TabsContent>
        ))}
      </Tabs>
      <div className="mt-8">{schedule}</div>
      {editor && <TodoDialog key={editor.key} todo={editor.todo} onClose={() => setEditor(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete TODO"
        description={<>Are you sure you want to delete &quot;{deleting?.title}&quot;? This action cannot be undone.</>}
        confirmLabel="Delete"
        destructive
        onConfirm={() => deleting && remove.run({ id: deleting.id })}
      />
    </>
  );
}
