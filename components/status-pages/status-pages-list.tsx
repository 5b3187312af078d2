"use client";
/**
 * The list of /status-pages (docs/federation-protocol.md "Status pages"): each page with its public
 * address, custom host, component and subscriber counts, whether it is published, and its actions (edit
 * settings, layout, publish or unpublish, delete); searched and paged on the server. A new page is a draft:
 * the public sees nothing until it is published.
 */
import { IfMay } from "@/components/console/if-may";
import { useState } from "react";
import { EyeOff, ExternalLink, Globe, LayoutList, Pencil, Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { IntentLink } from "@/components/console/intent-link";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { PagedList } from "@/lib/db/keyset";
import { deleteStatusPageAction, publishStatusPageAction } from "@/lib/status-pages/actions";
import type { StatusPageListRow } from "@/lib/status-pages/queries";
import { StatusPageSettingsDialog } from "./status-page-settings-dialog";

export function StatusPagesList({ list, searching }: { list: PagedList<StatusPageListRow>; searching: boolean }) {
  const [editing, setEditing] = useState<StatusPageListRow | "new" | null>(null);
  const [deleting, setDeleting] = useState<StatusPageListRow | null>(null);
  const remove = useAdminAction(deleteStatusPageAction, {
    errorMessage: { title: "Failed to delete status page", fallback: "The status page could not be deleted." },
    successMessage: "Status page deleted",
  });
  const publish = useAdminAction(publishStatusPageAction, {
    errorMessage: { title: "Failed to change the status page", fallback: "The status page could not be changed." },
    successMessage: (data) =>
      data.published ? "Status page published" : "Status page unpublished: it is a draft again",
  });
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <ListSearch label="Search status pages" placeholder="Search by name or address..." />
        <IfMay permission="status-pages.settings">
          <Button onClick={() => setEditing("new")}>New status page</Button>
        </IfMay>
      </div>
      {list.page.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed py-16 text-center text-sm text-muted-foreground">
          {searching
            ? "No status pages found."
            : "No status pages yet. Create one to show your sites' status to your clients."}
        </p>
      ) : (
        <ul className="grid gap-3">
          {list.page.rows.map((page) => (
            <li key={page.id} className="rounded-xl border bg-card p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="flex flex-wrap items-center gap-2 font-semibold">
                    {page.name}
                    {page.publishedAt ? (
                      <Badge variant="secondary">Published</Badge>
                    ) : (
                      <Badge variant="outline">Draft: not public yet</Badge>
                    )}
                  </h2>
                  <a
                    href={`/status/${page.slug}`}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 text-sm break-all underline underline-offset-2"
                  >
                    /status/{page.slug} <ExternalLink className="size-3" aria-hidden="true" />
                  </a>
                  {page.customHost && (
                    <p className="text-sm break-all text-muted-foreground">Custom host: {page.customHost}</p>
                  )}
                  <p className="text-sm text-muted-foreground">
                    {page.components === 1 ? "1 component" : `${page.components} components`} ·{" "}
                    {page.subscribers === 1 ? "1 subscriber" : `${page.subscribers} subscribers`} · {page.timeZone}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" size="sm" asChild>
                    <IntentLink href={`/status-pages/${page.id}`}>
                      <LayoutList aria-hidden="true" /> Components
                    </IntentLink>
                  </Button>
                  <IfMay permission="status-pages.settings">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditing(page)}
                      aria-label={`Edit settings of ${page.name}`}
                    >
                      <Pencil aria-hidden="true" /> Settings
                    </Button>
                  </IfMay>
                  <IfMay permission="status-pages.publish">
                    <Button
                      variant={page.publishedAt ? "outline" : "default"}
                      size="sm"
                      disabled={publish.pending}
                      onClick={() => publish.run({ id: page.id, published: !page.publishedAt })}
                      aria-label={`${page.publishedAt ? "Unpublish" : "Publish"} ${page.name}`}
                    >
                      {page.publishedAt ? <EyeOff aria-hidden="true" /> : <Globe aria-hidden="true" />}
                      {page.publishedAt ? "Unpublish" : "Publish"}
                    </Button>
                  </IfMay>
                  <IfMay permission="status-pages.delete">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setDeleting(page)}
                      aria-label={`Delete ${page.name}`}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </IfMay>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ListPager page={list.page} total={list.total} noun="status pages" />
      {editing && (
        <StatusPageSettingsDialog
          key={editing === "new" ? "new" : editing.id}
          page={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? "status page"}?`}
        description="The public page goes away with its subscribers. Incidents and maintenance stay."
        confirmLabel="Delete"
        destructive
        onConfirm={() => deleting && remove.run({ id: deleting.id })}
      />
    </>
  );
}
