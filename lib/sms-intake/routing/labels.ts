/**
 * How SMS Smart Routing shows its values (docs/spec/operator-console.md §2 "/sms-routing", §4 "SMS message status",
 * §9 "SMS success rate"): pattern badges, targets, route actions, statuses and rates. Pure functions.
 */
import { formatNumber } from "@/lib/format/number";
import { formatPhoneNumber } from "@/lib/format/phone";
import { NOT_SENT_NO_PROVIDER } from "@/lib/outbox/labels";
import { INTERNAL_SCHEME, type NoMatchAction, type PatternType, type TargetType } from "./schemas";

/** How many of the latest messages the success rates are taken over (the reads and their labels). */
export const RATE_SAMPLE = 1_000;

/** Pattern types as people read them: "starts with" for `starts_with`. */
export const PATTERN_TYPE_LABELS: Record<PatternType, string> = {
  contains: "contains",
  starts_with: "starts with",
  ends_with: "ends with",
  exact: "exact",
  regex: "regex",
};

/** Target types in the route form's select. */
export const TARGET_TYPE_LABELS: Record<TargetType, string> = {
  webhook: "Webhook",
  phone_number: "Phone Number",
  email: "Email",
};

/** No-match behaviours in the number form's select. */
export const NO_MATCH_LABELS: Record<NoMatchAction, string> = {
  project_code: "Default handling: project-code intake",
  reject: "Reject: stored as blocked, no reply",
};

/** The route table's pattern badge, "type: pattern" (e.g. "contains: hello"). */
export function patternBadge(patternType: string, pattern: string): string {
  return `${PATTERN_TYPE_LABELS[patternType as PatternType] ?? patternType}: ${pattern}`;
}

/** The handler name of an internal target ("project-code" for `internal://project-code`), or null for an address. */
export function internalHandlerName(targetValue: string): string | null {
  return targetValue.toLowerCase().startsWith(INTERNAL_SCHEME) ? targetValue.slice(INTERNAL_SCHEME.length) : null;
}

/** The Target column: "Internal: project-code" for internal handlers, else the address (phone numbers formatted). */
export function targetLabel(targetType: string, targetValue: string): string {
  const internal = internalHandlerName(targetValue);
  if (internal !== null) return `Internal: ${internal}`;
  return targetType === "phone_number" ? formatPhoneNumber(targetValue) : targetValue;
}

/** What a matched route does, for the Decision Tree ("Internal handler: project-code", "External webhook: URL"...). */
export function routeActionLabel(targetType: string, targetValue: string): string {
  const internal = internalHandlerName(targetValue);
  if (internal !== null) return `Internal handler: ${internal}`;
  if (targetType === "webhook") return `External webhook: ${targetValue}`;
  if (targetType === "phone_number") return `Forward to phone: ${formatPhoneNumber(targetValue)}`;
  if (targetType === "email") return `Forward by e-mail: ${targetValue}`;
  return `${targetType}: ${targetValue}`;
}

/** A number's no-match behaviour on its card ("No match: project-code intake" / "No match: reject"). */
export function noMatchCardLabel(action: string): string {
  return action === "reject" ? "No match: reject" : "No match: project-code intake";
}

/** A number's no-match behaviour at the end of the Decision Tree. */
export function noMatchTreeLabel(action: string): string {
  return action === "reject" ? "Rejected" : "Default handling: project-code intake";
}

/** The four message statuses (§4); anything else is shown like pending. */
export type MessageStatus = "pending" | "routed" | "failed" | "blocked" | "unsent";

const STATUS_LABELS: Record<MessageStatus, string> = {
  pending: "Pending",
  routed: "Routed",
  failed: "Failed",
  blocked: "Blocked",
  unsent: NOT_SENT_NO_PROVIDER,
};

/** A stored `routing_status` as one of the statuses: unknown values (e.g. the old "unrouted") read as pending. */
export function messageStatus(status: string): MessageStatus {
  return status in STATUS_LABELS ? (status as MessageStatus) : "pending";
}

/** The status badge's text. */
export function messageStatusLabel(status: string): string {
  return STATUS_LABELS[messageStatus(status)];
}

/**
 * Routed ÷ rated as a rounded percent ("85%"), or "—" when there is nothing to rate. Forwards kept unsent
 * for want of a provider (`unsent`) were never tried, so they count neither way: they are left out of
 * `total` and shown apart (`unsentLabel`).
 */
export function successRateLabel(routed: number, total: number, unsent = 0): string {
  const rated = total - unsent;
  return rated > 0 ? `${Math.round((routed / rated) * 100)}%` : "—";
}

/** The line beside a success rate about forwards kept unsent ("2 not sent (no provider)"), or null when none. */
export function unsentLabel(unsent: number): string | null {
  return unsent > 0 ? `${formatNumber(unsent)} ${NOT_SENT_NO_PROVIDER.toLowerCase()}` : null;
}
