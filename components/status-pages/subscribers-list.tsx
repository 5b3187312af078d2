"use client";
/**
 * A status page's subscribers on /status-pages/<id> (docs/federation-protocol.md "Status pages"): who,
 * by which channel, whether confirmed, waiting or left, and since when; newest first, searched and paged
 * on the server (its own `s`-prefixed URL keys). Staff add a chat app and remove a subscriber; owners
 * download the search's rows as CSV. A chat app's target is shown masked: the destination is a credential.
 */
import { useState } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { Download, MessageSquarePlus, Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { DataTable, columnMeta } from "@/components/console/list/data-table";
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import { RowActionButton, RowActions } from "@/components/console/list/row-actions";
import { useListState } from "@/components/console/list/use-list-state";
import { IfMay } from "@/components/console/if-may";
import { useMay } from "@/components/console/role-context";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { PagedList } from "@/lib/db/keyset";
import type { StatusSubscriber } from "@/lib/db/schema";
import { formatDate } from "@/lib/format/date";
import { removeSubscriberAction } from "@/lib/status-subscribers/actions";
import { SUBSCRIBER_STATE_LABELS, subscriberChannelLabel, subscriberState } from "@/lib/status-subscribers/labels";
import { ChatSubscriberDialog } from "./chat-subscriber-dialog";

const STATE_VARIANT = { confirmed: "default", pending: "secondary", left: "outline" } as const;

export function SubscribersList({
  pageId,
  list,
  searching,
}: {
  pageId: number;
  list: PagedList<StatusSubscriber>;
  searching: boolean;
}) {
  const [removing, setRemoving] = useState<StatusSubscriber | null>(null);
  const [addingChat, setAddingChat] = useState(false);
  const mayRemove = useMay("status-subscribers.remove");
  const { q, isPending } = useListState("s");
  const remove = useAdminAction(removeSubscriberAction, {
    errorMessage: { title: "Failed to remove subscriber", fallback: "The subscriber could not be removed." },
    successMessage: "Subscriber removed",
  });
  const columns: ColumnDef<StatusSubscriber, unknown>[] = [
    {
      id: "target",
      header: "Subscriber",
      meta: columnMeta("min-w-48 break-all whitespace-normal"),
      cell: ({ row: { original: s } }) => <span className="font-medium">{s.target}</span>,
    },
    { id: "channel", header: "Channel", cell: ({ row: { original: s } }) => subscriberChannelLabel(s.channel) },
    {
      id: "state",
      header: "State",
      cell: ({ row: { original: s } }) => {
        const state = subscriberState(s);
        return <Badge variant={STATE_VARIANT[state]}>{SUBSCRIBER_STATE_LABELS[state]}</Badge>;
      },
    },
    {
      id: "created",
      header: "Since",
      meta: columnMeta("whitespace-nowrap"),
      cell: ({ row: { original: s } }) => <time dateTime={s.createdAt.toISOString()}>{formatDate(s.createdAt)}</time>,
    },
    ...(mayRemove
      ? [
          {
            id: "actions",
            header: "Actions",
            meta: columnMeta("text-right"),
            cell: ({ row: { original: s } }: { row: { original: StatusSubscriber } }) => (
              <RowActions>
                <IfMay permission="status-subscribers.remove">
                  <RowActionButton
                    label={`Remove ${s.target}`}
                    icon={Trash2}
                    destructive
                    onClick={() => setRemoving(s)}
                  />
                </IfMay>
              </RowActions>
            ),
          },
        ]
      : []),
  ];
  const exportHref = `/api/admin/status-pages/${pageId}/subscribers/export${q ? `?sq=${encodeURIComponent(q)}` : ""}`;
  return (
    <section className="min-w-0 rounded-xl border bg-card p-4" aria-labelledby="subscribers-heading">
      <h2 id="subscribers-heading" className="mb-3 font-semibold">
        Subscribers
      </h2>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <ListSearch label="Search subscribers" placeholder="Search by address, number or URL..." prefix="s" />
        <div className="flex flex-wrap items-center gap-3">
          {list.page.rows.length > 0 && (
            <IfMay permission="status-subscribers.export">
              <a
                href={exportHref}
                download
                className="inline-flex items-center gap-1.5 text-sm font-medium underline underline-offset-4"
              >
                <Download aria-hidden="true" className="size-4" /> Export CSV
              </a>
            </IfMay>
          )}
          <IfMay permission="status-subscribers.add-chat">
            <Button variant="outline" size="sm" onClick={() => setAddingChat(true)}>
              <MessageSquarePlus aria-hidden="true" /> Add chat app
            </Button>
          </IfMay>
        </div>
      </div>
      <DataTable
        caption="Subscribers"
        columns={columns}
        rows={list.page.rows}
        getRowId={(s) => String(s.id)}
        pending={isPending}
        empty={
          <p className="py-6 text-center text-sm text-muted-foreground">
            {searching ? "No subscribers found." : "No subscribers yet."}
          </p>
        }
      />
      <ListPager page={list.page} total={list.total} noun="subscribers" prefix="s" />
      {addingChat && <ChatSubscriberDialog pageId={pageId} onClose={() => setAddingChat(false)} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(next) => !next && setRemoving(null)}
        title="Remove this subscriber?"
        description={`${removing?.target ?? ""} stops getting this page's notices, and its record is deleted. They can subscribe again.`}
        confirmLabel="Remove"
        destructive
        onConfirm={() => (removing ? remove.run({ pageId, id: removing.id }) : null)}
      />
    </section>
  );
}
