/** Wait before /reset-password sends the visitor to /auth: 3000 ms (docs/spec/site-and-admin.md §9 "Reset success redirect"). */
export const RESET_REDIRECT_DELAY_MS = 3000;
