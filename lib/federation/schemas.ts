/**
 * Rules of the federated hub's forms and requests, shared by the dialogs and the route handlers
 * (docs/spec/operator-console.md §5 "Add site", "Edit site", "Broadcast command"; §7 auto-register). Safe for the
 * browser: the server adds its SSRF check (`lib/http/outbound.ts`) when it saves a URL.
 */
import { z } from "zod";
import { userText } from "@/lib/input/user-text";

/** Longest accepted lengths (site name matches `federated_sites.site_name`). */
export const FEDERATION_LIMITS = {
  siteName: 255,
  siteUrl: 2_000,
  description: 1_000,
  email: 255,
  command: 10_000,
} as const;

/** The spec's hints under the add-site fields (§5). */
export const SITE_HINTS = {
  siteName: "Site name is required",
  siteUrl: "Site URL is required (must include https://)",
  insecureUrl: "URL should start with https:// for security",
} as const;

/**
 * A site URL in the form the hub stores: http(s), no credentials, query or fragment, no trailing slash.
 * @returns null when `raw` is not such a URL.
 */
export function normalizeSiteUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) return null;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

const optionalText = (max: number, tooLong: string, label: string) =>
  userText({ label, multiline: true })
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

const siteName = userText({ label: "Site name" })
  .min(1, { error: SITE_HINTS.siteName, abort: true })
  .max(FEDERATION_LIMITS.siteName, "Site name must be at most 255 characters");

const siteUrl = userText({ label: "Site URL" })
  .min(1, { error: SITE_HINTS.siteUrl, abort: true })
  .max(FEDERATION_LIMITS.siteUrl, "Site URL must be at most 2000 characters")
  .transform((v, ctx) => {
    const normalized = normalizeSiteUrl(v);
    if (!normalized) {
      ctx.addIssue({
        code: "custom",
        message: "Invalid site URL: use an http:// or https:// address without a user name or password",
      });
      return z.NEVER;
    }
    return normalized;
  });

/** Add site: `POST /api/csc/sites` (siteName, siteUrl, description, isActive). */
export const siteFormSchema = z.object({
  siteName,
  siteUrl,
  description: optionalText(
    FEDERATION_LIMITS.description,
    "Description must be at most 1000 characters",
    "Description",
  ),
  isActive: z.boolean().default(true),
});
export type SiteFormInput = z.input<typeof siteFormSchema>;

/** Edit, pause or resume: `PATCH /api/csc/sites/{id}` with every field, or only `isActive`. */
export const siteUpdateSchema = siteFormSchema
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to update");

/** Self-registration of a remote site: `POST /api/csc/auto-register` (§7). */
export const autoRegisterSchema = z.object({
  siteName,
  siteUrl,
  description: optionalText(
    FEDERATION_LIMITS.description,
    "Description must be at most 1000 characters",
    "Description",
  ),
  adminEmail: userText({ label: "adminEmail" })
    .max(FEDERATION_LIMITS.email)
    .pipe(z.email("adminEmail must be an e-mail address")),
});

/** Broadcast Command dialog: `POST /api/federated/broadcast-command` (§5: command required, description optional). */
export const broadcastSchema = z.object({
  commandText: userText({ label: "Command", multiline: true })
    .min(1, "Command is required")
    .max(FEDERATION_LIMITS.command, "Command must be at most 10000 characters"),
  description: optionalText(
    FEDERATION_LIMITS.description,
    "Description must be at most 1000 characters",
    "Description",
  ),
});

/** The key this app accepts as a remote site, as pasted from the hub's e-mail or dialog. */
export const remoteSiteKeySchema = z.object({
  key: userText({ label: "The site key" })
    .min(32, "The site key is at least 32 characters long")
    .max(512, "The site key is at most 512 characters long"),
});
