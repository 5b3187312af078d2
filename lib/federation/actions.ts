"use server";
/**
 * Server actions of /site-control's "This Site as a Remote Site" card: the key this app accepts when a
 * hub calls its federation endpoints (docs/federation-protocol.md "Authentication"). Only its SHA-256
 * is stored.
 */
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminAction } from "@/lib/action";
import { remoteSiteKeySchema } from "./schemas";
import { clearStoredSiteKey, setStoredSiteKey } from "./remote-site/site-key";

/** Stores the key a hub issued for this site (replacing any earlier one). */
export const setRemoteSiteKeyAction = adminAction("federation.remote-site-key.set", remoteSiteKeySchema, async ({ key }, { user }) => {
  await setStoredSiteKey(key, user.username);
  revalidatePath("/site-control");
  return { saved: true };
});

/** Forgets the stored key; hubs are then refused unless FEDERATION_SITE_KEY is set. */
export const clearRemoteSiteKeyAction = adminAction("federation.remote-site-key.clear", z.object({}), async () => {
  await clearStoredSiteKey();
  revalidatePath("/site-control");
  return { cleared: true };
});
