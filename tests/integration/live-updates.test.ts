/**
 * Live updates (docs/decisions/data-and-jobs.md "Live updates"): a screen following a topic over GET /api/live hears a
 * change when the transaction that made it commits — never on rollback, never for a topic it does not
 * follow — and the stream is for signed-in users only.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { publishChange } from "@/lib/live/publish";
import { liveTopic } from "@/lib/live/topics";

let signedIn = true;
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => (signedIn ? { id: 1, username: "admin", role: "owner", sid: "test" } : null),
}));
const { GET: liveRoute } = await import("@/app/api/live/route");

/** Reads a stream's text as it arrives; `until` resolves with everything read once `done` says so. */
function reader(response: Response) {
  const stream = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  return {
    async until(done: (text: string) => boolean, timeoutMs = 5_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      while (!done(text)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`Timed out; the stream said: ${JSON.stringify(text)}`);
        const next = await Promise.race([
          stream.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
        ]);
        if (next === null) continue;
        if (next.done) break;
        text += decoder.decode(next.value, { stream: true });
      }
      return text;
    },
    get text() {
      return text;
    },
  };
}

const open: AbortController[] = [];
function follow(topics: string) {
  const controller = new AbortController();
  open.push(controller);
  return liveRoute(
    new Request(`http://localhost/api/live?topics=${encodeURIComponent(topics)}`, { signal: controller.signal }),
    {},
  );
}

afterEach(() => {
  for (const controller of open.splice(0)) controller.abort();
  signedIn = true;
});

describe("GET /api/live", () => {
  it("streams a followed topic's change when its transaction commits, once per topic", async () => {
    const response = await follow("leads,lead:7");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("cache-control")).toContain("no-transform");
    const events = reader(response);
    await events.until((text) => text.includes(": connected"));

    await db.transaction(async (tx) => {
      await publishChange(tx, liveTopic("lead", 7), liveTopic("lead", 7), liveTopic("lead", 8));
      await publishChange(tx, liveTopic("leads"));
    });
    const text = await events.until((seen) => seen.includes("data: leads"));
    expect(text.match(/event: change\ndata: lead:7\n/g)).toHaveLength(1);
    expect(text).not.toContain("lead:8");
  });

  it("says nothing of a change whose transaction rolled back", async () => {
    const events = reader(await follow("sites"));
    await events.until((text) => text.includes(": connected"));
    await db
      .transaction(async (tx) => {
        await publishChange(tx, liveTopic("sites"));
        throw new Error("rolled back on purpose");
      })
      .catch(() => undefined);
    await publishChange(db, liveTopic("uptime"));
    await db.transaction((tx) => publishChange(tx, liveTopic("site", 3)));
    // A later committed change on another topic arrives; the rolled-back one never did.
    const marker = reader(await follow("uptime"));
    await marker.until((text) => text.includes(": connected"));
    await publishChange(db, liveTopic("uptime"));
    await marker.until((text) => text.includes("data: uptime"));
    expect(events.text).not.toContain("data: sites");
  });

  it("refuses a signed-out caller with 401 and malformed topics with 422", async () => {
    signedIn = false;
    expect((await follow("leads")).status).toBe(401);
    signedIn = true;
    for (const topics of [
      "",
      "LEADS",
      "leads;drop",
      "lead:0",
      "secrets",
      Array.from({ length: 17 }, (_, i) => `lead:${i + 1}`).join(","),
    ]) {
      const response = await follow(topics);
      expect(response.status, topics).toBe(422);
      expect((await response.json()).error).toBeTruthy();
    }
  });
});
