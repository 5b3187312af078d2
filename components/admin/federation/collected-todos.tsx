/**
 * The TODOs tab (docs/spec/operator-console.md §2): each collected TODO with title ('Untitled TODO'), priority
 * badge ('normal'), description, site ('Unknown Site'), category, status ('pending') and assignee.
 */
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { DISPLAY_DEFAULTS } from "@/lib/federation/protocol";
import type { TodoJson } from "./types";

const PRIORITY_VARIANT: Record<string, "destructive" | "default" | "secondary" | "outline"> = { high: "destructive", medium: "default", low: "secondary" };

/** The list, or an empty message. */
export function CollectedTodos({ todos }: { todos: TodoJson[] }) {
  if (todos.length === 0) return <p className="py-8 text-center text-sm text-muted-foreground">No TODOs collected yet. Sync your sites to collect them.</p>;
  return (
    <ul className="grid gap-3" aria-label="Collected TODOs">
      {todos.map((todo) => {
        const priority = todo.priority || DISPLAY_DEFAULTS.todoPriority;
        return (
          <li key={todo.id}>
            <Card className="gap-2 py-4">
              <CardContent className="space-y-2 px-4">
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
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
