// GET /projects/{id}/card.png - a public project's Open Graph card (docs/decisions/public-site.md "Search and share metadata")
import { getPublicProject, parseProjectId } from "@/lib/portfolio/public-project-queries";
import { projectCard } from "@/lib/og/project-card";
import { projectScreenshot } from "@/lib/og/project-screenshot";
import { renderImage } from "@/lib/og/render";

/** `CACHE_SAFETY_SECONDS`, as the project's page; an admin's change expires it at once through the portfolio tag. */
export const revalidate = 300;

/** None at build time: each card is drawn on its first request, then cached. */
export function generateStaticParams(): { id: string }[] {
  return [];
}

/** The 1200×630 PNG of a public project; 404 for a hidden, sample or unknown one, as its page. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const id = parseProjectId((await params).id);
  const project = id === null ? null : await getPublicProject(id);
  if (!project)
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return renderImage(
    projectCard({
      id: project.id,
      title: project.title,
      technologies: project.technologies,
      year: new Date(project.createdAt).getUTCFullYear(),
      screenshot: await projectScreenshot(project.imageUrl),
    }),
  );
}
