/** The words of the Team screen's states, for the server (the invitation e-mail) and the screens alike. */
import type { UserRole } from "@/lib/db/schema/auth";

/** A role's name on screen. */
export const ROLE_LABELS: Record<UserRole, string> = { owner: "Owner", staff: "Staff", viewer: "Viewer" };

/** What each role may do, in one line, for the role pickers (docs/decisions/auth-and-roles.md "Roles"). */
export const ROLE_DESCRIPTIONS: Record<UserRole, string> = {
  owner: "Everything, including the team, security, keys, exports and the broadcaster.",
  staff: "The daily work: leads and replies, codes, phones, portfolio, TODOs, errors, routing and syncs.",
  viewer: "Every screen, no change.",
};
