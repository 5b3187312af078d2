/**
 * The outbox list's status filter as URL state (`?status=`), shared by /email-test (server) and its
 * toolbar (client, through nuqs) (docs/decisions/data-and-jobs.md "Server-paged lists").
 */
import { createLoader, parseAsStringLiteral } from "nuqs/server";

/** The filter's values: every message, or one `outbox_messages.status`. */
export const OUTBOX_STATUS_FILTERS = ["all", "pending", "sent", "unsent", "failed", "canceled"] as const;

/** One of `OUTBOX_STATUS_FILTERS`. */
export type OutboxStatusFilter = (typeof OUTBOX_STATUS_FILTERS)[number];

/** The nuqs parser of `?status=` (an unknown value reads as `all`). */
export const outboxStatusParser = parseAsStringLiteral(OUTBOX_STATUS_FILTERS).withDefault("all");

/** Reads `?status=` from a page's `searchParams`. */
export const loadOutboxStatus = createLoader({ status: outboxStatusParser });
