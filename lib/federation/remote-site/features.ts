/**
 * The features this app reports as a remote site: the public landing page, then each admin screen that
 * lib/admin-screens.ts marks as a module, all at the app's version (package.json).
 */
import { ADMIN_SCREENS } from "@/lib/admin-screens";
import packageJson from "@/package.json";

/** The app's version, as in package.json. */
export const APP_VERSION: string = packageJson.version;

const LANDING_PAGE = {
  featureName: "Landing Page",
  category: "website",
  description: "Public site with services, portfolio and contact form",
};

/** Protocol feature records (docs/spec/operator-console.md §3 "Collected feature"). */
export function appFeatures(): {
  featureName: string;
  description: string;
  status: "active";
  version: string;
  category: string;
}[] {
  const modules = ADMIN_SCREENS.flatMap((screen) =>
    screen.feature ? [{ ...screen.feature, description: screen.description }] : [],
  );
  return [LANDING_PAGE, ...modules].map((m) => ({ ...m, status: "active", version: APP_VERSION }));
}
