/** Layout of the legal pages (/privacy, /terms): title, "Last updated" line and numbered sections. */

/** The date printed on both legal pages (site-and-admin.md §2: last updated July 21, 2025). */
export const LEGAL_LAST_UPDATED = "July 21, 2025";
/** The same date in ISO 8601, the sitemap's `lastModified` of both pages. */
export const LEGAL_LAST_UPDATED_ISO = "2025-07-21";

/** The page body: an h1 and the date, then the sections given as children. */
export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-sm text-muted-foreground">Last updated {LEGAL_LAST_UPDATED}</p>
      <div className="mt-8 text-base leading-7 text-muted-foreground">{intro}</div>
      <div className="mt-10 grid gap-10">{children}</div>
    </article>
  );
}

/** One section: an h2 and its paragraphs and lists, spaced and bulleted. */
export function LegalSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-4 text-base leading-7 text-muted-foreground [&_strong]:text-foreground [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6">
      <h2 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h2>
      {children}
    </section>
  );
}
