"use client";
/**
 * The Weekly TODO System (site-and-admin.md §2 "Admin screens" 11): Send Weekly Email and Add TODO;
 * five stat cards (total, pending, in progress, completed, overdue); tabs All, Pending, In Progress and
 * Completed with counts; the create/edit dialog; delete with confirmation. "Send Weekly Email" toasts
 * Success or Error by the result's success flag (§8).
 */
import { useState } from "react";
import { AlertTriangle, CheckCircle2, Clock, ListTodo, Loader2, Mail, Plus } from "lucide-react";
import { toast } from "sonner";
import { deleteTodoAction, sendWeeklyEmailAction, updateTodoAction } from "@/app/(admin)/weekly-todo/actions";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { TodoItem } from "@/lib/db/schema";
import { isOverdue } from "@/lib/todos/digest";
import { PageHeader } from "../page-header";
import { StatCard } from "../stat-card";
import { useActionErrorToast } from "../use-action-error-toast";
import { TodoCard } from "./todo-card";
import { TodoDialog } from "./todo-dialog";
import { todoInputOf } from "./todo-values";

const TABS = [
  { value: "all", label: "All", empty: "No TODOs yet. Add one to get started." },
  { value: "pending", label: "Pending", empty: "No pending TODOs." },
  { value: "in-progress", label: "In Progress", empty: "Nothing in progress." },
  { value: "completed", label: "Completed", empty: "No completed TODOs yet." },
] as const;

type Editor = { todo: TodoItem | null; key: number } | null;

/** The screen: `today` is the date in the digest's time zone; `schedule` is the schedule form, shown under the list. */
export function WeeklyTodo({ todos, today, schedule }: { todos: TodoItem[]; today: string; schedule: React.ReactNode }) {
  const toastError = useActionErrorToast();
  const [editor, setEditor] = useState<Editor>(null);
  const [deleting, setDeleting] = useState<TodoItem | null>(null);
  const [sending, setSending] = useState(false);
  const count = (status: string) => todos.filter((t) => t.status === status).length;
  const overdue = todos.filter((t) => isOverdue(t, today)).length;

  async function sendWeeklyEmail() {
    setSending(true);
    const result = await sendWeeklyEmailAction({}).catch(() => null);
    setSending(false);
    if (!result?.ok) return toastError(result?.error, { title: "Error", fallback: "Failed to send the weekly summary email" });
    if (result.data.success) toast.success("Success", { description: result.data.message });
    else toast.error("Error", { description: result.data.message });
  }

  async function complete(todo: TodoItem) {
    const result = await updateTodoAction({ ...todoInputOf(todo), id: todo.id, status: "completed" }).catch(() => null);
    if (!result?.ok) return toastError(result?.error, { title: "Error", fallback: "Failed to update TODO" });
    toast.success("TODO completed", { description: todo.title });
  }

  async function confirmDelete() {
    if (!deleting) return;
    const todo = deleting;
    const result = await deleteTodoAction({ id: todo.id }).catch(() => null);
    setDeleting(null);
    if (!result?.ok) return toastError(result?.error, { title: "Error", fallback: "Failed to delete TODO" });
    toast.success("TODO deleted", { description: todo.title });
  }

  return (
    <>
      <PageHeader title="Weekly TODO System" description="Track the team's work and send the weekly summary email.">
        <Button variant="outline" onClick={sendWeeklyEmail} disabled={sending}>
          {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
          Send Weekly Email
        </Button>
        <Button onClick={() => setEditor({ todo: null, key: Date.now() })}>
          <Plus aria-hidden="true" />
          Add TODO
        </Button>
      </PageHeader>
      <div className="mb-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <StatCard label="Total" value={todos.length} icon={ListTodo} />
        <StatCard label="Pending" value={count("pending")} icon={Clock} />
        <StatCard label="In Progress" value={count("in-progress")} icon={Loader2} />
        <StatCard label="Completed" value={count("completed")} icon={CheckCircle2} />
        <StatCard label="Overdue" value={overdue} icon={AlertTriangle} />
      </div>
      <Tabs defaultValue="all">
        <TabsList>
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label} ({tab.value === "all" ? todos.length : count(tab.value)})
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => {
          const items = tab.value === "all" ? todos : todos.filter((t) => t.status === tab.value);
          return (
            <TabsContent key={tab.value} value={tab.value} className="grid gap-3">
              {items.length === 0 ? (
                <p className="rounded-xl border border-dashed py-12 text-center text-sm text-muted-foreground">{tab.empty}</p>
              ) : (
                items.map((todo) => (
                  <TodoCard
                    key={todo.id}
                    todo={todo}
                    today={today}
                    onEdit={() => setEditor({ todo, key: Date.now() })}
                    onComplete={() => complete(todo)}
                    onDelete={() => setDeleting(todo)}
                  />
                ))
              )}
            </TabsContent>
          );
        })}
      </Tabs>
      <div className="mt-8">{schedule}</div>
      {editor && <TodoDialog key={editor.key} todo={editor.todo} onClose={() => setEditor(null)} />}
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete TODO</AlertDialogTitle>
            <AlertDialogDescription>
              Are you sure you want to delete &quot;{deleting?.title}&quot;? This action cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={confirmDelete}>Delete</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
