"use server";
/**
 * Server actions of the hub's forms: Add Site and Edit Site (docs/spec/operator-console.md §5), Broadcast
 * Command (§6 of docs/federation-protocol.md), and /site-control's "This Site as a Remote Site" card: the key
 * this app accepts when a hub calls its federation endpoints (only its SHA-256 is stored). The same
 * services answer the JSON routes of §7 (`/api/csc/sites`, `/api/federated/broadcast-command`).
 */
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction } from "@/lib/action";
import { coercedRowId } from "@/lib/input/row-id";
import { broadcastCommand } from "./broadcast";
import { broadcastSchema, remoteSiteKeySchema, siteFormSchema } from "./schemas";
import { clearStoredSiteKey, setStoredSiteKey } from "./remote-site/site-key";
import { createSite, updateSite } from "./sites";

/** Add Site: the new site and its key, shown once. */
export const createSiteAction = adminAction("federation.sites.create", siteFormSchema, async (fields) => {
  const added = await createSite(fields);
  revalidatePath("/dashboard");
  return added;
});

/** Edit Site: every field of the form for site `id`. */
export const updateSiteAction = adminAction(
  "federation.sites.update",
  siteFormSchema.extend({ id: coercedRowId("Unknown site") }),
  async ({ id, ...fields }) => {
    const site = await updateSite(id, fields);
    revalidatePath("/dashboard");
    return site;
  },
);

/** Broadcast Command: sends it to every active site and answers the counts. */
export const broadcastCommandAction = adminAction(
  "federation.broadcast",
  broadcastSchema,
  async ({ commandText, description }, { user }) =>
    broadcastCommand({ commandText, description, createdBy: user.username }),
);

/** Stores the key a hub issued for this site (replacing any earlier one). */
export const setRemoteSiteKeyAction = adminAction(
  "federation.remote-site-key.set",
  remoteSiteKeySchema,
  async ({ key }, { user }) => {
    await setStoredSiteKey(key, user.username);
    revalidatePath("/site-control");
    return { saved: true };
  },
);

/** Forgets the stored key; hubs are then refused unless FEDERATION_SITE_KEY is set. */
export const clearRemoteSiteKeyAction = adminAction("federation.remote-site-key.clear", z.object({}), async () => {
  await clearStoredSiteKey();
  revalidatePath("/site-control");
  return { cleared: true };
});
