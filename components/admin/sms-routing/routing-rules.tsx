"use client";
/**
 * The Routing Rules tab's list (operator-console.md §2 "Routes", §8 "SMS routes"): the Add Route button,
 * the table, the add/edit dialog and the delete confirmation, with the spec's toasts.
 */
import { useState } from "react";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { deleteSmsRouteAction } from "@/app/(admin)/sms-routing/actions";
import type { SmsRouteRow } from "@/lib/db/queries/sms-routing";
import { useActionErrorToast } from "../use-action-error-toast";
import { DeleteRouteDialog } from "./delete-route-dialog";
import { RouteDialog, type RouteNumberOption } from "./route-dialog";
import { RoutesTable } from "./routes-table";

/** Which dialog is open: adding (route null), editing, or none; a new `key` per opening resets the form. */
type Editor = { route: SmsRouteRow | null; key: number } | null;

/** The heading row with Add Route, then the table. */
export function RoutingRules({ routes, numbers }: { routes: SmsRouteRow[]; numbers: RouteNumberOption[] }) {
  const toastError = useActionErrorToast();
  const [editor, setEditor] = useState<Editor>(null);
  const [deleting, setDeleting] = useState<SmsRouteRow | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    const route = deleting;
    const result = await deleteSmsRouteAction({ id: route.id }).catch(() => null);
    setDeleting(null);
    if (!result?.ok) return toastError(result?.error, { title: "Failed to delete SMS route", fallback: "Please try again." });
    toast.success("SMS route deleted successfully", { description: route.name });
  }

  return (
    <section aria-labelledby="routing-rules-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="routing-rules-heading" className="text-lg font-semibold">
            Routing Rules
          </h2>
          <p className="text-sm text-muted-foreground">Checked in ascending priority; the first match wins.</p>
        </div>
        <Button onClick={() => setEditor({ route: null, key: Date.now() })}>
          <Plus aria-hidden="true" />
          Add Route
        </Button>
      </div>
      <RoutesTable routes={routes} onEdit={(route) => setEditor({ route, key: Date.now() })} onDelete={setDeleting} />
      {editor && <RouteDialog key={editor.key} route={editor.route} numbers={numbers} onClose={() => setEditor(null)} />}
      <DeleteRouteDialog route={deleting} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)} />
    </section>
  );
}
