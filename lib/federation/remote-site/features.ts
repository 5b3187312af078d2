/**
 * The features this app reports as a remote site: its modules, all at the app's version
 * (package.json). Kept by hand: a module belongs here once its screen ships.
 */
import packageJson from "@/package.json";

/** The app's version, as in package.json. */
export const APP_VERSION: string = packageJson.version;

const MODULES = [
  { featureName: "Landing Page", category: "website", description: "Public site with services, portfolio and contact form" },
  { featureName: "Project Codes", category: "sms", description: "Texted project ideas become codes with drafted proposals" },
  { featureName: "SMS Smart Routing", category: "sms", description: "Rules that route incoming text messages" },
  { featureName: "Portfolio Management", category: "content", description: "Projects shown on the website" },
  { featureName: "Photo Library", category: "content", description: "Stock photos for the site and portfolio" },
  { featureName: "Weekly TODO", category: "operations", description: "Team TODO list with a weekly digest e-mail" },
  { featureName: "Error Monitoring", category: "operations", description: "Server errors grouped, alerted and resolved" },
  { featureName: "Centralized Site Control", category: "federation", description: "Hub that syncs remote client sites" },
  { featureName: "Command Broadcaster", category: "federation", description: "Sends commands to every remote site" },
] as const;

/** Protocol feature records (operator-console.md §3 "Collected feature"). */
export function appFeatures(): { featureName: string; description: string; status: "active"; version: string; category: string }[] {
  return MODULES.map((m) => ({ ...m, status: "active", version: APP_VERSION }));
}
