"use client";
/**
 * Loads one page of stock photos for the Photo Library and the gallery chooser through the admin
 * photo actions, keeping only the answer to the latest request. A provider failure toasts "Failed to
 * fetch photos" with the reason (docs/spec/site-and-admin.md §8); the unconfigured state is kept in `status`
 * for the screen to explain.
 */
import { useCallback, useRef, useState } from "react";
import { curatedPhotosAction, searchPhotosAction } from "@/lib/photos/actions";
import type { PhotoPage } from "@/lib/photos/types";
import { useAdminAction, useFailureToast } from "@/components/console/use-admin-action";

/** What to load: a search (non-blank query) or the curated collection. */
export type PhotoRequest = { kind: "search"; query: string; page: number } | { kind: "curated"; page: number };

/** Where the loader is; `page` stays on the last successful answer while the next one loads. */
export interface PhotoPageState {
  status: "idle" | "loading" | "ready" | "not_configured" | "error";
  page: PhotoPage | null;
  message: string | null;
}

/** The failure toast of a load (docs/spec/site-and-admin.md §8). */
const FETCH_FAILED = { title: "Failed to fetch photos", fallback: "Please try again." };

/** Returns the state and `load(request)`. `perPage` is sent as `per_page`. */
export function usePhotoPage(perPage: number): [PhotoPageState, (request: PhotoRequest) => Promise<void>] {
  const toastFailure = useFailureToast();
  const { run: search } = useAdminAction(searchPhotosAction, { errorMessage: FETCH_FAILED });
  const { run: curated } = useAdminAction(curatedPhotosAction, { errorMessage: FETCH_FAILED });
  const [state, setState] = useState<PhotoPageState>({ status: "idle", page: null, message: null });
  const latest = useRef(0);

  const load = useCallback(
    async (request: PhotoRequest) => {
      const ticket = ++latest.current;
      setState((previous) => ({ ...previous, status: "loading", message: null }));
      const result = await (request.kind === "search"
        ? search({ query: request.query, page: request.page, per_page: perPage })
        : curated({ page: request.page, per_page: perPage }));
      if (ticket !== latest.current) return;
      if (!result.ok) {
        setState((previous) => ({ ...previous, status: "error", message: result.error || null }));
        return;
      }
      const photos = result.data;
      if (photos.ok) {
        setState({ status: "ready", page: photos.page, message: null });
      } else if (photos.reason === "not_configured") {
        setState({ status: "not_configured", page: null, message: photos.message });
      } else {
        toastFailure(photos.message, FETCH_FAILED);
        setState((previous) => ({ ...previous, status: "error", message: photos.message }));
      }
    },
    [perPage, search, curated, toastFailure],
  );

  return [state, load];
}
