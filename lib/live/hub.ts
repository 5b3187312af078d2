/**
 * This instance's side of live updates: one LISTEN subscription to `LIVE_CHANNEL`, opened when the first
 * screen subscribes, fanned out in memory to the open streams. Every instance has its own, so a change
 * committed through any instance reaches the screens of all of them.
 */
import { getDbHandle } from "@/lib/db";
import type { Unlisten } from "@/lib/db/listen";
import { LIVE_CHANNEL } from "./publish";

/** Called with a changed topic, or `null` when changes may have been missed (the subscription reconnected). */
export type LiveSubscriber = (topic: string | null) => void;

interface Hub {
  subscribers: Set<LiveSubscriber>;
  listening: Promise<Unlisten> | null;
}

const globalForHub = globalThis as unknown as { __liveHub?: Hub };
const hub: Hub = (globalForHub.__liveHub ??= { subscribers: new Set(), listening: null });

function broadcast(topic: string | null): void {
  for (const subscriber of hub.subscribers) subscriber(topic);
}

/**
 * Adds a subscriber and makes sure this instance listens; resolves once the subscription is in place, so
 * nothing committed after it resolves is missed. Returns the function that removes the subscriber.
 */
export async function subscribe(subscriber: LiveSubscriber): Promise<() => void> {
  hub.subscribers.add(subscriber);
  hub.listening ??= getDbHandle()
    .listen(LIVE_CHANNEL, broadcast)
    .catch((error: unknown) => {
      hub.listening = null;
      throw error;
    });
  try {
    await hub.listening;
  } catch (error) {
    hub.subscribers.delete(subscriber);
    throw error;
  }
  return () => {
    hub.subscribers.delete(subscriber);
  };
}
