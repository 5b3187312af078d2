/**
 * The key that tells chat-app destinations apart without opening them (docs/decisions/status-pages.md "Chat-app
 * status page subscriptions"): HMAC-SHA256 over the destination's canonical form, keyed by HKDF from the
 * deployment secret. The sealed form cannot serve (AES-GCM seals the same text differently each time);
 * a plain hash of a short ntfy topic could be guessed offline, a keyed one cannot without the secret.
 */
import { createHmac, hkdfSync } from "node:crypto";
import { deploymentSecret } from "@/lib/secret-cipher";
import type { ChatDestination } from "./destination";

let key: Buffer | undefined;
function hashKey(): Buffer {
  return (key ??= Buffer.from(
    hkdfSync("sha256", deploymentSecret(), "cps-chat-apps", "chat-app destination hash v1", 32),
  ));
}

/**
 * `destination`'s key, 64 hex digits: equal for the same destination however it was entered (fields in
 * one order; URLs as the WHATWG URL parser writes them). An ntfy access token is not part of it: the
 * same topic with another token is the same destination.
 */
export function destinationHash(destination: ChatDestination): string {
  const canonical =
    destination.kind === "telegram"
      ? [destination.kind, destination.botToken, destination.chatId]
      : destination.kind === "ntfy"
        ? [destination.kind, new URL(destination.serverUrl).href, destination.topic]
        : [destination.kind, new URL(destination.url).href];
  return createHmac("sha256", hashKey()).update(JSON.stringify(canonical)).digest("hex");
}
