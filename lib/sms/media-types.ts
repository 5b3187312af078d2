/**
 * Which stored MMS media the console shows in the page (docs/sms.md "Photos"): raster images only. Anything
 * else a sender attached (SVG, vCard, video, PDF) is offered as a download, never rendered, since the
 * bytes come from anyone who texts the number.
 */

/** Content types shown as images in the timeline and served `inline`. */
export const INLINE_IMAGE_TYPES: ReadonlySet<string> = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);

/** True when `contentType` (parameters ignored) is one of `INLINE_IMAGE_TYPES`. */
export function isInlineImage(contentType: string): boolean {
  return INLINE_IMAGE_TYPES.has(contentType.split(";")[0]!.trim().toLowerCase());
}
