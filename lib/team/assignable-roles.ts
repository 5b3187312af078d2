/**
 * The roles a lead can be assigned to: those who can work on it (docs/decisions/sms-and-conversations.md "Lead assignment").
 * A fact about team members, read by the team's picker and the leads' assignment rule alike.
 */
export const ASSIGNABLE_ROLES = ["owner", "staff"] as const;
