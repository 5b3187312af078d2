"use client";
/**
 * The create/edit TODO dialog (site-and-admin.md §2 "Admin screens" 11; §5 "TODO": title required,
 * priority, category and status from their lists, due date optional; §9 defaults pending / medium / general).
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { createTodoAction, updateTodoAction } from "@/app/(admin)/weekly-todo/actions";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { TodoItem } from "@/lib/db/schema";
import { NEW_TODO, todoSchema, type TodoInput } from "@/lib/validations/todo";
import { useActionErrorToast } from "../use-action-error-toast";
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS } from "./labels";
import { todoInputOf } from "./todo-values";

/** A select of `options` bound to one form field, with a visible label. */
function ChoiceField<N extends "priority" | "category" | "status">({
  form,
  name,
  label,
  options,
}: {
  form: ReturnType<typeof useForm<TodoInput>>;
  name: N;
  label: string;
  options: Record<string, string>;
}) {
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger className="w-full">
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {Object.entries(options).map(([value, text]) => (
                <SelectItem key={value} value={value}>
                  {text}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** Adds a TODO when `todo` is null, else edits it. Mount with a new `key` per opening. */
export function TodoDialog({ todo, onClose }: { todo: TodoItem | null; onClose: () => void }) {
  const toastError = useActionErrorToast();
  const form = useForm<TodoInput>({ resolver: zodResolver(todoSchema), defaultValues: todo ? todoInputOf(todo) : NEW_TODO });

  async function onValid(input: TodoInput) {
    const result = await (todo ? updateTodoAction({ ...input, id: todo.id }) : createTodoAction(input)).catch(() => null);
    if (!result?.ok) {
      toastError(result?.error, { title: "Error", fallback: todo ? "Failed to update TODO" : "Failed to create TODO" });
      return;
    }
    toast.success(todo ? "TODO updated" : "TODO created", { description: input.title });
    onClose();
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{todo ? "Edit TODO" : "Add TODO"}</DialogTitle>
          <DialogDescription>Items appear in the weekly summary email by status and category.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onValid)} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="title"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Title</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" maxLength={255} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="description"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Description</FormLabel>
                  <FormControl>
                    <Textarea rows={3} placeholder="Optional" {...field} value={field.value ?? ""} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <ChoiceField form={form} name="priority" label="Priority" options={PRIORITY_LABELS} />
              <ChoiceField form={form} name="category" label="Category" options={CATEGORY_LABELS} />
              <ChoiceField form={form} name="status" label="Status" options={STATUS_LABELS} />
            </div>
            <FormField
              control={form.control}
              name="dueDate"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Due Date</FormLabel>
                  <FormControl>
                    <Input type="date" className="w-fit" {...field} value={field.value ?? ""} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? "Saving..." : todo ? "Save Changes" : "Add TODO"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
