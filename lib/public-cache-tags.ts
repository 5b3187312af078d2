/**
 * Every cache tag the public pages are read under (the landing page, /work, project pages and cards, the
 * sitemap, status pages with their JSON, feed and badges): what an instance expires when it may have missed
 * other instances' expiries (lib/cache/expire-tags.ts).
 */
import { PORTFOLIO_TAG } from "@/lib/portfolio/queries";
import { SITE_SETTINGS_TAG } from "@/lib/settings/queries";
import { STATUS_PAGES_TAG } from "@/lib/status-pages/cache";

export const EVERY_PUBLIC_TAG: readonly string[] = [PORTFOLIO_TAG, SITE_SETTINGS_TAG, STATUS_PAGES_TAG];
