/**
 * /redeem: the landing page as a project code's share link shows it. `next.config.ts` rewrites every
 * share link, `/?code=XXXX` (docs/spec/site-and-admin.md §2 "Admin screens" 3: the site address with a code
 * query parameter), to this page, so the address stays as sent and the redeem dialog still opens
 * prefilled from it in the browser. Only the metadata differs from `/`: the generic share card
 * (card.png/route.tsx, which reads no code), no canonical URL or `og:url` (a chat app would otherwise
 * unfurl the landing page's card), and `noindex`, so codes do not end up in search results.
 * docs/decisions/public-site.md "Search and share metadata".
 */
import type { Metadata } from "next";
import LandingPage from "../page";
import { SHARE_CARD_HEADLINE } from "@/lib/og/share-card";
import { SHARE_CARD_PATH } from "@/lib/project-codes/share-link";
import { publicPageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = {
  ...publicPageMetadata({
    title: "Redeem your project code",
    description:
      "You have a project code from Custom Portal Solutions. Open the link to redeem it and see your draft proposal.",
    path: null,
    image: { path: SHARE_CARD_PATH, alt: SHARE_CARD_HEADLINE },
  }),
  robots: { index: false, follow: true },
};

/** `CACHE_SAFETY_SECONDS`, as on the landing page whose content this is. */
export const revalidate = 300;

export default LandingPage;
