/**
 * Answering a lead (docs/sms.md "Outbound replies"): an SMS reply is an outbound row plus an
 * outbox message; Twilio (a local server speaking its Messages API) receives To/From/Body/StatusCallback
 * and the reply gets its MessageSid; status callbacks only move a reply forward; opted-out numbers get
 * nothing; STOP/START land in the consent ledger, exported as CSV; an e-mail reply goes out in the
 * agency's template and is linked to the lead.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { leadEmails, leads, outboxMessages, smsConsentEvents, smsMessages, smsOptOuts } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors/app-error";
import { sendEmailReply, sendSmsReply } from "@/lib/leads/reply";
import { deliverQueued } from "@/lib/outbox/deliver";
import { consentEventBatches, consentEventsOf } from "@/lib/sms/consent-ledger";
import { consentLedgerCsv } from "@/lib/sms/consent-ledger-csv";
import { messageSid, phoneNumber, signTwilioForm, smsParams } from "@/tests/support/twilio";
import { startTwilioStub, type TwilioStub } from "@/tests/support/twilio-stub";

let signedIn = true;
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => (signedIn ? { id: 1, username: "admin", role: "owner", sid: "test" } : null),
}));
const { POST: statusRoute } = await import("@/app/api/sms/status/route");
const { POST: webhookRoute } = await import("@/app/api/sms/webhook/route");
const { GET: ledgerRoute } = await import("@/app/api/sms/consent-ledger/route");

const TOKEN = "test-twilio-auth-token-0123456789";
const ACCOUNT = `AC${"b".repeat(32)}`;
const PUBLIC = "https://sms.example.test";
const SHARED = "+15550102030";
const saved = { ...env };
let twilio: TwilioStub;

beforeAll(async () => {
  twilio = await startTwilioStub({ accountSid: ACCOUNT, authToken: TOKEN });
  Object.assign(env, {
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_ACCOUNT_SID: ACCOUNT,
    TWILIO_API_BASE_URL: twilio.baseUrl,
    PUBLIC_BASE_URL: PUBLIC,
    RESEND_API_KEY: undefined,
  });
});
afterAll(async () => {
  Object.assign(env, saved);
  await twilio.close();
});

const leadIds: number[] = [];
const phones: string[] = [];
afterEach(async () => {
  await db.delete(smsOptOuts).where(inArray(smsOptOuts.phoneNumber, phones.length ? phones : ["-"]));
  await db.delete(smsConsentEvents).where(inArray(smsConsentEvents.phoneNumber, phones.length ? phones : ["-"]));
  if (leadIds.length) await db.delete(leads).where(inArray(leads.id, leadIds.splice(0)));
  phones.splice(0);
});

async function newLead(values: Partial<typeof leads.$inferInsert> = {}) {
  const phone = values.phone === undefined ? phoneNumber() : values.phone;
  if (phone) phones.push(phone);
  const [lead] = await db
    .insert(leads)
    .values({ name: "Ann Lee", ...values, phone })
    .returning();
  leadIds.push(lead!.id);
  return lead!;
}

const replyOf = async (id: number) => (await db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0]!;
const outboxOf = async (id: number) => (await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

/** POSTs a status callback to the route as Twilio would: form-encoded, signed over the public URL with `?outbox=`. */
function postStatus(
  params: Record<string, string>,
  outboxId?: number,
  options: { signed?: boolean; contentType?: string } = {},
) {
  const url = `${PUBLIC}/api/sms/status${outboxId === undefined ? "" : `?outbox=${outboxId}`}`;
  const { body, signature } = signTwilioForm(TOKEN, url, params);
  const headers = new Headers({ "content-type": options.contentType ?? "application/x-www-form-urlencoded" });
  if (options.signed !== false) headers.set("x-twilio-signature", signature);
  const internal = `http://127.0.0.1:3000/api/sms/status${outboxId === undefined ? "" : `?outbox=${outboxId}`}`;
  return statusRoute(new Request(internal, { method: "POST", headers, body }));
}

const callback = (sid: string, status: string, extra: Record<string, string> = {}) => ({
  AccountSid: ACCOUNT,
  MessageSid: sid,
  MessageStatus: status,
  From: SHARED,
  To: "+15551230000",
  ...extra,
});

/** A reply queued and accepted by the stub; returns its row and Twilio's sid. */
async function sentReply(body = "Thanks, we will call you tomorrow.") {
  const lead = await newLead();
  const queued = await db.transaction((tx) => sendSmsReply(tx, { leadId: lead.id, body, admin: "admin" }));
  await deliverQueued(queued.outboxMessageId);
  const row = await replyOf(queued.id);
  return { lead, queued, row, sid: row.messageSid! };
}

