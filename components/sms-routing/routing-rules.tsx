"use client";
/**
 * The Routing Rules tab's list (docs/spec/operator-console.md §2 "Routes", §8 "SMS routes"): the Add Route button,
 * the search and one server page of the table (docs/decisions/sms-and-conversations.md "SMS lists"), the add/edit dialog and
 * the delete confirmation, with the spec's toasts.
 */
import { IfMay } from "@/components/console/if-may";
import { useCallback, useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { deleteSmsRouteAction } from "@/lib/sms-intake/routing/actions";
import type { PagedList } from "@/lib/db/keyset";
import type { SmsRouteRow } from "@/lib/sms-intake/routing/queries";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { useListState } from "@/components/console/list/use-list-state";
import { useAdminAction } from "@/components/console/use-admin-action";
import { DeleteRouteDialog } from "./delete-route-dialog";
import { RouteDialog, type RouteNumberOption } from "./route-dialog";
import { RoutesTable } from "./routes-table";

/** Which dialog is open: adding (route null), editing, or none; a new `key` per opening resets the form. */
type Editor = { route: SmsRouteRow | null; key: number } | null;

/** The heading row with Add Route, the search, one server page of routes in decision order, and the pager. */
export function RoutingRules({
  page,
  total,
  numbers,
  internalTargets,
}: PagedList<SmsRouteRow> & {
  numbers: RouteNumberOption[];
  /** The registered internal handlers' target values, for the route dialog. */
  internalTargets: string[];
}) {
  const [editor, setEditor] = useState<Editor>(null);
  const [deleting, setDeleting] = useState<SmsRouteRow | null>(null);
  const list = useListState();
  const edit = useCallback((route: SmsRouteRow) => setEditor({ route, key: Date.now() }), []);
  const remove = useAdminAction(deleteSmsRouteAction, {
    errorMessage: { title: "Failed to delete SMS route", fallback: "Please try again." },
    successMessage: { title: "SMS route deleted successfully", description: deleting?.name },
  });

  return (
    <section aria-labelledby="routing-rules-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="routing-rules-heading" className="text-lg font-semibold">
            Routing Rules
          </h2>
          <p className="text-sm text-muted-foreground">Checked in ascending priority; the first match wins.</p>
        </div>
        <IfMay permission="routing.create-route">
          <Button onClick={() => setEditor({ route: null, key: Date.now() })}>
            <Plus aria-hidden="true" />
            Add Route
          </Button>
        </IfMay>
      </div>
      <ListSearch label="Search routes" placeholder="Search names, patterns or targets..." />
      <RoutesTable routes={page.rows} searching={list.q !== ""} onEdit={edit} onDelete={setDeleting} />
      <ListPager page={page} total={total} noun="routes" />
      {editor && (
        <RouteDialog
          key={editor.key}
          route={editor.route}
          numbers={numbers}
          internalTargets={internalTargets}
          onClose={() => setEditor(null)}
        />
      )}
      <DeleteRouteDialog
        route={deleting}
        onConfirm={(route) => remove.run({ id: route.id })}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
