/**
 * The Open Graph card a portfolio project's page unfurls with (docs/decisions/public-site.md "Search and share metadata"), in its edit dialog. Only a
 * public project (visible, not a sample) has a public page and card; the others say so. Shows the saved
 * project: the card changes when the dialog's edits are saved.
 */
import type { PortfolioProject } from "@/lib/db/schema";
import { projectCardPath, projectPagePath } from "@/lib/portfolio/public-paths";
import { SharePreview } from "@/components/console/share-preview";

/** The preview, or why there is none yet. */
export function ProjectSharePreview({ project }: { project: PortfolioProject }) {
  const path = projectPagePath(project.id);
  return (
    <section aria-labelledby="project-share-preview" className="grid gap-2">
      <h3 id="project-share-preview" className="text-sm font-medium">
        Share preview
      </h3>
      {project.isVisible && !project.isSample ? (
        <SharePreview
          // The time of the last save makes each version of the card its own URL for the browser's cache.
          src={`${projectCardPath(project.id)}?v=${new Date(project.updatedAt).getTime()}`}
          caption={
            <>
              Links to{" "}
              <a
                href={path}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-primary underline underline-offset-4"
              >
                {path}
              </a>{" "}
              unfurl with this image in chats and social posts.
            </>
          }
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          The project gets its own page, {path}, and a preview image once it is visible on the website
          {project.isSample ? " and published" : ""}.
        </p>
      )}
    </section>
  );
}
