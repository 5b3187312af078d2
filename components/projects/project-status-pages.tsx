"use client";
/**
 * The status pages a project's client sees (docs/decisions/quotes-and-projects.md "The projects
 * console"): the linked ones, and a dialog choosing among the published pages.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Activity } from "lucide-react";
import { FormDialog } from "@/components/console/form-dialog";
import { IfMay } from "@/components/console/if-may";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { setProjectStatusPagesAction } from "@/lib/projects/actions";
import { projectStatusPagesSchema } from "@/lib/projects/schemas";

type PageChoice = { id: number; name: string; slug: string };

function StatusPagesDialog({
  projectId,
  linked,
  pages,
  onClose,
}: {
  projectId: number;
  linked: number[];
  pages: PageChoice[];
  onClose: () => void;
}) {
  const form = useForm<z.input<typeof projectStatusPagesSchema>>({
    resolver: zodResolver(projectStatusPagesSchema),
    defaultValues: { projectId, statusPageIds: linked },
  });
  const save = useAdminAction(setProjectStatusPagesAction, {
    form,
    errorMessage: { title: "Not saved", fallback: "The status pages could not be saved." },
    successMessage: "Status pages saved",
    onSuccess: onClose,
  });
  return (
    <FormDialog
      form={form}
      title="The client's sites"
      description="The published status pages this client's page shows."
      onSubmit={(input) => save.run(input)}
      onClose={onClose}
      pending={save.pending}
      submitLabel="Save"
    >
      <FormField
        control={form.control}
        name="statusPageIds"
        render={({ field }) => (
          <FormItem>
            {pages.length === 0 && <p className="text-sm text-muted-foreground">No published status pages yet.</p>}
            {pages.map((page) => (
              <FormItem key={page.id} className="flex items-center gap-3">
                <FormControl>
                  <Checkbox
                    checked={field.value.includes(page.id)}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked === true ? [...field.value, page.id] : field.value.filter((id) => id !== page.id),
                      )
                    }
                  />
                </FormControl>
                <FormLabel className="font-normal">
                  {page.name} <span className="text-muted-foreground">/status/{page.slug}</span>
                </FormLabel>
              </FormItem>
            ))}
            <FormMessage />
          </FormItem>
        )}
      />
    </FormDialog>
  );
}

/** The linked pages of project `projectId` and the chooser. */
export function ProjectStatusPages({
  projectId,
  linked,
  pages,
}: {
  projectId: number;
  linked: number[];
  pages: PageChoice[];
}) {
  const [open, setOpen] = useState(0);
  const shown = pages.filter((p) => linked.includes(p.id));
  return (
    <div className="grid gap-3">
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No status page linked.</p>
      ) : (
        <ul className="grid gap-1" aria-label="Linked status pages">
          {shown.map((p) => (
            <li key={p.id}>
              {p.name} <span className="text-sm text-muted-foreground">/status/{p.slug}</span>
            </li>
          ))}
        </ul>
      )}
      <IfMay permission="projects.status-pages">
        <Button variant="outline" className="w-fit" onClick={() => setOpen((n) => n + 1)}>
          <Activity aria-hidden="true" /> Edit the client&apos;s sites
        </Button>
      </IfMay>
      {open > 0 && (
        <StatusPagesDialog key={open} projectId={projectId} linked={linked} pages={pages} onClose={() => setOpen(0)} />
      )}
    </div>
  );
}
