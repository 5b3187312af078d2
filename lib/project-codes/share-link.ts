/** The share link of a project code (docs/spec/site-and-admin.md §2 "Admin screens" 3, Copy Share Link). */

/** `baseUrl/?code=CODE`: the landing page opens the Redeem dialog prefilled with the code. */
export function shareLink(baseUrl: string, code: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/?code=${encodeURIComponent(code)}`;
}

/**
 * The card every share link unfurls with (app/(marketing)/redeem/card.png/route.tsx): one image for
 * all codes, holding nothing of any code (docs/decisions/public-site.md "Search and share metadata").
 */
export const SHARE_CARD_PATH = "/redeem/card.png";