describe("SMS replies", () => {
  it("stores an outbound row and an outbox message, and moves the lead's last answer", async () => {
    const lead = await newLead();
    const queued = await db.transaction((tx) =>
      sendSmsReply(tx, { leadId: lead.id, body: "Hello Ann", admin: "admin" }),
    );
    expect(await replyOf(queued.id)).toMatchObject({
      direction: "outbound",
      deliveryStatus: "queued",
      messageSid: null,
      fromNumber: SHARED,
      toNumber: lead.phone,
      messageBody: "Hello Ann",
      sentBy: "admin",
      leadId: lead.id,
      outboxMessageId: queued.outboxMessageId,
    });
    expect(await outboxOf(queued.outboxMessageId)).toMatchObject({
      channel: "sms",
      recipient: lead.phone,
      body: "Hello Ann",
      status: "pending",
    });
    const [after] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after!.lastOutboundAt).not.toBeNull();
  });

  it("reaches Twilio's Messages API with To, From, Body and the StatusCallback, and records the MessageSid", async () => {
    const { lead, queued, row, sid } = await sentReply("See you Monday at 10 €");
    const received = twilio.messages.find((m) => m.sid === sid);
    expect(received).toEqual({
      sid,
      accountSid: ACCOUNT,
      to: lead.phone,
      from: SHARED,
      body: "See you Monday at 10 €",
      statusCallback: `${PUBLIC}/api/sms/status?outbox=${queued.outboxMessageId}`,
      errorCode: null,
    });
    expect(row.deliveryStatus).toBe("queued");
    expect(await outboxOf(queued.outboxMessageId)).toMatchObject({ status: "sent", providerMessageId: sid });
  });

  it("refuses an opted-out number with the reason and stores or queues nothing", async () => {
    const lead = await newLead();
    await db.insert(smsOptOuts).values({ phoneNumber: lead.phone! });
    const before = (await db.select({ id: outboxMessages.id }).from(outboxMessages)).length;
    const attempt = db.transaction((tx) =>
      sendSmsReply(tx, { leadId: lead.id, body: "Are you there?", admin: "admin" }),
    );
    await expect(attempt).rejects.toSatisfy(
      (e) => isAppError(e, "forbidden") && /asked to stop texts .*21610/.test((e as Error).message),
    );
    expect(await db.select().from(smsMessages).where(eq(smsMessages.leadId, lead.id))).toEqual([]);
    expect((await db.select({ id: outboxMessages.id }).from(outboxMessages)).length).toBe(before);
  });

  it("refuses a lead without a phone and a lead that is gone", async () => {
    const lead = await newLead({ phone: null, email: `ann-${Date.now()}@example.test` });
    await expect(
      db.transaction((tx) => sendSmsReply(tx, { leadId: lead.id, body: "Hi", admin: "admin" })),
    ).rejects.toSatisfy((e) => isAppError(e, "invalid"));
    await expect(
      db.transaction((tx) => sendSmsReply(tx, { leadId: 2_000_000_000, body: "Hi", admin: "admin" })),
    ).rejects.toSatisfy((e) => isAppError(e, "not_found"));
  });

  it("marks the reply failed with 21610 when Twilio refuses it because the number opted out meanwhile", async () => {
    const lead = await newLead();
    twilio.optOut(lead.phone!);
    const queued = await db.transaction((tx) =>
      sendSmsReply(tx, { leadId: lead.id, body: "One more thing", admin: "admin" }),
    );
    const result = await deliverQueued(queued.outboxMessageId);
    expect(result).toMatchObject({ status: "failed" });
    expect(await replyOf(queued.id)).toMatchObject({ deliveryStatus: "failed", errorCode: 21610, messageSid: null });
    // No retry can reach an opted-out number: the outbox ends the message at its first try.
    expect(await outboxOf(queued.outboxMessageId)).toMatchObject({
      status: "failed",
      attempts: 1,
      nextAttemptAt: null,
    });
  });
});

