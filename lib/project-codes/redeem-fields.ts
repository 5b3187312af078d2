/** Redemption limits without zod, for the dialog to render before the validation library loads (see ./redeem.ts). */

/** Longest code the input accepts (docs/spec/site-and-admin.md §9: code max 20). */
export const CODE_MAX_LENGTH = 20;

/**
 * The code of a share link's `?code=` (spec §2 "Admin screens" 3: Copy Share Link), read in the browser
 * because the landing page is static: the first value, trimmed and upper-cased, or undefined when
 * absent, blank or longer than a code can be. `search` is `location.search`.
 */
export function shareLinkCode(search: string): string | undefined {
  const code = new URLSearchParams(search).get("code")?.trim().toUpperCase();
  return code && code.length <= CODE_MAX_LENGTH ? code : undefined;
}
