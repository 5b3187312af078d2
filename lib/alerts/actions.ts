"use server";
/** Server actions of the /alerts screen's Channels and Rules tabs (docs/federation-protocol.md "Alert rules"). */
import { revalidatePath } from "next/cache";
import { adminAction } from "@/lib/action";
import { channelIdSchema, channelSchema, ruleSchema, updateChannelSchema } from "./schemas";
import { createChannel, deleteChannel, sendTestAlert, updateChannel, updateRule } from "./channels-and-rules";
import { db } from "@/lib/db";

const SCREEN = "/alerts";

/** The Add channel dialog; answers `{ id }` so the list can mark the new card. */
export const createChannelAction = adminAction("alerts.create-channel", channelSchema, async (input) => {
  const id = await createChannel(db, input);
  revalidatePath(SCREEN);
  return { id };
});

/** Changes a channel's name, kind, target or on/off. */
export const updateChannelAction = adminAction(
  "alerts.update-channel",
  updateChannelSchema,
  async ({ id, channel }) => {
    await updateChannel(db, id, channel);
    revalidatePath(SCREEN);
    return { id };
  },
);

/** Deletes a channel; the rules that picked it send to their other channels (or the default recipients), its history stays. */
export const deleteChannelAction = adminAction("alerts.delete-channel", channelIdSchema, async ({ id }) => {
  await deleteChannel(db, id);
  revalidatePath(SCREEN);
  return { id };
});

/** "Send test": a test alert through the channel; answers the outbox status after the first try. */
export const sendTestAlertAction = adminAction("alerts.test-channel", channelIdSchema, async ({ id }) => {
  const result = await sendTestAlert(db, id);
  revalidatePath(SCREEN);
  return result;
});

/** Saves one rule's settings and channels. */
export const updateRuleAction = adminAction("alerts.rule", ruleSchema, async (input) => {
  await updateRule(db, input);
  revalidatePath(SCREEN);
  return { kind: input.kind };
});