describe("POST /api/sms/status", () => {
  it("moves a reply forward: queued → sent → delivered, then a late queued or failed changes nothing", async () => {
    const { queued, sid } = await sentReply();
    expect((await postStatus(callback(sid, "sent"), queued.outboxMessageId)).status).toBe(204);
    expect((await replyOf(queued.id)).deliveryStatus).toBe("sent");
    expect((await postStatus(callback(sid, "queued"), queued.outboxMessageId)).status).toBe(204);
    expect((await replyOf(queued.id)).deliveryStatus).toBe("sent");
    await postStatus(callback(sid, "delivered"), queued.outboxMessageId);
    const delivered = await replyOf(queued.id);
    expect(delivered.deliveryStatus).toBe("delivered");
    await postStatus(callback(sid, "failed", { ErrorCode: "30003" }), queued.outboxMessageId);
    await postStatus(callback(sid, "undelivered", { ErrorCode: "30005" }), queued.outboxMessageId);
    await postStatus(callback(sid, "delivered"), queued.outboxMessageId);
    expect(await replyOf(queued.id)).toEqual(delivered);
  });

  it("keeps the first final state and its error code when callbacks arrive out of order", async () => {
    const { queued, sid } = await sentReply();
    await postStatus(callback(sid, "undelivered", { ErrorCode: "30006" }));
    await postStatus(callback(sid, "sent"));
    await postStatus(callback(sid, "delivered"));
    expect(await replyOf(queued.id)).toMatchObject({ deliveryStatus: "undelivered", errorCode: 30006 });
  });

  it("settles concurrent callbacks on one final state", async () => {
    const { queued, sid } = await sentReply();
    const statuses = ["sending", "sent", "delivered", "failed", "sent", "delivered"];
    const answers = await Promise.all(statuses.map((status) => postStatus(callback(sid, status))));
    expect(answers.map((a) => a.status)).toEqual(statuses.map(() => 204));
    const settled = await replyOf(queued.id);
    expect(["delivered", "failed"]).toContain(settled.deliveryStatus);
    await Promise.all(
      ["sent", "undelivered", "delivered", "failed"].map((status) => postStatus(callback(sid, status))),
    );
    expect((await replyOf(queued.id)).deliveryStatus).toBe(settled.deliveryStatus);
  });

  it("finds a reply by its outbox id when the callback beats Twilio's REST answer", async () => {
    const lead = await newLead();
    const queued = await db.transaction((tx) =>
      sendSmsReply(tx, { leadId: lead.id, body: "Quick one", admin: "admin" }),
    );
    const sid = messageSid();
    await postStatus(callback(sid, "sent"), queued.outboxMessageId);
    expect(await replyOf(queued.id)).toMatchObject({ deliveryStatus: "sent", messageSid: sid });
  });

  it("answers 204 and changes nothing for an unknown MessageSid or a status that says nothing of a reply", async () => {
    const { queued, sid } = await sentReply();
    const before = await replyOf(queued.id);
    expect((await postStatus(callback(messageSid(), "delivered"))).status).toBe(204);
    expect((await postStatus(callback(sid, "received"))).status).toBe(204);
    expect(await replyOf(queued.id)).toEqual(before);
  });

  it("refuses unsigned (403), non-form (415) and malformed (400) callbacks", async () => {
    const { queued, sid } = await sentReply();
    expect((await postStatus(callback(sid, "delivered"), undefined, { signed: false })).status).toBe(403);
    expect((await postStatus(callback(sid, "delivered"), undefined, { contentType: "application/json" })).status).toBe(
      415,
    );
    expect((await postStatus(callback(sid, "exploded"))).status).toBe(400);
    expect((await postStatus(callback(sid, "failed", { ErrorCode: "abc" }))).status).toBe(400);
    expect((await postStatus({ ...callback(sid, "delivered"), MessageSid: "x" })).status).toBe(400);
    expect((await replyOf(queued.id)).deliveryStatus).toBe("queued");
  });
});

