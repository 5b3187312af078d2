/**
 * Changing SMS routes and configured numbers (docs/spec/operator-console.md §2 "/sms-routing", §5 "SMS route form",
 * §8 "SMS routes"). Every change bumps the routing version in its own transaction, so the webhook's cached
 * routing table is replaced exactly when it changes (lib/sms-intake/routing/routing-table-cache.ts). Each function takes the
 * database, so it runs without Next.
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/lib/db";
import { phoneNumberConfig, smsRoutes } from "@/lib/db/schema";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { AppError } from "@/lib/errors/app-error";
import { formatPhoneNumber } from "@/lib/format/phone";
import type { phoneNumberConfigSchema, SmsRouteInput } from "./schemas";
import { bumpRoutingVersion } from "./routing-table-cache";

const ROUTE_NOT_FOUND = "This route no longer exists.";
const NUMBER_NOT_FOUND = "This phone number is no longer configured.";
const MISSING_NUMBER = "The chosen phone number is no longer configured.";

/** A configured number's fields, as the form's schema gives them. */
type PhoneNumberConfigInput = z.output<typeof phoneNumberConfigSchema>;

/** A route or number as the actions answer it. */
type RouteRef = { id: number; name: string };
type NumberRef = { id: number; phoneNumber: string };

/** @throws AppError `not_found` when `phoneNumberId` names no configured number (checked inside the write's transaction). */
async function assertNumberExists(tx: Database, phoneNumberId: number | null): Promise<void> {
  if (phoneNumberId === null) return;
  const [row] = await tx
    .select({ id: phoneNumberConfig.id })
    .from(phoneNumberConfig)
    .where(eq(phoneNumberConfig.id, phoneNumberId))
    .for("share");
  if (!row) throw new AppError("not_found", MISSING_NUMBER);
}

/** The route's stored columns from the parsed form. */
const routeValues = (input: SmsRouteInput) => ({
  name: input.name,
  description: input.description,
  pattern: input.pattern,
  patternType: input.patternType,
  targetType: input.targetType,
  targetValue: input.targetValue,
  priority: input.priority,
  phoneNumberId: input.phoneNumberId,
  isActive: input.isActive,
});

/**
 * Stores a route (match count 0).
 * @throws AppError `not_found` when the chosen phone number is no longer configured.
 */
export async function createSmsRoute(db: Database, input: SmsRouteInput): Promise<RouteRef> {
  return db.transaction(async (tx) => {
    await assertNumberExists(tx, input.phoneNumberId);
    const [created] = await tx
      .insert(smsRoutes)
      .values(routeValues(input))
      .returning({ id: smsRoutes.id, name: smsRoutes.name });
    await bumpRoutingVersion(tx);
    return created!;
  });
}

/**
 * Replaces every field of route `id` (match count and last match are kept).
 * @throws AppError `not_found` when the route was deleted meanwhile or the chosen phone number is no longer configured.
 */
export async function updateSmsRoute(db: Database, id: number, input: SmsRouteInput): Promise<RouteRef> {
  return db.transaction(async (tx) => {
    await assertNumberExists(tx, input.phoneNumberId);
    const [updated] = await tx
      .update(smsRoutes)
      .set(routeValues(input))
      .where(eq(smsRoutes.id, id))
      .returning({ id: smsRoutes.id, name: smsRoutes.name });
    if (!updated) throw new AppError("not_found", ROUTE_NOT_FOUND);
    await bumpRoutingVersion(tx);
    return updated;
  });
}

/**
 * Deletes route `id`; its messages keep their text and status, with no route (shown as "Default").
 * @throws AppError `not_found` when the route was already deleted.
 */
export async function deleteSmsRoute(db: Database, id: number): Promise<RouteRef> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(smsRoutes)
      .where(eq(smsRoutes.id, id))
      .returning({ id: smsRoutes.id, name: smsRoutes.name });
    if (!deleted) throw new AppError("not_found", ROUTE_NOT_FOUND);
    await bumpRoutingVersion(tx);
    return deleted;
  });
}

/**
 * Configures a number (E.164). Numbers are never deleted (routes and messages refer to them).
 * @throws AppError `conflict` "{number} is already configured." for a duplicate.
 */
export async function createPhoneNumber(db: Database, input: PhoneNumberConfigInput): Promise<NumberRef> {
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(phoneNumberConfig)
        .values(input)
        .returning({ id: phoneNumberConfig.id, phoneNumber: phoneNumberConfig.phoneNumber });
      await bumpRoutingVersion(tx);
      return created!;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("conflict", `${formatPhoneNumber(input.phoneNumber)} is already configured.`);
    throw error;
  }
}

/**
 * Saves provider, description, active flag and no-match behaviour of number `id` (the number itself is locked).
 * @throws AppError `not_found` when the number is no longer configured.
 */
export async function updatePhoneNumber(
  db: Database,
  id: number,
  fields: Omit<PhoneNumberConfigInput, "phoneNumber">,
): Promise<NumberRef> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(phoneNumberConfig)
      .set(fields)
      .where(eq(phoneNumberConfig.id, id))
      .returning({ id: phoneNumberConfig.id, phoneNumber: phoneNumberConfig.phoneNumber });
    if (!updated) throw new AppError("not_found", NUMBER_NOT_FOUND);
    await bumpRoutingVersion(tx);
    return updated;
  });
}
