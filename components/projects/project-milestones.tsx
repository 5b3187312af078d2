"use client";
/**
 * A project's milestones on its console page (docs/decisions/quotes-and-projects.md "The projects
 * console"): each a check box that marks its TODO item done or not; read-only to a role that may not.
 */
import { IfMay } from "@/components/console/if-may";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Checkbox } from "@/components/ui/checkbox";
import { setMilestoneDoneAction } from "@/lib/projects/actions";

/** The milestones of project `projectId`, in order. */
export function ProjectMilestones({
  projectId,
  milestones,
}: {
  projectId: number;
  milestones: { id: number; title: string; status: string }[];
}) {
  const toggle = useAdminAction(setMilestoneDoneAction, {
    errorMessage: { title: "Not changed", fallback: "The milestone could not be changed." },
    successMessage: "Milestone updated",
  });
  if (milestones.length === 0) return <p className="text-sm text-muted-foreground">No milestones.</p>;
  return (
    <ul className="grid gap-2">
      {milestones.map((m) => {
        const done = m.status === "completed";
        const label = <span className={done ? "text-muted-foreground line-through" : ""}>{m.title}</span>;
        return (
          <li key={m.id} className="flex items-start gap-3">
            <IfMay
              permission="projects.milestone"
              fallback={
                <>
                  <Checkbox checked={done} disabled aria-label={m.title} />
                  {label}
                </>
              }
            >
              <label className="flex items-start gap-3">
                <Checkbox
                  checked={done}
                  disabled={toggle.pending}
                  onCheckedChange={(checked) =>
                    void toggle.run({ projectId, milestoneId: m.id, done: checked === true })
                  }
                />
                {label}
              </label>
            </IfMay>
          </li>
        );
      })}
    </ul>
  );
}
