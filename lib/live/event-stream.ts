/**
 * The Server-Sent Events answer of GET /api/live (https://html.spec.whatwg.org/multipage/server-sent-events.html):
 * an `event: change` whose data is the changed topic, `*` when changes may have been missed, a comment
 * every `HEARTBEAT_MS` so proxies keep the connection, and an end after `STREAM_LIFETIME_MS`, after which
 * the browser's EventSource reconnects by itself (`retry`). Ending on our side keeps each stream inside a
 * serverless function's longest run (`maxDuration` of the route) and spreads screens over instances.
 */
import { subscribe } from "./hub";

/** Milliseconds between keep-alive comments; proxies commonly close a connection idle for 60 s. */
export const HEARTBEAT_MS = 20_000;
/** Milliseconds a stream lasts before the browser reconnects; below the route's `maxDuration` (300 s). */
export const STREAM_LIFETIME_MS = 240_000;
/** Milliseconds the browser waits before reconnecting. */
export const RECONNECT_MS = 1_000;

const encoder = new TextEncoder();

/**
 * Opens the stream for `topics`; it ends when `signal` aborts (the browser left), at its lifetime, or when
 * the subscription cannot be opened (the database is down: the browser retries).
 */
export function liveEventStream(topics: readonly string[], signal: AbortSignal): Response {
  const followed = new Set(topics);
  let open = true;
  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const close = () => {
        if (!open) return;
        open = false;
        cleanup();
        controller.close();
      };
      send(`retry: ${RECONNECT_MS}\n\n`);
      let unsubscribe = () => {};
      try {
        unsubscribe = await subscribe((topic) => {
          if (topic === null) send("event: change\ndata: *\n\n");
          else if (followed.has(topic)) send(`event: change\ndata: ${topic}\n\n`);
        });
      } catch {
        close();
        return;
      }
      // The reader may have gone while LISTEN was being set up.
      if (!open) {
        unsubscribe();
        return;
      }
      // Said once LISTEN is in place: every change committed after this comment reaches the stream.
      send(": connected\n\n");
      const heartbeat = setInterval(() => send(": ping\n\n"), HEARTBEAT_MS);
      const lifetime = setTimeout(close, STREAM_LIFETIME_MS);
      cleanup = () => {
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        signal.removeEventListener("abort", close);
      };
      if (signal.aborted) close();
      else signal.addEventListener("abort", close);
    },
    cancel() {
      open = false;
      cleanup();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform keeps the server's compression (and proxies) from buffering the stream.
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    },
  });
}
