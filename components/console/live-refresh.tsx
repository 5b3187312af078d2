"use client";
/** Drop-in for a server-rendered screen: re-renders it when one of `topics` changes (components/console/use-live.ts). */
import type { LiveTopic } from "@/lib/live/topics";
import { useLiveRefresh } from "./use-live";

export function LiveRefresh({ topics }: { topics: readonly LiveTopic[] }): null {
  useLiveRefresh(topics);
  return null;
}
