/**
 * `#portfolio`: up to nine public projects, featured first, in a 1/2/3-column grid, or the spec's empty
 * state (site-and-admin.md §2 "Landing sections"), and "View all work" (/work) when there are more
 * (the landing page stays the same size however many projects there are).
 */
import { ArrowRight } from "lucide-react";
import Link from "next/link";
import type { PublicPortfolioProject } from "@/lib/portfolio/queries";
import { PortfolioGrid } from "./portfolio-grid";

interface PortfolioSectionProps {
  projects: PublicPortfolioProject[];
  /** Whether more projects are public than shown: links to /work. */
  more: boolean;
  /** Encoded (as a mailto: link) in the QR code of projects without a URL (spec §9: the QR fallback data contains it). */
  contactEmail: string;
}

/** The portfolio section. */
export function PortfolioSection({ projects, more, contactEmail }: PortfolioSectionProps) {
  return (
    <section id="portfolio" aria-labelledby="portfolio-heading" className="below-fold py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="portfolio-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Our Portfolio
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            A selection of portals and platforms we have designed, built and delivered.
          </p>
        </div>
        {projects.length === 0 ? (
          <p className="mt-12 text-center text-lg text-muted-foreground">
            Amazing projects coming soon. Stay tuned for our latest innovations.
          </p>
        ) : (
          <PortfolioGrid projects={projects} contactEmail={contactEmail} />
        )}
        {more && (
          <p className="mt-10 text-center">
            <Link
              href="/work"
              className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
            >
              View all work
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
