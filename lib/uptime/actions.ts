"use server";
/**
 * Server actions of the uptime monitors on /site-control-v2 (docs/federation-protocol.md "Monitors"): save a monitor's settings, check a
 * site now. Thin: validate, call lib/uptime, revalidate the screens that show monitors.
 */
import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { readSiteHealth } from "@/lib/site-health/queries";
import { checkNowSchema, monitorSettingsSchema } from "./schemas";
import { checkMonitorNow } from "./runner";
import { saveMonitorSettings } from "./settings";

const revalidate = () => {
  revalidatePath("/site-control-v2");
  revalidatePath("/dashboard");
};

/** Monitor settings: interval, timeout, retries, status range, keyword, pause. */
export const updateMonitorAction = adminAction(monitorSettingsSchema, async (input) => {
  await saveMonitorSettings(db, input);
  revalidate();
  return { siteId: input.siteId };
});

/** Check now: one check of the site, due or not; answers the site's health after it (lib/site-health). */
export const checkNowAction = adminAction(checkNowSchema, async ({ siteId }) => {
  await checkMonitorNow(siteId);
  revalidate();
  const site = await readSiteHealth(siteId);
  if (!site) throw new AppError("not_found", "This site no longer exists");
  return { state: site.health.state };
});
