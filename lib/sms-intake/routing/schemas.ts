/**
 * The SMS Smart Routing forms (docs/spec/operator-console.md §3 "SMS route", §5 "SMS route form", §9 column limits):
 * the route dialog and the phone-number dialog. Shared by the browser and the server actions; the regex
 * check needs the RE2 engine and runs on the server only (lib/sms-intake/routing/patterns.ts).
 */
import { z } from "zod";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";
import { e164PhoneNumber } from "@/lib/phones/schemas";

/** How a route's pattern is compared with a message (docs/sms.md "Pattern types"). */
export const PATTERN_TYPES = ["contains", "starts_with", "ends_with", "exact", "regex"] as const;
export type PatternType = (typeof PATTERN_TYPES)[number];

/** Where a matched message goes. A `targetValue` in the internal scheme is an internal handler whatever the type. */
export const TARGET_TYPES = ["webhook", "phone_number", "email"] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

/**
 * The scheme of internal handlers' target values, e.g. `internal://project-code`. Which names exist is
 * the server's registry (lib/sms-intake/internal-handlers.ts); the form checks the form of the name only.
 */
export const INTERNAL_SCHEME = "internal://";

/**
 * What a number does with a message no route matches: the default handling (the registry's default
 * handler) or rejection. `project_code` is the stored name of the default handling (spec: docs/spec/operator-console.md §3).
 */
export const NO_MATCH_ACTIONS = ["project_code", "reject"] as const;
export type NoMatchAction = (typeof NO_MATCH_ACTIONS)[number];

/** The no-match behaviour of a number that is not configured, or configured without one. */
export const DEFAULT_NO_MATCH_ACTION: NoMatchAction = "project_code";

/** Route priority bounds (§5, §9): the lowest number is checked first. */
export const MIN_PRIORITY = 1;
export const MAX_PRIORITY = 1000;
export const DEFAULT_PRIORITY = 100;

/** The longest pattern (§9: route pattern 500). */
export const MAX_PATTERN_LENGTH = 500;

/** The target value's placeholder per target type (§5). */
export const TARGET_PLACEHOLDERS: Record<TargetType, string> = {
  webhook: "https://example.com/webhook",
  phone_number: "+15551234567",
  email: "team@example.com",
};

const optionalText = (max: number, label: string) =>
  userText({ label, multiline: true })
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => v || null);

/** Checks and normalizes `targetValue` for its type; an internal target is lower-cased (the server checks its name). */
function checkTarget(value: { targetType: TargetType; targetValue: string }, ctx: z.RefinementCtx): string {
  const raw = value.targetValue;
  const issue = (message: string) => {
    ctx.addIssue({ code: "custom", path: ["targetValue"], message });
    return raw;
  };
  if (raw.toLowerCase().startsWith(INTERNAL_SCHEME)) {
    const name = raw.slice(INTERNAL_SCHEME.length).toLowerCase();
    if (!/^[a-z0-9-]{1,50}$/.test(name))
      return issue("Name an internal handler after internal://, e.g. internal://project-code");
    return INTERNAL_SCHEME + name;
  }
  if (value.targetType === "webhook") {
    const url = z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .safeParse(raw);
    return url.success ? url.data : issue("Enter an http(s) URL, e.g. https://example.com/webhook");
  }
  if (value.targetType === "phone_number") {
    const phone = e164PhoneNumber.safeParse(raw);
    return phone.success ? phone.data : issue("Enter a phone number in international form, e.g. +15551234567");
  }
  const email = z.email().max(255).safeParse(raw);
  return email.success ? email.data : issue("Enter an e-mail address, e.g. team@example.com");
}

/** The route dialog: name, pattern and target value required; priority 1–1000 (default 100). */
export const smsRouteSchema = z
  .object({
    name: userText({ label: "Route name" })
      .min(1, "Route name is required")
      .max(255, "Route name must be at most 255 characters"),
    description: optionalText(1000, "Description"),
    pattern: userText({ label: "Pattern" })
      .min(1, "Pattern is required")
      .max(MAX_PATTERN_LENGTH, `Pattern must be at most ${MAX_PATTERN_LENGTH} characters`),
    patternType: z.enum(PATTERN_TYPES).default("contains"),
    targetType: z.enum(TARGET_TYPES),
    targetValue: userText({ label: "Target value" }).min(1, "Target value is required"),
    priority: z.coerce
      .number({ error: "Priority must be a number" })
      .int("Priority must be a whole number")
      .min(MIN_PRIORITY, `Priority must be between ${MIN_PRIORITY} and ${MAX_PRIORITY}`)
      .max(MAX_PRIORITY, `Priority must be between ${MIN_PRIORITY} and ${MAX_PRIORITY}`)
      .default(DEFAULT_PRIORITY),
    /** null: all numbers. */
    phoneNumberId: rowId().nullable().default(null),
    isActive: z.boolean().default(true),
  })
  .transform((value, ctx) => ({ ...value, targetValue: checkTarget(value, ctx) }));
export type SmsRouteFormValues = z.input<typeof smsRouteSchema>;
export type SmsRouteInput = z.output<typeof smsRouteSchema>;

/** A route picked by id (delete). */
export const smsRouteIdSchema = z.object({ id: rowId() });

/** The phone-number dialog: number (E.164, max 20), provider, description, active, no-match behaviour. */
export const phoneNumberConfigSchema = z.object({
  phoneNumber: e164PhoneNumber,
  provider: userText({ label: "Provider" })
    .min(1, "Provider is required")
    .max(20, "Provider must be at most 20 characters")
    .default("twilio"),
  description: optionalText(500, "Description"),
  isActive: z.boolean().default(true),
  noMatchAction: z.enum(NO_MATCH_ACTIONS).default(DEFAULT_NO_MATCH_ACTION),
});
export type PhoneNumberFormValues = z.input<typeof phoneNumberConfigSchema>;

/** The "Test a message" box and `POST /api/sms/test-routing`: the text, and optionally the number it is sent to. */
export const testRoutingSchema = z.object({
  message: userText({ label: "Message", multiline: true })
    .min(1, "Enter a message to test")
    .max(1600, "Message must be at most 1600 characters"),
  to: e164PhoneNumber.optional(),
});
