/**
 * The Metadata API fields every public page sets: its title and description, its canonical
 * URL (relative; the root layout's `metadataBase`, `PUBLIC_BASE_URL`, makes it absolute), and the same
 * under `og:*` and `twitter:*`, with its card image. A page `next build` prerenders knows no address
 * (`publicBaseUrl()` is null there), so it carries no URL at all until its first regeneration at run time
 * (docs/decisions/data-and-jobs.md "The build needs no database, and no address"). Next.js merges `openGraph` and `twitter` shallowly, a
 * page's replacing the layout's whole object (the root `opengraph-image` file's image included), so each
 * page names its image here. The project and share cards are route handlers (`card.png`) rather than
 * `opengraph-image` files because Next.js adds a hash to those file routes' paths inside a route group,
 * and the console shows the same images by their path.
 */
import type { Metadata } from "next";
import { publicBaseUrl } from "@/lib/env";

/** The wordmark, `og:site_name` and the title template's suffix (docs/spec/site-and-admin.md §1). */
export const SITE_NAME = "Custom Portal Solutions";

/** The landing page's description, the default of every page. */
export const SITE_DESCRIPTION =
  "Custom portals, web solutions and AI-powered business automation for small businesses, agencies and companies since 2015.";

/** A card image: its site-relative path and the text that describes it. */
export interface CardImage {
  path: string;
  alt: string;
}

/** The landing page's card (app/opengraph-image.tsx), also the card of the pages without their own. */
export const LANDING_CARD: CardImage = {
  path: "/opengraph-image",
  alt: "Custom Portal Solutions: custom portals, web solutions and AI-powered business automation",
};

/** Size of every card (lib/og/render.ts `OG_SIZE`). */
const CARD_SIZE = { width: 1200, height: 630 } as const;

/** A public page's own words, address and card. */
export interface PublicPageInput {
  /** The page's title without the site name (the root layout's template adds it); null for the landing page. */
  title: string | null;
  description: string;
  /** Site-relative canonical path (`/privacy`); null for a page that must not claim one (the share link's page). */
  path: string | null;
  /** Default {@link LANDING_CARD}. */
  image?: CardImage;
}

/** Shared by every public page: site name, locale, the large-image card. */
export const OPEN_GRAPH_BASE = { siteName: SITE_NAME, locale: "en_US", type: "website" } as const;

/** `image` as the Metadata API's image list: empty without an address, which would make its URL absolute. */
export function cardImages(image: CardImage, address: URL | null = publicBaseUrl()) {
  return address ? [{ url: image.path, alt: image.alt, type: "image/png", ...CARD_SIZE }] : [];
}

/** The Metadata of a public page; `address` is the public address its URLs are resolved on (none: no URLs). */
export function publicPageMetadata(
  { title, description, path, image = LANDING_CARD }: PublicPageInput,
  address: URL | null = publicBaseUrl(),
): Metadata {
  const shownTitle = title ?? SITE_NAME;
  const images = cardImages(image, address);
  const canonical = address ? path : null;
  return {
    ...(title === null ? { title: { absolute: SITE_NAME } } : { title }),
    description,
    ...(canonical !== null && { alternates: { canonical } }),
    openGraph: {
      ...OPEN_GRAPH_BASE,
      title: shownTitle,
      description,
      images,
      ...(canonical !== null && { url: canonical }),
    },
    twitter: { card: "summary_large_image", title: shownTitle, description, images },
  };
}
