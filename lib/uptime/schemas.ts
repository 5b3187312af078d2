/**
 * A site monitor's settings (docs/federation-protocol.md "Monitors"): the form on
 * /site-control-v2 and `updateMonitorAction`. The bounds are the `site_monitors` checks': interval 20 s to
 * 24 h, timeout 1–30 s, 0–10 retries, an expected status range within 100–599.
 */
import { z } from "zod";
import { coercedRowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

export const monitorSettingsSchema = z
  .object({
    siteId: coercedRowId("Unknown site"),
    checkPath: userText({ label: "Health path" })
      .max(500, "Health path must be at most 500 characters")
      .refine((v) => v === "" || (v.startsWith("/") && !v.startsWith("//")), "Start the health path with a single /"),
    intervalSeconds: whole("Interval", 20, 86_400),
    timeoutSeconds: whole("Timeout", 1, 30),
    retries: whole("Retries", 0, 10),
    expectedStatusMin: whole("Lowest status", 100, 599),
    expectedStatusMax: whole("Highest status", 100, 599),
    keyword: userText({ label: "Keyword" }).max(200, "Keyword must be at most 200 characters"),
    ignoreTlsErrors: z.boolean(),
    paused: z.boolean(),
  })
  .refine((v) => Number(v.expectedStatusMin) <= Number(v.expectedStatusMax), {
    path: ["expectedStatusMax"],
    message: "Highest status must not be below the lowest",
  });
export type MonitorSettingsFormValues = z.input<typeof monitorSettingsSchema>;
export type MonitorSettingsInput = z.output<typeof monitorSettingsSchema>;

export const checkNowSchema = z.object({ siteId: coercedRowId("Unknown site") });
