"use server";
/**
 * Server actions of the Maintenance tab of /incidents (docs/federation-protocol.md "Incidents and
 * maintenance"): schedule or change a window, cancel one. Staff work (lib/auth/permissions.ts). After the
 * commit each expires the status pages showing its sites and starts the fan-out of its notices.
 */
import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { expireStatusSites } from "@/lib/cache/status-pages";
import { processNotificationsSoon } from "@/lib/status-subscribers/fan-out";
import { cancelMaintenance, saveMaintenance, type MaintenanceWrite } from "./schedule";
import { maintenanceIdSchema, maintenanceSchema } from "./schemas";

function afterWrite(write: MaintenanceWrite): { maintenanceId: number } {
  expireStatusSites(write.siteIds);
  if (write.notificationIds.length > 0) processNotificationsSoon();
  revalidatePath("/incidents");
  revalidatePath("/site-control-v2");
  return { maintenanceId: write.maintenanceId };
}

export const saveMaintenanceAction = adminAction("maintenance.save", maintenanceSchema, async (input, { user }) =>
  afterWrite(await saveMaintenance(db, input, user.username)),
);

export const cancelMaintenanceAction = adminAction("maintenance.cancel", maintenanceIdSchema, async ({ id }) =>
  afterWrite(await cancelMaintenance(db, id)),
);
