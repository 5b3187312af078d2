/**
 * The site's robots.txt rules: crawlers may read the public site and not the console. The
 * console's paths come from the admin screen registry (lib/admin-screens.ts), so a new screen is
 * disallowed without a second list. Admin and sign-in pages also say `noindex` themselves, which is what
 * keeps them out of results; these rules save crawlers the redirects to /auth.
 */
import type { MetadataRoute } from "next";
import { ADMIN_SCREENS } from "@/lib/admin-screens";

/** Paths outside the registry that crawlers have no use for: route handlers and the sign-in screens. */
const OTHER_PRIVATE_PATHS = ["/api/", "/auth", "/reset-password", "/invite"];

/** `Allow: /`, `Disallow:` every admin screen (each path a prefix, so its sub-pages too) and the paths above, and the sitemap's URL. */
export function robotsRules(baseUrl: string): MetadataRoute.Robots {
  return {
    rules: [
      { userAgent: "*", allow: "/", disallow: [...ADMIN_SCREENS.map((screen) => screen.path), ...OTHER_PRIVATE_PATHS] },
    ],
    sitemap: new URL("/sitemap.xml", baseUrl).href,
  };
}
