/**
 * A quote's statuses and event kinds (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"), without
 * database imports so client components can list them. `draft → sent → viewed → accepted | declined |
 * expired | void`; `expired` is read from the version's valid-until date when the quote is shown.
 */

export const QUOTE_STATUSES = ["draft", "sent", "viewed", "accepted", "declined", "expired", "void"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Statuses in which the client may still answer. */
export const OPEN_QUOTE_STATUSES = ["sent", "viewed"] as const satisfies readonly QuoteStatus[];

/** What the event chain records. */
export const QUOTE_EVENT_KINDS = [
  "created",
  "revised",
  "sent",
  "viewed",
  "accepted",
  "declined",
  "voided",
  "sealed",
] as const;
export type QuoteEventKind = (typeof QUOTE_EVENT_KINDS)[number];

/** How each status reads on the console. */
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  void: "Void",
};

/** The list's status filter labels. */
export const QUOTE_STATUS_FILTER_LABELS: Record<"all" | QuoteStatus, string> = {
  all: "All statuses",
  ...QUOTE_STATUS_LABELS,
};

/** The list's assignee filter labels. */
export const QUOTE_ASSIGNED_FILTER_LABELS = { all: "Anyone", me: "Assigned to me", unassigned: "Unassigned" } as const;
