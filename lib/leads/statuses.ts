/**
 * A lead's statuses and sources, without database imports so client components can list them
 * (docs/sms.md "Leads").
 */

/** The spec's project-code statuses (docs/spec/site-and-admin.md §3), shared by leads and their codes. */
export const LEAD_STATUSES = [
  "new",
  "contacted",
  "in-progress",
  "proposal-sent",
  "accepted",
  "declined",
  "completed",
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** How a person reached the agency: a texted message, the contact form, redeeming a code, or booking a call. */
export const LEAD_SOURCES = ["sms", "contact", "redemption", "booking"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
