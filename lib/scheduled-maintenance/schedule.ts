/**
 * Scheduling maintenance (docs/federation-protocol.md "Incidents and maintenance"): a window, one-off or
 * weekly, over some sites. Saving tells the subscribers of every page showing them in advance (a new
 * window, or one whose times or title changed); cancelling one that has not run out tells them too.
 * Each write is one transaction with its notices and live topics, and answers the sites whose status
 * pages to expire after the commit.
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { federatedSites, maintenanceWindows, maintenanceWindowSites, type MaintenanceWindowRow } from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { formatDateTimeIn } from "@/lib/format/date";
import { cutText } from "@/lib/format/text";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";
import { announce } from "@/lib/status-subscribers/announce";
import { nextOccurrence, type MaintenanceRule } from "./occurrences";
import type { MaintenanceInput } from "./schemas";

/** What a write changed: the window, the sites whose pages show it (before and after), the notices written. */
export interface MaintenanceWrite {
  maintenanceId: number;
  siteIds: number[];
  notificationIds: number[];
}

/** When a rule happens, in words in its own zone: "Mar 8, 2026, 2:00 AM (Europe/Berlin) until …, every week". */
export function describeWhen(rule: MaintenanceRule, at: Date): string {
  const next = nextOccurrence(rule, at) ?? rule;
  const range = `${formatDateTimeIn(next.startsAt, rule.timeZone)} until ${formatDateTimeIn(next.endsAt, rule.timeZone)}`;
  return rule.repeatsWeekly ? `${range}, then every week at the same time` : range;
}

/** The notice of `rule`, as `kind` says, for the sites it covers. */
function announceMaintenance(
  tx: Database,
  rule: MaintenanceRule & { description: string },
  siteIds: number[],
  kind: "maintenance_scheduled" | "maintenance_cancelled",
  at: Date,
) {
  const when = describeWhen(rule, at);
  return announce(tx, {
    kind,
    siteIds,
    // A cancelled window's row is deleted with the cancellation, so its notice names none.
    ...(kind === "maintenance_scheduled" ? { maintenanceId: rule.id } : {}),
    compose: (page) =>
      kind === "maintenance_scheduled"
        ? {
            subject: `Scheduled maintenance: ${rule.title}`,
            body: [`${rule.title}`, `When: ${when}`, rule.description, `Affected: ${page.components.join(", ")}`]
              .filter(Boolean)
              .join("\n\n"),
          }
        : {
            subject: `Maintenance cancelled: ${rule.title}`,
            body: `The maintenance planned for ${when} will not take place.\n\nAffected: ${page.components.join(", ")}`,
          },
  });
}

/** The sites of window `maintenanceId`. */
async function sitesOf(tx: Database, maintenanceId: number): Promise<number[]> {
  const rows = await tx
    .select({ siteId: maintenanceWindowSites.siteId })
    .from(maintenanceWindowSites)
    .where(eq(maintenanceWindowSites.maintenanceId, maintenanceId));
  return rows.map((row) => row.siteId);
}

/** True when the times or title a notice states differ between `before` and `after`. */
function noticeChanged(before: MaintenanceWindowRow, after: MaintenanceWindowRow): boolean {
  return (
    before.title !== after.title ||
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime() ||
    before.repeatsWeekly !== after.repeatsWeekly ||
    before.repeatUntil?.getTime() !== after.repeatUntil?.getTime() ||
    before.timeZone !== after.timeZone
  );
}

/**
 * Creates (no `input.id`) or updates a window as `by` at `now`, with its sites, and tells subscribers when
 * it has an occurrence still to come and is new or moved.
 * @throws AppError `not_found` for an update of a deleted window, `invalid` when none of the sites exists.
 */
export async function saveMaintenance(
  database: Database,
  input: MaintenanceInput,
  by: string,
  now: Date = new Date(),
): Promise<MaintenanceWrite> {
  return database.transaction(async (tx) => {
    const existing = await tx
      .select({ id: federatedSites.id })
      .from(federatedSites)
      .where(inArray(federatedSites.id, input.siteIds));
    if (existing.length === 0)
      throw new AppError("invalid", "None of these sites exists any more", {
        fieldErrors: { siteIds: ["Pick at least one site"] },
      });
    const siteIds = existing.map((row) => row.id);
    const values = {
      title: input.title,
      description: input.description,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      repeatsWeekly: input.repeatsWeekly,
      repeatUntil: input.repeatUntil,
      timeZone: input.timeZone,
    };
    let before: MaintenanceWindowRow | undefined;
    let row: MaintenanceWindowRow | undefined;
    let previousSites: number[] = [];
    if (input.id === undefined) {
      [row] = await tx
        .insert(maintenanceWindows)
        .values({ ...values, createdBy: cutText(by, 100, { marker: "" }) })
        .returning();
    } else {
      [before] = await tx.select().from(maintenanceWindows).where(eq(maintenanceWindows.id, input.id)).for("update");
      if (!before) throw new AppError("not_found", "This maintenance window no longer exists");
      [row] = await tx.update(maintenanceWindows).set(values).where(eq(maintenanceWindows.id, input.id)).returning();
      previousSites = await sitesOf(tx, input.id);
      await tx.delete(maintenanceWindowSites).where(eq(maintenanceWindowSites.maintenanceId, input.id));
    }
    await tx.insert(maintenanceWindowSites).values(siteIds.map((siteId) => ({ maintenanceId: row!.id, siteId })));
    const upcoming = nextOccurrence(row!, now) !== null;
    const notificationIds =
      upcoming && (!before || noticeChanged(before, row!))
        ? await announceMaintenance(tx, row!, siteIds, "maintenance_scheduled", now)
        : [];
    await publishChange(tx, liveTopic("maintenance"));
    return { maintenanceId: row!.id, siteIds: [...new Set([...previousSites, ...siteIds])], notificationIds };
  });
}

/**
 * Cancels (deletes) window `maintenanceId` at `now`, telling subscribers when it had an occurrence still
 * to come. @throws AppError `not_found` when it was deleted already.
 */
export async function cancelMaintenance(
  database: Database,
  maintenanceId: number,
  now: Date = new Date(),
): Promise<MaintenanceWrite> {
  return database.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(maintenanceWindows)
      .where(eq(maintenanceWindows.id, maintenanceId))
      .for("update");
    if (!row) throw new AppError("not_found", "This maintenance window no longer exists");
    const siteIds = await sitesOf(tx, maintenanceId);
    const upcoming = nextOccurrence(row, now);
    const notificationIds =
      upcoming && upcoming.startsAt.getTime() > now.getTime()
        ? await announceMaintenance(tx, row, siteIds, "maintenance_cancelled", now)
        : [];
    await tx.delete(maintenanceWindows).where(eq(maintenanceWindows.id, maintenanceId));
    await publishChange(tx, liveTopic("maintenance"));
    return { maintenanceId, siteIds, notificationIds };
  });
}
