"use client";
/**
 * The create/edit TODO dialog (docs/spec/site-and-admin.md §2 "Admin screens" 11; §5 "TODO": title required,
 * priority, category and status from their lists, due date optional; §9 defaults pending / medium / general).
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { createTodoAction, updateTodoAction } from "@/lib/todos/actions";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { TodoItem } from "@/lib/db/schema";
import { NEW_TODO, todoSchema, type TodoInput } from "@/lib/validations/todo";
import { DialogFormFooter } from "../dialog-form-footer";
import { useAdminAction } from "../use-admin-action";
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
  const form = useForm<TodoInput>({ resolver: zodResolver(todoSchema), defaultValues: todo ? todoInputOf(todo) : NEW_TODO });

  const options = {
    form,
    errorMessage: { title: "Error", fallback: todo ? "Failed to update TODO" : "Failed to create TODO" },
    successMessage: (_: unknown, input: TodoInput) => ({ title: todo ? "TODO updated" : "TODO created", description: input.title }),
    onSuccess: onClose,
  };
  const create = useAdminAction(createTodoAction, options);
  const update = useAdminAction(updateTodoAction, options);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{todo ? "Edit TODO" : "Add TODO"}</DialogTitle>
          <DialogDescription>Items appear in the weekly summary email by status and category.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit((input) => (todo ? update.run({ ...input, id: todo.id }) : create.run(input)))} noValidate className="grid gap-4">
            <LabeledField
              control={form.control}
              name="title"
              label="Title"
              render={(field) => <Input autoComplete="off" maxLength={255} {...field} />}
            />
            <LabeledField
              control={form.control}
              name="description"
              label="Description"
              render={(field) => <Textarea rows={3} placeholder="Optional" {...field} value={field.value ?? ""} />}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <ChoiceField form={form} name="priority" label="Priority" options={PRIORITY_LABELS} />
              <ChoiceField form={form} name="category" label="Category" options={CATEGORY_LABELS} />
              <ChoiceField form={form} name="status" label="Status" options={STATUS_LABELS} />
            </div>
            <LabeledField
              control={form.control}
              name="dueDate"
              label="Due Date"
              render={(field) => <Input type="date" className="w-fit" {...field} value={field.value ?? ""} />}
            />
            <DialogFormFooter onCancel={onClose} pending={create.pending || update.pending} submitLabel={todo ? "Save Changes" : "Add TODO"} />
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
