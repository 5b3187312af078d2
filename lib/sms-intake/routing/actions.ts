"use server";
/**
 * Server actions of SMS Smart Routing (docs/spec/operator-console.md §2 "/sms-routing", §5 "SMS route form", §8
 * "SMS routes"): validate, call lib/sms-intake/routing/change-routes.ts, revalidate.
 */
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction } from "@/lib/action";
import { db } from "@/lib/db";
import { rowId } from "@/lib/input/row-id";
import { phoneNumberConfigSchema, smsRouteIdSchema, smsRouteSchema } from "./schemas";
import { internalTargetError } from "../internal-handlers";
import { createPhoneNumber, createSmsRoute, deleteSmsRoute, updatePhoneNumber, updateSmsRoute } from "./change-routes";
import { patternError } from "./patterns";

const PAGE = "/sms-routing";

/**
 * The route form as the server checks it: a regex must also compile on the routing engine (RE2), and an
 * internal target must name a registered handler (lib/sms-intake/internal-handlers.ts).
 */
const routeSchema = smsRouteSchema.superRefine((value, ctx) => {
  const error = value.patternType === "regex" ? patternError("regex", value.pattern) : null;
  if (error) ctx.addIssue({ code: "custom", path: ["pattern"], message: error });
  const targetError = internalTargetError(value.targetValue);
  if (targetError) ctx.addIssue({ code: "custom", path: ["targetValue"], message: targetError });
});

/** Editing a route: its id and the full form. */
const updateRouteSchema = z.intersection(smsRouteIdSchema, routeSchema);

/** Editing a number: everything but the number itself, which is locked (as on /phone-management). */
const updateNumberSchema = phoneNumberConfigSchema.omit({ phoneNumber: true }).extend({ id: rowId() });

/** The Add Route dialog; bumps the routing version so the webhook's cached table is replaced. */
export const createSmsRouteAction = adminAction("routing.create-route", routeSchema, async (input) => {
  const row = await createSmsRoute(db, input);
  revalidatePath(PAGE);
  return row;
});

/** Edit route: replaces every field of the form. */
export const updateSmsRouteAction = adminAction("routing.update-route", updateRouteSchema, async ({ id, ...input }) => {
  const row = await updateSmsRoute(db, id, input);
  revalidatePath(PAGE);
  return row;
});

/** Deletes a route; the messages it took stay, no longer linked to it (`sms_messages.route_id` set null). */
export const deleteSmsRouteAction = adminAction("routing.delete-route", smsRouteIdSchema, async ({ id }) => {
  const row = await deleteSmsRoute(db, id);
  revalidatePath(PAGE);
  return row;
});

/** Add Number; deactivate a number instead of deleting it. */
export const createPhoneNumberAction = adminAction("routing.create-number", phoneNumberConfigSchema, async (input) => {
  const row = await createPhoneNumber(db, input);
  revalidatePath(PAGE);
  return row;
});

/** Edit number: provider, description, active flag and no-match behaviour. */
export const updatePhoneNumberAction = adminAction(
  "routing.update-number",
  updateNumberSchema,
  async ({ id, ...fields }) => {
    const row = await updatePhoneNumber(db, id, fields);
    revalidatePath(PAGE);
    return row;
  },
);
