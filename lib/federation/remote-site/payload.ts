/**
 * What this app answers as a remote site (docs/federation-protocol.md "Endpoints a remote site offers"): its `todo_items`,
 * its `error_logs` (the newest 1,000; without user agent, IP address or user id, which stay here),
 * its features, and its analytics. Dates are ISO 8601 strings (JSON serialization of `Date`).
 */
import { desc } from "drizzle-orm";
import { db } from "@/lib/db";
import { errorLogs, todoItems } from "@/lib/db/schema";
import { analyticsRecords } from "@/lib/site-analytics/report";
import { MAX_ITEMS_PER_LIST } from "../protocol";
import { APP_VERSION, appFeatures } from "./features";

/** When this server process started: reported as the deployment date (a deploy starts new processes). */
const STARTED_AT = new Date();

/** The app's TODO items in the protocol's TODO shape. */
export async function remoteTodos() {
  const rows = await db.select().from(todoItems).orderBy(desc(todoItems.updatedAt)).limit(MAX_ITEMS_PER_LIST);
  return rows.map((t) => ({
    id: t.id,
    title: t.title,
    description: t.description,
    priority: t.priority,
    status: t.status,
    category: t.category,
    dueDate: t.dueDate,
    completedAt: t.completedAt,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  }));
}

/** The app's newest error log entries in the protocol's error shape. */
export async function remoteErrors() {
  const rows = await db
    .select({
      id: errorLogs.id,
      severity: errorLogs.severity,
      errorMessage: errorLogs.errorMessage,
      stackTrace: errorLogs.stackTrace,
      requestUrl: errorLogs.requestUrl,
      requestMethod: errorLogs.requestMethod,
      serverEnvironment: errorLogs.serverEnvironment,
      resolved: errorLogs.resolved,
      resolvedAt: errorLogs.resolvedAt,
      resolvedBy: errorLogs.resolvedBy,
      createdAt: errorLogs.createdAt,
    })
    .from(errorLogs)
    .orderBy(desc(errorLogs.id))
    .limit(MAX_ITEMS_PER_LIST);
  return rows.map(({ serverEnvironment, ...e }) => ({
    ...e,
    errorType: null,
    requestContext: { environment: serverEnvironment },
  }));
}

/** The combined answer of `GET /api/federated/sync`. */
export async function remoteSyncPayload() {
  const [todos, errors, analytics] = await Promise.all([remoteTodos(), remoteErrors(), analyticsRecords()]);
  return {
    site: { name: "Custom Portal Solutions", version: APP_VERSION, deployedAt: STARTED_AT },
    todos,
    errors,
    features: appFeatures(),
    analytics,
  };
}
