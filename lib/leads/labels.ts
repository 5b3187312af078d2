/**
 * How a lead, its status and its sources read in the console (docs/sms.md "Leads"). Pure, for server and
 * client components alike. Project codes have the lead's statuses, so their screens read them here too.
 */
import { formatPhoneNumber } from "@/lib/format/phone";
import type { LeadAssignedFilter, LeadReplyFilter, LeadSourceFilter, LeadStatusFilter } from "./list-filter";
import { LEAD_STATUSES, type LeadSource } from "./statuses";

/** A status as a title: "in-progress" reads "In Progress". */
export function statusLabel(status: string): string {
  return status
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** What the console shows for each source. */
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  sms: "SMS",
  contact: "Contact form",
  redemption: "Redemption",
  booking: "Booking",
};

/** The inbox's status filter options. */
export const LEAD_STATUS_FILTER_LABELS = {
  all: "All statuses",
  ...Object.fromEntries(LEAD_STATUSES.map((status) => [status, statusLabel(status)])),
} as Record<LeadStatusFilter, string>;

/** The inbox's source filter options. */
export const LEAD_SOURCE_FILTER_LABELS: Record<LeadSourceFilter, string> = {
  all: "All sources",
  ...LEAD_SOURCE_LABELS,
};

/** The inbox's reply filter options. */
export const LEAD_ASSIGNED_FILTER_LABELS: Record<LeadAssignedFilter, string> = {
  all: "Anyone's",
  me: "Assigned to me",
  unassigned: "Unassigned",
};
export const LEAD_REPLY_FILTER_LABELS: Record<LeadReplyFilter, string> = {
  all: "Answered or not",
  "needs-reply": "Needs reply",
};

/** Who the lead is: the name when known, else the phone, else the e-mail, else "Lead #id". */
export function leadTitle(lead: {
  id: number;
  name: string | null;
  phone: string | null;
  email: string | null;
}): string {
  return lead.name ?? (lead.phone ? formatPhoneNumber(lead.phone) : null) ?? lead.email ?? `Lead #${lead.id}`;
}

/**
 * What a message from the client's page is filed as (`contact_requests.project_type`,
 * docs/decisions/quotes-and-projects.md "The client's page"), and how the timeline titles it.
 */
export const CLIENT_MESSAGE_KIND = "Client page message";

/** A contact request's title on the timeline: a client page's message reads as one. */
export function contactRequestTitle(projectType: string): string {
  return projectType === CLIENT_MESSAGE_KIND ? "Message from their client page" : `Contact request: ${projectType}`;
}
