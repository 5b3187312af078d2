/**
 * Longest message the client's message box takes, in UTF-16 code units (the unit of `maxLength`). Kept
 * apart from the zod schemas (lib/client-portal/schemas.ts) so the client's page carries the bound
 * without downloading zod with the page.
 */
export const CLIENT_MESSAGE_MAX_LENGTH = 2_000;
