/** How the code screens word their filter (./list-filter.ts); a code's status is its lead's (lib/leads/labels.ts). */
import type { CodeStatusFilter } from "./list-filter";

/** The All Codes / Unused / Redeemed filter's options. */
export const CODE_STATUS_FILTER_LABELS: Record<CodeStatusFilter, string> = {
  all: "All Codes",
  unused: "Unused",
  redeemed: "Redeemed",
};
