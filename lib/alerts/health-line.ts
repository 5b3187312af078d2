/**
 * A site's health in an alert's words (docs/federation-protocol.md "Site health"), so every alert says
 * the same thing about the site as the console: "Down: Down since …: HTTP 503, expected 200–399".
 */
import { reportError } from "@/lib/error-monitor/report-error";
import { describeHealth } from "@/lib/site-health/labels";
import { readSiteHealth } from "@/lib/site-health/queries";

/**
 * Site `siteId`'s health at `at` in one line, or null when the site is gone. Never throws: an alert
 * without its health line beats no alert, so a failed read is reported and answered null.
 */
export async function healthLine(siteId: number, at: Date): Promise<string | null> {
  try {
    const site = await readSiteHealth(siteId, at);
    return site ? describeHealth(site.health) : null;
  } catch (error) {
    await reportError(error, { severity: "high", userId: null });
    return null;
  }
}
