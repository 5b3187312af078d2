/**
 * Inbound MMS (docs/sms.md "Photos") against the local Twilio stand-in serving media as Twilio does: the
 * webhook answers before any media is fetched; afterwards each file is fetched with the account's
 * credentials (never passed on to the media store), kept up to the size cap, shown on the lead's
 * timeline and served to signed-in admins; media a stopped process left pending are swept up later.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { leads, smsMedia, smsMessages } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { leadTimeline } from "@/lib/leads/timeline-queries";
import { fetchPendingMedia, SMS_MEDIA_MAX_BYTES } from "@/lib/sms/fetch-media";
import { receiveInboundSms } from "@/lib/sms-intake/inbound";
import { inboundSmsSchema } from "@/lib/sms/inbound-message";
import { phoneNumber, smsParams } from "@/tests/support/twilio";
import { startTwilioStub, type TwilioStub } from "@/tests/support/twilio-stub";

let signedIn = true;
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => (signedIn ? { id: 1, username: "admin", role: "viewer", sid: "test" } : null),
}));
const { GET: mediaRoute } = await import("@/app/api/sms/media/[id]/route");

const TOKEN = "test-twilio-auth-token-0123456789";
const ACCOUNT = `AC${"d".repeat(32)}`;
const saved = { ...env };
let twilio: TwilioStub;

beforeAll(async () => {
  twilio = await startTwilioStub({ accountSid: ACCOUNT, authToken: TOKEN });
  // The stand-in listens on 127.0.0.1, which the SSRF guard refuses in production.
  Object.assign(env, { TWILIO_AUTH_TOKEN: TOKEN, TWILIO_ACCOUNT_SID: ACCOUNT, ALLOW_PRIVATE_SITE_URLS: true });
});
afterAll(async () => {
  Object.assign(env, saved);
  await twilio.close();
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

function mms(from: string, body: string, media: { url: string; contentType: string }[]) {
  const extra: Record<string, string> = { NumMedia: String(media.length) };
  media.forEach((item, n) => {
    extra[`MediaUrl${n}`] = item.url;
    extra[`MediaContentType${n}`] = item.contentType;
  });
  return inboundSmsSchema.parse(smsParams(body, from, extra));
}

const mediaOf = (smsMessageId: number) =>
  db.select().from(smsMedia).where(eq(smsMedia.smsMessageId, smsMessageId)).orderBy(smsMedia.position);
const getMedia = (id: number) =>
  mediaRoute(new Request(`http://127.0.0.1/api/sms/media/${id}`), { params: Promise.resolve({ id: String(id) }) });

describe("inbound MMS", () => {
  it("answers at once, then fetches each file with the account's credentials, keeping what fits the cap", async () => {
    const from = phoneNumber();
    const photo = twilio.addMedia(PNG, "image/png");
    const huge = twilio.addMedia(Buffer.alloc(SMS_MEDIA_MAX_BYTES + 1, 7), "video/mp4");
    const deferred: (() => Promise<void>)[] = [];
    const message = mms(from, "A portal for my bakery, here is our logo", [
      { url: photo, contentType: "image/png" },
      { url: huge, contentType: "video/mp4" },
    ]);
    const answer = await receiveInboundSms(message, { modelConfig: null, defer: (task) => deferred.push(task) });
    expect(answer.outcome).toBe("code-created");
    const [row] = await db.select().from(smsMessages).where(eq(smsMessages.messageSid, message.messageSid));
    expect(row!.mediaCount).toBe(2);
    expect((await mediaOf(row!.id)).map((m) => m.status)).toEqual(["pending", "pending"]);

    for (const task of deferred) await task();
    const [stored, tooLarge] = await mediaOf(row!.id);
    expect(stored).toMatchObject({ status: "stored", contentType: "image/png", byteSize: PNG.byteLength });
    expect(Buffer.from(stored!.data!).equals(PNG)).toBe(true);
    expect(tooLarge).toMatchObject({ status: "too-large", data: null });
    // Twilio's media URL got the credentials; its store, behind the redirect, got none.
    expect(twilio.mediaStoreRequests.filter((r) => photo.endsWith(r.mediaSid))).toEqual([
      { mediaSid: photo.split("/").pop(), authorized: false },
    ]);

    const [lead] = await db.select({ id: leads.id }).from(leads).where(eq(leads.phone, from));
    const { items } = await leadTimeline(lead!.id, from);
    const sms = items.find((item) => item.kind === "sms" && item.id === row!.id);
    expect(sms?.kind === "sms" && sms.media.map((m) => m.status)).toEqual(["stored", "too-large"]);
  });

  it("serves a stored image inline to signed-in admins only, and other files as downloads", async () => {
    const from = phoneNumber();
    const message = mms(from, "", [
      { url: twilio.addMedia(PNG, "image/png"), contentType: "image/png" },
      {
        url: twilio.addMedia(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/svg+xml"),
        contentType: "image/svg+xml",
      },
    ]);
    const deferred: (() => Promise<void>)[] = [];
    await receiveInboundSms(message, { modelConfig: null, defer: (task) => deferred.push(task) });
    for (const task of deferred) await task();
    const [row] = await db.select().from(smsMessages).where(eq(smsMessages.messageSid, message.messageSid));
    const [png, svg] = await mediaOf(row!.id);

    const image = await getMedia(png!.id);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("content-disposition")).toMatch(/^inline/);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    const download = await getMedia(svg!.id);
    expect(download.headers.get("content-type")).toBe("application/octet-stream");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment/);

    signedIn = false;
    expect((await getMedia(png!.id)).status).toBe(401);
    signedIn = true;
    expect((await getMedia(2_000_000_000)).status).toBe(404);
  });

  it("sweeps up media a stopped process left pending", async () => {
    const message = mms(phoneNumber(), "photo attached", [
      { url: twilio.addMedia(PNG, "image/jpeg"), contentType: "image/jpeg" },
    ]);
    // No deferred fetch runs: as if the process stopped right after answering.
    await receiveInboundSms(message, { modelConfig: null, defer: () => undefined });
    const [row] = await db.select().from(smsMessages).where(eq(smsMessages.messageSid, message.messageSid));
    await db
      .update(smsMedia)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(smsMedia.smsMessageId, row!.id));
    const summary = await fetchPendingMedia(db, { sweep: true });
    expect(summary.stored).toBeGreaterThanOrEqual(1);
    expect((await mediaOf(row!.id))[0]!.status).toBe("stored");
  });

  it("refuses a signed request whose media parameters are malformed", () => {
    const bad = smsParams("hi", phoneNumber(), { NumMedia: "11" });
    expect(inboundSmsSchema.safeParse(bad).success).toBe(false);
    const notUrl = smsParams("hi", phoneNumber(), { NumMedia: "1", MediaUrl0: "javascript:alert(1)" });
    expect(inboundSmsSchema.safeParse(notUrl).success).toBe(false);
  });
});
