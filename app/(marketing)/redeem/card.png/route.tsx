// GET /redeem/card.png - the one Open Graph card of every share link (docs/decisions/public-site.md "Search and share metadata")
import { renderImage } from "@/lib/og/render";
import { shareCard } from "@/lib/og/share-card";

/** Drawn once at build time and served static: the same card for every code, as it reads no code, idea or draft. */
export const dynamic = "force-static";

/** The 1200×630 PNG. */
export function GET(): Promise<Response> {
  return renderImage(shareCard());
}
