/**
 * One portfolio card (site-and-admin.md §2 "Landing sections", §9): photo or gradient-and-initial
 * fallback, title, description, a 56 px QR code (or a "QR" placeholder), the year, "Delivered", up to
 * three technology tags plus "+N more", and View Details in a new tab when the project has a URL.
 */
import { ExternalLink } from "lucide-react";
import Link from "next/link";
import { projectPagePath } from "@/lib/portfolio/public-paths";
import { Badge } from "@/components/ui/badge";
import type { PublicPortfolioProject } from "@/lib/portfolio/queries";
import { PortfolioImage } from "./portfolio-image";

/** Side of the QR code in CSS pixels (spec §9). */
export const PORTFOLIO_QR_SIZE = 56;
/** Technology tags shown before "+N more" (spec §9). */
const TAGS_SHOWN = 3;

// Dark enough that the white initial keeps 4.5:1 contrast on every stop.
const FALLBACK_GRADIENTS = [
  "from-indigo-600 to-violet-800",
  "from-sky-700 to-indigo-800",
  "from-emerald-700 to-teal-900",
  "from-fuchsia-700 to-purple-900",
  "from-orange-700 to-rose-800",
];

interface PortfolioCardProps {
  project: PublicPortfolioProject;
  /** The project's URL when it is http(s); other schemes are never linked. */
  projectUrl: string | null;
  /** Data URL of the QR code image, or null when it could not be drawn. */
  qrCode: string | null;
}

function yearOf(isoDate: string): number {
  const year = new Date(isoDate).getFullYear();
  return Number.isNaN(year) ? new Date().getFullYear() : year;
}

/** The card, as a list item of the portfolio grid. */
export function PortfolioCard({ project, projectUrl, qrCode }: PortfolioCardProps) {
  const shownTags = project.technologies.slice(0, TAGS_SHOWN);
  const moreTags = project.technologies.length - shownTags.length;
  const gradient = FALLBACK_GRADIENTS[project.id % FALLBACK_GRADIENTS.length];
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <div className={`relative aspect-video bg-linear-to-br ${gradient}`}>
        <span
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center text-6xl font-bold text-white"
        >
          {project.title.trim().charAt(0).toUpperCase()}
        </span>
        {project.imageUrl && <PortfolioImage src={project.imageUrl} />}
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h3 className="text-lg font-semibold">
            {/* The project's own page; not prefetched, so a page of cards fetches nothing until one is followed. */}
            <Link href={projectPagePath(project.id)} prefetch={false} className="underline-offset-4 hover:underline">
              {project.title}
            </Link>
          </h3>
          {qrCode ? (
            // eslint-disable-next-line @next/next/no-img-element -- an inline data URL drawn on the server; nothing for next/image to optimise
            <img
              src={qrCode}
              alt={
                projectUrl ? `QR code linking to ${project.title}` : `QR code with contact details for ${project.title}`
              }
              width={PORTFOLIO_QR_SIZE}
              height={PORTFOLIO_QR_SIZE}
              className="size-14 shrink-0 rounded border bg-white"
            />
          ) : (
            <span className="flex size-14 shrink-0 items-center justify-center rounded border text-xs font-semibold text-muted-foreground">
              QR
            </span>
          )}
        </div>
        <p className="text-sm text-muted-foreground">{project.description}</p>
        <div className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">{yearOf(project.createdAt)}</span>
          <Badge className="border-transparent bg-green-100 text-green-800">Delivered</Badge>
        </div>
        {project.technologies.length > 0 && (
          <ul aria-label="Technologies" className="flex flex-wrap gap-2">
            {shownTags.map((tech) => (
              <li key={tech}>
                <Badge variant="secondary">{tech}</Badge>
              </li>
            ))}
            {moreTags > 0 && (
              <li>
                <Badge variant="outline">+{moreTags} more</Badge>
              </li>
            )}
          </ul>
        )}
        {projectUrl && (
          <a
            href={projectUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-auto inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            View Details
            <span className="sr-only"> of {project.title} (opens in a new tab)</span>
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        )}
      </div>
    </li>
  );
}
