/**
 * The contact form's options and limits, without zod, so the form can render them without loading
 * the validation library (lib/forms/lazy-zod-resolver.ts). The rules themselves are in ./contact.ts.
 */

/** The Project Type options, in the order the form lists them (docs/spec/site-and-admin.md §2 "Landing sections"). */
export const PROJECT_TYPES = [
  "Custom Portal Development",
  "Portal Redesign",
  "Portal Integration",
  "Consultation",
  "Other",
] as const;

/** Longest accepted lengths; names, email and company match the `contact_requests` columns. */
export const CONTACT_LIMITS = { name: 100, email: 255, company: 200, messageMin: 10, message: 5000 } as const;
