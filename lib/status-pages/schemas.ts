/**
 * The status page forms (docs/federation-protocol.md "Status pages"), shared by the console's dialogs and
 * the server actions in ./actions.ts: a page's settings, and its layout (groups and components in order).
 * Display names are public: they are all a visitor learns about a site.
 */
import { z } from "zod";
import { isTimeZone } from "@/lib/format/date";
import { rowId } from "@/lib/input/row-id";
import { userText } from "@/lib/input/user-text";

/** Lower-case letters, digits and inner hyphens, as `status_pages_slug_check` says. */
const SLUG = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
/** Longest slug, in characters. */
const SLUG_MAX_LENGTH = 60;

/**
 * The address a new page's name suggests, in `SLUG`'s alphabet: "Acme Clinics — Portal" → "acme-clinics-portal"
 * (accents dropped, anything else a hyphen, cut to the limit); "" when nothing of the name is left.
 */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
}

/** A DNS host name of at least two labels (RFC 1123 labels), lower case, no port or trailing dot. */
const HOST = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** Most components and groups one page shows. */
export const MAX_COMPONENTS = 100;
export const MAX_GROUPS = 20;

/** An https address, or "" for none. */
const httpsUrlOrEmpty = z
  .string()
  .trim()
  .max(2000, "The address must be 2,000 characters or fewer")
  .refine((v) => {
    if (v === "") return true;
    try {
      return new URL(v).protocol === "https:";
    } catch {
      return false;
    }
  }, "Enter an https:// address of an image, or leave it empty");

/** Most addresses one page's monthly report goes to. */
export const MAX_REPORT_RECIPIENTS = 20;

/**
 * The monthly report's recipients as typed (addresses separated by commas, semicolons or line breaks) or
 * as the form's resolver already split them; answered lower case, each once.
 */
const reportRecipients = z
  .union([z.string().max(5000, "The list must be 5,000 characters or fewer"), z.array(z.string().max(320)).max(100)])
  .transform((v) => [
    ...new Set(
      (Array.isArray(v) ? v.join("\n") : v)
        .split(/[\s,;]+/)
        .map((a) => a.toLowerCase())
        .filter(Boolean),
    ),
  ])
  .superRefine((addresses, ctx) => {
    const wrong = addresses.find((a) => !z.email().safeParse(a).success);
    if (wrong !== undefined)
      ctx.addIssue({ code: "custom", message: `${wrong.slice(0, 80)} is not an e-mail address` });
    if (addresses.length > MAX_REPORT_RECIPIENTS)
      ctx.addIssue({ code: "custom", message: `At most ${MAX_REPORT_RECIPIENTS} addresses` });
  });

export const statusPageSettingsSchema = z.object({
  /** Absent: a new page. */
  id: rowId("Unknown status page").optional(),
  name: userText({ label: "Name" }).min(1, "Please enter a name").max(100, "Name must be 100 characters or fewer"),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Please enter an address")
    .max(SLUG_MAX_LENGTH, `The address must be ${SLUG_MAX_LENGTH} characters or fewer`)
    .regex(SLUG, "Use lower-case letters, digits and hyphens, starting and ending with a letter or digit"),
  logoUrl: httpsUrlOrEmpty,
  customHost: z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (v) => v === "" || HOST.test(v),
      "Enter a host name such as status.example.com (no https://, no path), or leave it empty",
    ),
  timeZone: userText({ label: "Time zone" })
    .min(1, "Please choose a time zone")
    .refine(isTimeZone, "Unknown time zone"),
  reportRecipients: reportRecipients.default([]),
});
export type StatusPageSettingsFormValues = z.input<typeof statusPageSettingsSchema>;
export type StatusPageSettingsInput = z.output<typeof statusPageSettingsSchema>;

/**
 * A page's layout: its groups, and its components in order, each with its display name and the key of its
 * group ("" for none). Group keys are the form's own (a new group has no id yet).
 */
export const statusPageLayoutSchema = z
  .object({
    pageId: rowId("Unknown status page"),
    groups: z
      .array(
        z.object({
          key: z.string().min(1).max(40),
          name: userText({ label: "Group name" })
            .min(1, "Please name the group")
            .max(100, "Group names must be 100 characters or fewer"),
        }),
      )
      .max(MAX_GROUPS, `At most ${MAX_GROUPS} groups`),
    components: z
      .array(
        z.object({
          siteId: rowId("Unknown site"),
          displayName: userText({ label: "Display name" })
            .min(1, "Please enter the name visitors see")
            .max(100, "Display names must be 100 characters or fewer"),
          groupKey: z.string().max(40),
        }),
      )
      .max(MAX_COMPONENTS, `At most ${MAX_COMPONENTS} components`),
  })
  .superRefine((v, ctx) => {
    const keys = new Set(v.groups.map((g) => g.key));
    const seen = new Set<number>();
    v.components.forEach((c, index) => {
      if (seen.has(c.siteId))
        ctx.addIssue({
          code: "custom",
          path: ["components", index, "siteId"],
          message: "This site is on the page already",
        });
      seen.add(c.siteId);
      if (c.groupKey !== "" && !keys.has(c.groupKey))
        ctx.addIssue({ code: "custom", path: ["components", index, "groupKey"], message: "Unknown group" });
    });
  });
export type StatusPageLayoutFormValues = z.input<typeof statusPageLayoutSchema>;
export type StatusPageLayoutInput = z.output<typeof statusPageLayoutSchema>;

export const statusPageIdSchema = z.object({ id: rowId("Unknown status page") });

/** "Publish" and "Unpublish" on a page of the list: `published` is what the page becomes. */
export const statusPagePublishSchema = z.object({
  id: rowId("Unknown status page"),
  published: z.boolean("Say whether the page is published"),
});
export type StatusPagePublishInput = z.output<typeof statusPagePublishSchema>;
