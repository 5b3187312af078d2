/** The landing sections the navigation links to (site-and-admin.md §2: sections are reached by id). */
export const SECTION_LINKS = [
  { href: "/#services", label: "Services" },
  { href: "/#portfolio", label: "Portfolio" },
  { href: "/#contact", label: "Contact" },
] as const;
