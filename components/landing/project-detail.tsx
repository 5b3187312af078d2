/**
 * A public portfolio project's own page, `/projects/{id}`: the address its portfolio card links
 * to, that the sitemap lists, and that unfurls with the project's Open Graph card. The picture, year,
 * technologies and live-site link are the card's (components/landing/portfolio-card.tsx), larger.
 */
import { ArrowLeft, ExternalLink } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { PublicProjectDetail } from "@/lib/portfolio/public-project-queries";
import { portfolioPhoto } from "@/lib/photos/landing";
import { MarketingShell } from "./marketing-shell";
import { httpUrl } from "./portfolio-grid";
import { PortfolioImage } from "./portfolio-image";

// The card's gradients, in the same order, so a project keeps its colour on its page.
const FALLBACK_GRADIENTS = [
  "from-indigo-600 to-violet-800",
  "from-sky-700 to-indigo-800",
  "from-emerald-700 to-teal-900",
  "from-fuchsia-700 to-purple-900",
  "from-orange-700 to-rose-800",
];

/** The page's content in the public frame; `children` carries the page's JSON-LD. */
export async function ProjectDetail({
  project,
  children,
}: {
  project: PublicProjectDetail;
  children?: React.ReactNode;
}) {
  const imageUrl = project.imageUrl ?? (await portfolioPhoto(project.title))?.url ?? null;
  const projectUrl = httpUrl(project.projectUrl);
  const gradient = FALLBACK_GRADIENTS[project.id % FALLBACK_GRADIENTS.length];
  return (
    <MarketingShell>
      {children}
      <article aria-labelledby="project-heading" className="py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:px-8">
          <Link
            href="/work"
            className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            All work
          </Link>
          <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
            <div className={`relative aspect-video overflow-hidden rounded-xl border bg-linear-to-br ${gradient}`}>
              <span
                aria-hidden="true"
                className="absolute inset-0 flex items-center justify-center text-8xl font-bold text-white"
              >
                {project.title.trim().charAt(0).toUpperCase()}
              </span>
              {imageUrl && <PortfolioImage src={imageUrl} />}
            </div>
            <div className="grid gap-6">
              <div className="grid gap-3">
                <h1 id="project-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                  {project.title}
                </h1>
                <div className="flex items-center gap-2 text-sm">
                  <span className="text-muted-foreground">{new Date(project.createdAt).getUTCFullYear()}</span>
                  <Badge className="border-transparent bg-green-100 text-green-800">Delivered</Badge>
                </div>
              </div>
              <p className="text-lg whitespace-pre-line text-muted-foreground">{project.description}</p>
              {project.technologies.length > 0 && (
                <ul aria-label="Technologies" className="flex flex-wrap gap-2">
                  {project.technologies.map((tech) => (
                    <li key={tech}>
                      <Badge variant="secondary">{tech}</Badge>
                    </li>
                  ))}
                </ul>
              )}
              <div className="flex flex-wrap gap-3">
                {projectUrl && (
                  <Button asChild variant="outline">
                    <a href={projectUrl} target="_blank" rel="noopener noreferrer">
                      Visit the live site
                      <span className="sr-only"> (opens in a new tab)</span>
                      <ExternalLink aria-hidden="true" />
                    </a>
                  </Button>
                )}
                <Button asChild>
                  <Link href="/#contact">Start a project like this</Link>
                </Button>
              </div>
            </div>
          </div>
        </div>
      </article>
    </MarketingShell>
  );
}