describe("consent ledger", () => {
  async function text(body: string, from: string) {
    const params = smsParams(body, from, { AccountSid: ACCOUNT });
    const { body: form, signature } = signTwilioForm(TOKEN, `${PUBLIC}/api/sms/webhook`, params);
    const response = await webhookRoute(
      new Request("http://127.0.0.1:3000/api/sms/webhook", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
        body: form,
      }),
    );
    expect(response.status).toBe(200);
    return params.MessageSid!;
  }

  it("records every opt-out and opt-in with its keyword and message, and the number is refused while opted out", async () => {
    const lead = await newLead();
    const stopSid = await text(" stop ", lead.phone!);
    await expect(
      db.transaction((tx) => sendSmsReply(tx, { leadId: lead.id, body: "Hi", admin: "admin" })),
    ).rejects.toSatisfy((e) => isAppError(e, "forbidden"));
    const startSid = await text("Start", lead.phone!);
    await text("a portal for my bakery with online orders", lead.phone!);
    const events = await consentEventsOf(db, lead.phone!);
    expect(
      events.map((e) => ({
        action: e.action,
        keyword: e.keyword,
        messageSid: e.messageSid,
        messageBody: e.messageBody,
      })),
    ).toEqual([
      { action: "opt-in", keyword: "START", messageSid: startSid, messageBody: "Start" },
      { action: "opt-out", keyword: "STOP", messageSid: stopSid, messageBody: " stop " },
    ]);
    const [stopMessage] = await db
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(eq(smsMessages.messageSid, stopSid));
    expect(events[1]!.smsMessageId).toBe(stopMessage!.id);
    await expect(
      db.transaction((tx) => sendSmsReply(tx, { leadId: lead.id, body: "Welcome back", admin: "admin" })),
    ).resolves.toBeTruthy();
  });

  it("exports CSV with RFC 4180 quoting and a guard against spreadsheet formulas, E.164 numbers as they are", async () => {
    const phone = phoneNumber();
    const notANumber = `+1=${phone.slice(3)}`;
    phones.push(phone, notANumber);
    const body = '=HYPERLINK("http://evil.test","x"), STOP\nnow';
    await db.insert(smsConsentEvents).values([
      {
        phoneNumber: phone,
        action: "opt-out",
        keyword: "STOP",
        messageSid: "SM1",
        messageBody: body,
        createdAt: new Date("2026-01-02T03:04:05.000Z"),
      },
      {
        phoneNumber: phone,
        action: "opt-in",
        keyword: "-START",
        messageSid: null,
        messageBody: "@start",
        createdAt: new Date("2026-01-03T03:04:05.000Z"),
      },
      {
        phoneNumber: notANumber,
        action: "opt-out",
        keyword: "STOP",
        messageSid: null,
        messageBody: "+stop",
        createdAt: new Date("2026-01-04T03:04:05.000Z"),
      },
    ]);
    const csv = await new Response(consentLedgerCsv(consentEventBatches(db, phone, 1))).text();
    expect(csv).toBe(
      [
        "time_utc,phone_number,action,keyword,message_sid,message",
        `2026-01-02T03:04:05.000Z,${phone},opt-out,STOP,SM1,"'=HYPERLINK(""http://evil.test"",""x""), STOP\nnow"`,
        `2026-01-03T03:04:05.000Z,${phone},opt-in,'-START,,'@start`,
        "",
      ].join("\r\n"),
    );
    // A phone cell that is not a valid E.164 number is escaped like any other text.
    const other = await new Response(consentLedgerCsv(consentEventBatches(db, notANumber))).text();
    expect(other.split("\r\n")[1]).toBe(`2026-01-04T03:04:05.000Z,'${notANumber},opt-out,STOP,,'+stop`);
  });

  it("serves the CSV to admins only, for one number", async () => {
    const lead = await newLead();
    await text("STOP", lead.phone!);
    const url = `http://127.0.0.1:3000/api/sms/consent-ledger?phone=${encodeURIComponent(lead.phone!)}`;
    const response = await ledgerRoute(new Request(url), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="consent-ledger-\d+-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",opt-out,STOP,");
    expect(
      (await ledgerRoute(new Request(`${url.split("?")[0]}?phone=not-a-number`), { params: Promise.resolve({}) }))
        .status,
    ).toBe(422);
    signedIn = false;
    try {
      expect((await ledgerRoute(new Request(url), { params: Promise.resolve({}) })).status).toBe(401);
    } finally {
      signedIn = true;
    }
  });
});

describe("e-mail replies", () => {
  it("queues the agency's template to the lead's address and links it to the lead", async () => {
    const email = `ann-${Date.now()}@example.test`;
    const lead = await newLead({ phone: null, email, name: "Ann <Lee>" });
    const queued = await db.transaction((tx) =>
      sendEmailReply(tx, {
        leadId: lead.id,
        subject: "Your portal",
        body: "Thanks for writing.\n\nHere is <our> plan.",
        admin: "admin",
        siteUrl: PUBLIC,
        contactEmail: "hello@example.test",
      }),
    );
    const row = await outboxOf(queued.outboxMessageId);
    expect(row).toMatchObject({
      channel: "email",
      recipient: email,
      subject: "Your portal",
      replyTo: "hello@example.test",
      status: "pending",
    });
    expect(row.body).toBe(
      "Hi Ann <Lee>,\n\nThanks for writing.\n\nHere is <our> plan.\n\nBest regards,\nCustom Portal Solutions\n\n--\nReply to this e-mail or write to hello@example.test. https://sms.example.test",
    );
    expect(row.html).toContain("Hi Ann &lt;Lee&gt;,");
    expect(row.html).toContain("Here is &lt;our&gt; plan.");
    expect(await db.select().from(leadEmails).where(eq(leadEmails.leadId, lead.id))).toMatchObject([
      { outboxMessageId: queued.outboxMessageId, kind: "reply" },
    ]);
    await deliverQueued(queued.outboxMessageId);
    expect((await outboxOf(queued.outboxMessageId)).status).toBe("unsent");
  });

  it("refuses a lead without an e-mail address", async () => {
    const lead = await newLead();
    await expect(
      db.transaction((tx) =>
        sendEmailReply(tx, {
          leadId: lead.id,
          subject: "Hi",
          body: "Hello",
          admin: "admin",
          siteUrl: PUBLIC,
          contactEmail: "hello@example.test",
        }),
      ),
    ).rejects.toSatisfy((e) => isAppError(e, "invalid"));
  });
});
