/** Redemption limits without zod, for the dialog to render before the validation library loads (see ./redeem.ts). */

/** Longest code the input accepts (site-and-admin.md §9: code max 20). */
export const CODE_MAX_LENGTH = 20;
