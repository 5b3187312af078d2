"use client";
/** One TODO in the Weekly TODO System's list: title, badges, description, dates and its actions. */
import { IfMay } from "@/components/console/if-may";
import { CheckCircle2, Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import type { TodoItem } from "@/lib/db/schema";
import { isOverdue } from "@/lib/todos/digest";
import { formatDate } from "@/lib/format/date";
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS, labelOf } from "@/lib/todos/labels";
import { useMay } from "@/components/console/role-context";

const PRIORITY_VARIANT: Record<string, "destructive" | "secondary" | "outline"> = {
  high: "destructive",
  medium: "secondary",
  low: "outline",
};

/** The card; `today` (`YYYY-MM-DD`, the schedule's time zone) decides "Overdue". */
export function TodoCard({
  todo,
  today,
  onEdit,
  onComplete,
  onDelete,
}: {
  todo: TodoItem;
  today: string;
  onEdit: () => void;
  onComplete: () => void;
  onDelete: () => void;
}) {
  const done = todo.status === "completed";
  const mayEdit = useMay("todos.update");
  const mayDelete = useMay("todos.delete");
  return (
    <Card className="py-4" data-testid="todo-card">
      <CardContent className="flex flex-wrap items-start justify-between gap-4 px-4">
        <div className="min-w-0 flex-1 space-y-2">
          <h3 className={done ? "font-medium text-muted-foreground line-through" : "font-medium"}>{todo.title}</h3>
          <div className="flex flex-wrap gap-2">
            <Badge variant={done ? "default" : "outline"}>{labelOf(STATUS_LABELS, todo.status)}</Badge>
            <Badge variant={PRIORITY_VARIANT[todo.priority] ?? "outline"}>
              {labelOf(PRIORITY_LABELS, todo.priority)} priority
            </Badge>
            <Badge variant="outline">{labelOf(CATEGORY_LABELS, todo.category)}</Badge>
            {isOverdue(todo, today) && <Badge variant="destructive">Overdue</Badge>}
          </div>
          {todo.description && <p className="text-sm whitespace-pre-wrap text-muted-foreground">{todo.description}</p>}
          <p className="text-xs text-muted-foreground">
            {todo.dueDate && <>Due {formatDate(`${todo.dueDate}T00:00:00Z`)} · </>}
            {todo.completedAt ? (
              <>Completed {formatDate(todo.completedAt)}</>
            ) : (
              <>Created {formatDate(todo.createdAt)}</>
            )}
          </p>
        </div>
        {(mayEdit || mayDelete) && (
          <div className="flex gap-1">
            <IfMay permission="todos.update">
              {!done && (
                <Button variant="ghost" size="sm" onClick={onComplete}>
                  <CheckCircle2 aria-hidden="true" />
                  Complete
                </Button>
              )}
              <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${todo.title}`}>
                <Pencil aria-hidden="true" />
              </Button>
            </IfMay>
            <IfMay permission="todos.delete">
              <Button variant="ghost" size="icon" onClick={onDelete} aria-label={`Delete ${todo.title}`}>
                <Trash2 aria-hidden="true" />
              </Button>
            </IfMay>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
