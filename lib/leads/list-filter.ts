/**
 * The inbox's filters as URL state (`?status=`, `?source=`, `?reply=`, `?assigned=`), shared by the /leads page
 * (server) and its filter controls (client, through nuqs), so a filtered inbox survives a reload.
 */
import { createLoader, parseAsStringLiteral } from "nuqs/server";
import { LEAD_SOURCES, LEAD_STATUSES } from "./statuses";

/** `all` or one of the spec's statuses. */
export const LEAD_STATUS_FILTERS = ["all", ...LEAD_STATUSES] as const;
/** `all` or one way the person reached the agency. */
export const LEAD_SOURCE_FILTERS = ["all", ...LEAD_SOURCES] as const;
/** `all`, or only leads whose latest inbound message is newer than the last answer. */
export const LEAD_REPLY_FILTERS = ["all", "needs-reply"] as const;

/** `all`, the signed-in user's leads, or the leads nobody looks after (docs/decisions/sms-and-conversations.md "Lead assignment"). */
export const LEAD_ASSIGNED_FILTERS = ["all", "me", "unassigned"] as const;

export type LeadStatusFilter = (typeof LEAD_STATUS_FILTERS)[number];
export type LeadSourceFilter = (typeof LEAD_SOURCE_FILTERS)[number];
export type LeadReplyFilter = (typeof LEAD_REPLY_FILTERS)[number];
export type LeadAssignedFilter = (typeof LEAD_ASSIGNED_FILTERS)[number];

/** nuqs parsers of the inbox's filters; an unknown value reads as `all`. */
export const leadFilterParsers = {
  status: parseAsStringLiteral(LEAD_STATUS_FILTERS).withDefault("all"),
  source: parseAsStringLiteral(LEAD_SOURCE_FILTERS).withDefault("all"),
  reply: parseAsStringLiteral(LEAD_REPLY_FILTERS).withDefault("all"),
  assigned: parseAsStringLiteral(LEAD_ASSIGNED_FILTERS).withDefault("all"),
};

/** Reads the filters from a page's `searchParams`. */
export const loadLeadFilters = createLoader(leadFilterParsers);
