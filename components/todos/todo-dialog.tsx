"use client";
/**
 * The create/edit TODO dialog (docs/spec/site-and-admin.md §2 "Admin screens" 11; §5 "TODO": title required,
 * priority, category and status from their lists, due date optional; §9 defaults pending / medium / general).
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { createTodoAction, updateTodoAction } from "@/lib/todos/actions";
import { LabeledField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { TodoItem } from "@/lib/db/schema";
import {
  NEW_TODO,
  TODO_CATEGORIES,
  TODO_PRIORITIES,
  TODO_STATUSES,
  todoSchema,
  type TodoInput,
} from "@/lib/todos/schemas";
import { FormDialog } from "@/components/console/form-dialog";
import { SelectField } from "@/components/console/select-field";
import { useAdminAction } from "@/components/console/use-admin-action";
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS } from "@/lib/todos/labels";
import { todoInputOf } from "./todo-values";

/** Adds a TODO when `todo` is null, else edits it. Mount with a new `key` per opening. */
export function TodoDialog({ todo, onClose }: { todo: TodoItem | null; onClose: () => void }) {
  const form = useForm<TodoInput>({
    resolver: zodResolver(todoSchema),
    defaultValues: todo ? todoInputOf(todo) : NEW_TODO,
  });

  const options = {
    form,
    errorMessage: { title: "Error", fallback: todo ? "Failed to update TODO" : "Failed to create TODO" },
    successMessage: (_: unknown, input: TodoInput) => ({
      title: todo ? "TODO updated" : "TODO created",
      description: input.title,
    }),
    onSuccess: onClose,
  };
  const create = useAdminAction(createTodoAction, options);
  const update = useAdminAction(updateTodoAction, options);

  return (
    <FormDialog
      form={form}
      className="sm:max-w-lg"
      title={todo ? "Edit TODO" : "Add TODO"}
      description="Items appear in the weekly summary email by status and category."
      onSubmit={(input) => (todo ? update.run({ ...input, id: todo.id }) : create.run(input))}
      onClose={onClose}
      pending={create.pending || update.pending}
      submitLabel={todo ? "Save Changes" : "Add TODO"}
    >
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
        <SelectField
          control={form.control}
          name="priority"
          label="Priority"
          choices={TODO_PRIORITIES}
          labels={PRIORITY_LABELS}
        />
        <SelectField
          control={form.control}
          name="category"
          label="Category"
          choices={TODO_CATEGORIES}
          labels={CATEGORY_LABELS}
        />
        <SelectField
          control={form.control}
          name="status"
          label="Status"
          choices={TODO_STATUSES}
          labels={STATUS_LABELS}
        />
      </div>
      <LabeledField
        control={form.control}
        name="dueDate"
        label="Due Date"
        render={(field) => <Input type="date" className="w-fit" {...field} value={field.value ?? ""} />}
      />
    </FormDialog>
  );
}
