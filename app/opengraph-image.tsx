// GET /opengraph-image - the landing page's Open Graph card (docs/decisions/public-site.md "Search and share metadata")
// Public pages name it (lib/seo/page-metadata.ts); the others inherit it.
import { landingCard } from "@/lib/og/landing-card";
import { OG_CONTENT_TYPE, OG_SIZE, renderImage } from "@/lib/og/render";
import { LANDING_CARD } from "@/lib/seo/page-metadata";

export const alt = LANDING_CARD.alt;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

/** The card; static: drawn at build time. */
export default function Image() {
  return renderImage(landingCard());
}
