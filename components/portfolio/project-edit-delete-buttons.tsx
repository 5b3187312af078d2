/** The "Edit project" and "Delete project" icon buttons of a portfolio project, on its card and in the /settings Portfolio tab. */
import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { IfMay } from "@/components/console/if-may";

/**
 * The two buttons, named (and titled) "Edit project" and "Delete project"; the second is coloured as a deletion.
 * Each shows only to the roles that may edit or delete a project.
 */
export function ProjectEditDeleteButtons({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <IfMay permission="portfolio.update">
        <Button variant="ghost" size="icon" aria-label="Edit project" title="Edit project" onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
      </IfMay>
      <IfMay permission="portfolio.delete">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Delete project"
          title="Delete project"
          className="text-destructive hover:text-destructive"
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </IfMay>
    </>
  );
}
