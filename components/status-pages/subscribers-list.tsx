"use client";
/**
 * A status page's subscribers on /status-pages/<id> (docs/federation-protocol.md "Status pages"): who,
 * by which channel, and whether confirmed, pending or left; newest first, searched and paged on the
 * server (its own `s`-prefixed URL keys).
 */
import { ListPager } from "@/components/console/list/list-pager";
import { ListSearch } from "@/components/console/list/list-search";
import type { PagedList } from "@/lib/db/keyset";
import type { StatusSubscriber } from "@/lib/db/schema";
import { formatDate } from "@/lib/format/date";
import { SUBSCRIBE_CHANNEL_LABELS } from "@/lib/status-subscribers/schemas";

const stateOf = (s: StatusSubscriber) =>
  s.unsubscribedAt ? "Left" : s.confirmedAt ? "Confirmed" : "Awaiting confirmation";

export function SubscribersList({ list, searching }: { list: PagedList<StatusSubscriber>; searching: boolean }) {
  return (
    <section className="rounded-xl border bg-card p-4" aria-labelledby="subscribers-heading">
      <h2 id="subscribers-heading" className="mb-3 font-semibold">
        Subscribers
      </h2>
      <div className="mb-3">
        <ListSearch label="Search subscribers" placeholder="Search by address, number or URL..." prefix="s" />
      </div>
      {list.page.rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          {searching ? "No subscribers found." : "No subscribers yet."}
        </p>
      ) : (
        <ul className="divide-y">
          {list.page.rows.map((subscriber) => (
            <li
              key={subscriber.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
            >
              <span className="min-w-0 font-medium break-all">{subscriber.target}</span>
              <span className="text-muted-foreground">
                {SUBSCRIBE_CHANNEL_LABELS[subscriber.channel]} · {stateOf(subscriber)} ·{" "}
                {formatDate(subscriber.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ListPager page={list.page} total={list.total} noun="subscribers" prefix="s" />
    </section>
  );
}
