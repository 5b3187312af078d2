"use client";
/**
 * The hub's site actions with the spec's toasts (docs/spec/operator-console.md §8): sync (all, one),
 * pause/resume, disable completely. After a sync starts, data is fetched again a few times so the
 * results show up without waiting for the 30-second poll.
 */
import { useCallback } from "react";
import { toast } from "sonner";
import { useFailureToast } from "@/components/console/use-admin-action";
import { callApi, failureText, type ApiFailure } from "./api";
import type { SiteJson } from "./types";

/** Refetches after a sync starts, in milliseconds: a healthy site answers within a second or two; a dead one costs its timeout. */
const AFTER_SYNC_REFRESH_MS = [1_500, 4_000, 11_000];

/** Actions bound to `refresh` (refetches the screen's data). */
export function useSiteActions(refresh: () => void, syncAllUrl = "/api/csc/sync") {
  const toastError = useFailureToast();

  const fail = useCallback(
    (title: string, result: ApiFailure) => {
      if (result.status === 401)
        return toastError(failureText(result), { title: "Unauthorized", fallback: "" }, result.code);
      toast.error(title, {
        description:
          result.error ??
          (result.status === 0
            ? "Network error occurred. Please check your connection and try again."
            : result.statusText),
      });
    },
    [toastError],
  );

  const sync = useCallback(
    async (site?: SiteJson) => {
      const result = await callApi(site ? `/api/csc/sync/${site.id}` : syncAllUrl, "POST");
      if (!result.ok) return fail("Sync Failed", result);
      toast.success("Sync Started", {
        description: "CSC sync has been initiated. Check back in a few minutes for results.",
      });
      for (const ms of AFTER_SYNC_REFRESH_MS) setTimeout(refresh, ms);
    },
    [fail, refresh, syncAllUrl],
  );

  const toggle = useCallback(
    async (site: SiteJson) => {
      const result = await callApi(`/api/csc/sites/${site.id}`, "PATCH", { isActive: !site.isActive });
      if (!result.ok) return fail("Failed to Toggle Site", result);
      if (site.isActive)
        toast.success("Site Paused", { description: `${site.siteName} is paused and will skip syncs.` });
      else toast.success("Site Resumed", { description: `${site.siteName} is active again and will sync normally.` });
      refresh();
    },
    [fail, refresh],
  );

  const disable = useCallback(
    async (site: SiteJson) => {
      const result = await callApi(`/api/csc/sites/${site.id}`, "DELETE");
      if (!result.ok) return fail("Failed to Disable Site", result);
      toast.success("Site Disabled", {
        description: `${site.siteName} has been completely disabled and removed from Site Control.`,
      });
      refresh();
    },
    [fail, refresh],
  );

  return { sync, toggle, disable };
}
