/**
 * /work, "View all work": every public project, newest first, a page at a time, with
 * Previous and Next links. Each page has its own path (`/work`, `/work/next/<cursor>`,
 * `/work/prev/<cursor>`), so each is a static page like the landing page, expired with it.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import type { Page, PageDirection } from "@/lib/db/keyset";
import type { PublicPortfolioProject } from "@/lib/portfolio/queries";
import { MarketingShell } from "./marketing-shell";
import { PortfolioGrid } from "./portfolio-grid";

/** The path of the page a cursor names. */
export function workPagePath(dir: PageDirection, cursor: string): string {
  return `/work/${dir}/${cursor}`;
}

const pagerLink = "inline-flex items-center gap-1.5 rounded-md border px-3 py-2 text-sm font-medium hover:bg-accent";

/** A page of /work in the public frame. */
export function WorkPage({ page, contactEmail }: { page: Page<PublicPortfolioProject>; contactEmail: string }) {
  return (
    <MarketingShell>
      <section aria-labelledby="work-heading" className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <h1 id="work-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Our Work
            </h1>
            <p className="mt-4 text-lg text-muted-foreground">
              Every portal and platform we have delivered, newest first.
            </p>
          </div>
          {page.rows.length === 0 ? (
            <p className="mt-12 text-center text-lg text-muted-foreground">
              Amazing projects coming soon. Stay tuned for our latest innovations.
            </p>
          ) : (
            <PortfolioGrid projects={page.rows} contactEmail={contactEmail} />
          )}
          <nav aria-label="Pages of projects" className="mt-10 flex items-center justify-between gap-4">
            {page.prevCursor ? (
              <Link href={workPagePath("prev", page.prevCursor)} className={pagerLink}>
                <ChevronLeft className="size-4" aria-hidden="true" />
                Previous
              </Link>
            ) : (
              <Link href="/#portfolio" className={pagerLink}>
                <ChevronLeft className="size-4" aria-hidden="true" />
                Back to home
              </Link>
            )}
            {page.nextCursor && (
              <Link href={workPagePath("next", page.nextCursor)} className={pagerLink}>
                Next
                <ChevronRight className="size-4" aria-hidden="true" />
              </Link>
            )}
          </nav>
        </div>
      </section>
    </MarketingShell>
  );
}
