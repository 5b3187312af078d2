"use server";
/**
 * Server actions of SMS Smart Routing (operator-console.md §2 "/sms-routing", §5 "SMS route form", §8
 * "SMS routes"). Every change to routes or numbers bumps the routing version in its own transaction, so
 * the webhook's cached routing table is replaced exactly when it changes (lib/sms/routing/load.ts).
 */
import { eq } from "drizzle-orm";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { rowId } from "@/lib/validations/row-id";
import { ActionError, adminAction } from "@/lib/action";
import { db, type Database } from "@/lib/db";
import { phoneNumberConfig, smsRoutes } from "@/lib/db/schema";
import { isUniqueViolation } from "@/lib/db/unique-violation";
import { formatPhoneNumber } from "@/lib/phone-number";
import { bumpRoutingVersion } from "@/lib/sms/routing/load";
import { patternError } from "@/lib/sms/routing/patterns";
import { phoneNumberConfigSchema, smsRouteIdSchema, smsRouteSchema, type SmsRouteInput } from "@/lib/validations/sms-route";

const PAGE = "/sms-routing";
const ROUTE_NOT_FOUND = "This route no longer exists.";
const NUMBER_NOT_FOUND = "This phone number is no longer configured.";
const MISSING_NUMBER = "The chosen phone number is no longer configured.";

/** The route form as the server checks it: a regex must also compile on the routing engine (RE2). */
const routeSchema = smsRouteSchema.superRefine((value, ctx) => {
  const error = value.patternType === "regex" ? patternError("regex", value.pattern) : null;
  if (error) ctx.addIssue({ code: "custom", path: ["pattern"], message: error });
});

/** Editing a route: its id and the full form. */
const updateRouteSchema = z.intersection(smsRouteIdSchema, routeSchema);

/** Editing a number: everything but the number itself, which is locked (as on /phone-management). */
const updateNumberSchema = phoneNumberConfigSchema.omit({ phoneNumber: true }).extend({ id: rowId() });

/** @throws ActionError when `phoneNumberId` names no configured number (checked inside the write's transaction). */
async function assertNumberExists(tx: Database, phoneNumberId: number | null): Promise<void> {
  if (phoneNumberId === null) return;
  const [row] = await tx
    .select({ id: phoneNumberConfig.id })
    .from(phoneNumberConfig)
    .where(eq(phoneNumberConfig.id, phoneNumberId))
    .for("share");
  if (!row) throw new ActionError(MISSING_NUMBER);
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
 * Add Route: stores the route (match count 0) and invalidates the routing cache.
 * @throws ActionError when the chosen phone number is no longer configured.
 */
export const createSmsRouteAction = adminAction(routeSchema, async (input) => {
  const row = await db.transaction(async (tx) => {
    await assertNumberExists(tx, input.phoneNumberId);
    const [created] = await tx.insert(smsRoutes).values(routeValues(input)).returning({ id: smsRoutes.id, name: smsRoutes.name });
    await bumpRoutingVersion(tx);
    return created!;
  });
  revalidatePath(PAGE);
  return row;
});

/**
 * Edit route: replaces every field of the form (match count and last match are kept) and invalidates the
 * routing cache.
 * @throws ActionError when the route was deleted meanwhile or the chosen phone number is no longer configured.
 */
export const updateSmsRouteAction = adminAction(updateRouteSchema, async ({ id, ...input }) => {
  const row = await db.transaction(async (tx) => {
    await assertNumberExists(tx, input.phoneNumberId);
    const [updated] = await tx
      .update(smsRoutes)
      .set(routeValues(input))
      .where(eq(smsRoutes.id, id))
      .returning({ id: smsRoutes.id, name: smsRoutes.name });
    if (!updated) throw new ActionError(ROUTE_NOT_FOUND);
    await bumpRoutingVersion(tx);
    return updated;
  });
  revalidatePath(PAGE);
  return row;
});

/**
 * Deletes a route; its messages keep their text and status, with no route (shown as "Default").
 * @throws ActionError when the route was already deleted.
 */
export const deleteSmsRouteAction = adminAction(smsRouteIdSchema, async ({ id }) => {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(smsRoutes).where(eq(smsRoutes.id, id)).returning({ id: smsRoutes.id, name: smsRoutes.name });
    if (!deleted) throw new ActionError(ROUTE_NOT_FOUND);
    await bumpRoutingVersion(tx);
    return deleted;
  });
  revalidatePath(PAGE);
  return row;
});

/**
 * Add Number: configures a number (E.164) with its provider, description, active flag and no-match
 * behaviour. Numbers are never deleted (routes and messages refer to them); deactivate one instead.
 * @throws ActionError "{number} is already configured." for a duplicate.
 */
export const createPhoneNumberAction = adminAction(phoneNumberConfigSchema, async (input) => {
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(phoneNumberConfig)
        .values(input)
        .returning({ id: phoneNumberConfig.id, phoneNumber: phoneNumberConfig.phoneNumber });
      await bumpRoutingVersion(tx);
      return created!;
    });
    revalidatePath(PAGE);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ActionError(`${formatPhoneNumber(input.phoneNumber)} is already configured.`);
    throw error;
  }
});

/**
 * Edit number: provider, description, active flag and no-match behaviour (the number itself is locked).
 * @throws ActionError when the number is no longer configured.
 */
export const updatePhoneNumberAction = adminAction(updateNumberSchema, async ({ id, ...fields }) => {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(phoneNumberConfig)
      .set(fields)
      .where(eq(phoneNumberConfig.id, id))
      .returning({ id: phoneNumberConfig.id, phoneNumber: phoneNumberConfig.phoneNumber });
    if (!updated) throw new ActionError(NUMBER_NOT_FOUND);
    await bumpRoutingVersion(tx);
    return updated;
  });
  revalidatePath(PAGE);
  return row;
});
