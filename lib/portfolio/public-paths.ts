/**
 * Where a public portfolio project lives on the site (docs/decisions/public-site.md "Search and share metadata"): its page and its Open Graph card,
 * which app/(marketing)/projects/[id]/page.tsx and card.png/route.tsx answer. Shared by the page's
 * metadata, the sitemap, the JSON-LD and the console's share preview.
 */

/** `/projects/{id}`: the project's page. */
export function projectPagePath(id: number): string {
  return `/projects/${id}`;
}

/** `/projects/{id}/card.png`: the 1200×630 PNG its links unfurl with. */
export function projectCardPath(id: number): string {
  return `${projectPagePath(id)}/card.png`;
}
