/**
 * The TODOs tab (docs/spec/operator-console.md §2): each collected TODO with title ('Untitled TODO'), priority
 * badge ('normal'), description, site ('Unknown Site'), category, status ('pending') and assignee.
 */
import { Badge } from "@/components/ui/badge";
import { DISPLAY_DEFAULTS } from "@/lib/federation/protocol";
import { CollectedCard, CollectedList } from "./collected-list";
import type { TodoJson } from "./types";

const PRIORITY_VARIANT: Record<string, "destructive" | "default" | "secondary" | "outline"> = {
  high: "destructive",
  medium: "default",
  low: "secondary",
};

/** The list, or an empty message. */
export function CollectedTodos({ todos }: { todos: TodoJson[] }) {
  return (
    <CollectedList rows={todos} noun="TODOs" label="Collected TODOs">
      {(todo) => {
        const priority = todo.priority || DISPLAY_DEFAULTS.todoPriority;
        return (
          <CollectedCard>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-medium">{todo.title || DISPLAY_DEFAULTS.todoTitle}</h3>
              <Badge variant={PRIORITY_VARIANT[priority] ?? "outline"}>{priority}</Badge>
              <Badge variant="outline">{todo.status || DISPLAY_DEFAULTS.todoStatus}</Badge>
            </div>
            {todo.description && <p className="text-sm text-muted-foreground">{todo.description}</p>}
            <dl className="flex flex-wrap gap-x-6 gap-y-1 text-xs text-muted-foreground">
              <div>
                <dt className="inline">Site: </dt>
                <dd className="inline">{todo.siteName || DISPLAY_DEFAULTS.siteName}</dd>
              </div>
              <div>
                <dt className="inline">Category: </dt>
                <dd className="inline">{todo.category || DISPLAY_DEFAULTS.todoCategory}</dd>
              </div>
              <div>
                <dt className="inline">Assignee: </dt>
                <dd className="inline">{todo.assignedTo || "Unassigned"}</dd>
              </div>
            </dl>
          </CollectedCard>
        );
      }}
    </CollectedList>
  );
}
