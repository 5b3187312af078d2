import { and, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/sms/webhook/route";
import { db } from "@/lib/db";
import { authorizedPhones, projectCodes, smsMessages, smsOptOuts } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { HELP_KEYWORDS, OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS } from "@/lib/sms/compliance-keywords";
import { SMS_BODY_MAX_LENGTH } from "@/lib/sms/inbound-message";
import { SMS_REPLY_MAX_LENGTH } from "@/lib/sms/replies";
import { CODE_ALPHABET } from "@/lib/project-codes/generate";
import { messageSid, phoneNumber, signTwilioForm, smsParams } from "@/tests/support/twilio";

const TOKEN = "test-twilio-auth-token-0123456789";
// The environment is parsed once per process (the test setup already loaded it): set what these tests need on it.
const saved = { token: env.TWILIO_AUTH_TOKEN, baseUrl: env.PUBLIC_BASE_URL };
beforeAll(() => {
  env.TWILIO_AUTH_TOKEN = TOKEN;
  env.PUBLIC_BASE_URL = "https://sms.example.test";
});
afterAll(() => {
  env.TWILIO_AUTH_TOKEN = saved.token;
  env.PUBLIC_BASE_URL = saved.baseUrl;
});

const PUBLIC_URL = "https://sms.example.test/api/sms/webhook";
// What Next.js sees behind a proxy: not the address Twilio signed.
const INTERNAL_URL = "http://127.0.0.1:3000/api/sms/webhook";

/** POSTs `params` to the route as Twilio would, signed over `signedUrl`. */
function post(
  params: Record<string, string>,
  options: { signedUrl?: string; signature?: string | null; token?: string } = {},
) {
  const { body, signature } = signTwilioForm(options.token ?? TOKEN, options.signedUrl ?? PUBLIC_URL, params);
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded" });
  const sent = options.signature === undefined ? signature : options.signature;
  if (sent !== null) headers.set("x-twilio-signature", sent);
  return POST(new Request(INTERNAL_URL, { method: "POST", headers, body }));
}

/** The `<Message>` texts of a TwiML answer. */
async function messagesOf(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/xml/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?><Response/);
  return [...xml.matchAll(/<Message>([\s\S]*?)<\/Message>/g)].map((m) =>
    m[1]!.replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
  );
}

/** Sends `body` from `from` and returns the single reply, or null for an empty response. */
async function text(body: string, from: string, extra: Record<string, string> = {}): Promise<string | null> {
  const messages = await messagesOf(await post(smsParams(body, from, extra)));
  expect(messages.length).toBeLessThanOrEqual(1);
  return messages[0] ?? null;
}

const codeIn = (reply: string | null) => /project code is ([A-Z0-9]{8})/.exec(reply ?? "")?.[1];

async function codesOf(phone: string) {
  return db.select().from(projectCodes).where(eq(projectCodes.contactPhone, phone));
}

const addedPhones: string[] = [];
afterEach(async () => {
  if (addedPhones.length > 0)
    await db.delete(authorizedPhones).where(inArray(authorizedPhones.phoneNumber, addedPhones.splice(0)));
});

async function authorize(phone: string, isActive = true) {
  addedPhones.push(phone);
  await db.insert(authorizedPhones).values({ phoneNumber: phone, ownerName: "Test Owner", isActive });
}

describe("POST /api/sms/webhook: signature", () => {
  it("accepts a request signed by the twilio library over the public URL, behind a proxy", async () => {
    const phone = phoneNumber();
    const reply = await text("A booking portal for dog groomers", phone);
    expect(codeIn(reply)).toBeDefined();
  });

  it("refuses a request signed over the internal request.url", async () => {
    const response = await post(smsParams("A booking portal for dog groomers", phoneNumber()), {
      signedUrl: INTERNAL_URL,
    });
    expect(response.status).toBe(403);
  });

  it("refuses a wrong or missing signature, and a body changed after signing, and stores nothing", async () => {
    const params = smsParams("A booking portal for dog groomers", phoneNumber());
    expect((await post(params, { token: "another-token" })).status).toBe(403);
    expect((await post(params, { signature: null })).status).toBe(403);
    const { signature } = signTwilioForm(TOKEN, PUBLIC_URL, params);
    const tampered = new URLSearchParams({ ...params, Body: "Something else entirely" }).toString();
    const response = await POST(
      new Request(INTERNAL_URL, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
        body: tampered,
      }),
    );
    expect(response.status).toBe(403);
    expect(await db.select().from(smsMessages).where(eq(smsMessages.messageSid, params.MessageSid!))).toHaveLength(0);
  });

  it("answers 503 when no auth token is configured (fails closed)", async () => {
    env.TWILIO_AUTH_TOKEN = undefined;
    try {
      expect((await post(smsParams("A booking portal for dog groomers", phoneNumber()))).status).toBe(503);
    } finally {
      env.TWILIO_AUTH_TOKEN = TOKEN;
    }
  });

  it("answers 400 for a signed request that is not a Twilio message", async () => {
    const { MessageSid, Body } = smsParams("An idea with no sender", phoneNumber());
    expect((await post({ MessageSid: MessageSid!, Body: Body! })).status).toBe(400);
    expect((await post({ ...smsParams("x", phoneNumber()), From: "+1".padEnd(40, "5") })).status).toBe(400);
    expect((await post({ ...smsParams("x", phoneNumber()), MessageSid: "bad sid!" })).status).toBe(400);
  });
});

describe("POST /api/sms/webhook: project codes", () => {
  it("answers an idea with one short message holding a new code, and stores the draft and the message", async () => {
    const phone = phoneNumber();
    const params = smsParams("We want a client portal for our accounting firm where clients upload receipts", phone);
    const [reply] = await messagesOf(await post(params));
    expect(reply!.length).toBeLessThanOrEqual(SMS_REPLY_MAX_LENGTH);
    const code = codeIn(reply!)!;
    expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    expect(reply).toContain(`https://sms.example.test/?code=${code}`);
    const [row] = await db.select().from(projectCodes).where(eq(projectCodes.code, code));
    expect(row!.draft).toMatch(/^OVERVIEW$/m);
    expect(row!.draft).toContain("KEY FEATURES");
    expect(row!.contactPhone).toBe(phone);
    const [message] = await db.select().from(smsMessages).where(eq(smsMessages.messageSid, params.MessageSid!));
    expect(message).toMatchObject({
      routingStatus: "routed",
      forwardedTo: "internal://project-code",
      replyBody: reply,
      projectCodeId: row!.id,
    });
  });

  it("gives the same sender the same code for the same idea, and a new one for another idea", async () => {
    const phone = phoneNumber();
    const first = codeIn(await text("A booking portal for dog groomers", phone));
    expect(codeIn(await text("  a BOOKING portal   for dog groomers ", phone))).toBe(first);
    const other = codeIn(await text("An online shop for handmade candles", phone));
    expect(other).not.toBe(first);
    expect(codeIn(await text("A booking portal for dog groomers", phoneNumber()))).not.toBe(first);
    expect(await codesOf(phone)).toHaveLength(2);
  });

  it("asks for a longer text below 10 characters and creates nothing", async () => {
    const phone = phoneNumber();
    expect(await text("Hi there", phone)).toMatch(/at least 10 characters/);
    expect(await codesOf(phone)).toHaveLength(0);
  });

  it("replays the stored reply for a retried MessageSid and creates nothing new", async () => {
    const phone = phoneNumber();
    const params = smsParams("A fleet tracking dashboard for a courier company", phone);
    const first = await messagesOf(await post(params));
    const again = await messagesOf(await post(params));
    expect(again).toEqual(first);
    expect(await codesOf(phone)).toHaveLength(1);
  });

  it("creates exactly one code for 20 concurrent copies of one MessageSid, all answered alike", async () => {
    const phone = phoneNumber();
    const params = smsParams("An inventory system for a bike repair shop", phone);
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(params)));
    const replies = await Promise.all(responses.map(messagesOf));
    expect(new Set(replies.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(replies[0]).toHaveLength(1);
    expect(await codesOf(phone)).toHaveLength(1);
    expect(await db.select().from(smsMessages).where(eq(smsMessages.messageSid, params.MessageSid!))).toHaveLength(1);
  });
});

/** Pieces of texted ideas, each one grapheme a naive cut can split: astral emoji, flags, ZWJ sequences, combining marks. */
const PIECES = {
  emoji: ["😀", "🎉", "🚀"],
  flags: ["🇺🇸", "🇯🇵", "🇧🇷", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"],
  families: ["👨‍👩‍👧‍👦", "🏳️‍🌈", "👩🏽‍💻"],
  mixed: ["Zoë", "e\u0301", "日本語", "مرحبا", "नमस्ते", "한국어", "👍🏽", " ", "\uFFFF"],
};

/** `count` pieces of `kind` after `prefix`, stopping before Twilio's 1,600-character Body is full. */
function ideaOf(prefix: string, kind: keyof typeof PIECES, count: number): string {
  let idea = prefix;
  for (let i = 0; i < count; i++) {
    const piece = PIECES[kind][i % PIECES[kind].length]!;
    if (idea.length + piece.length > SMS_BODY_MAX_LENGTH) break;
    idea += piece;
  }
  return idea;
}

/** Every count from 1 to 120 (where the reply's summary is cut), then every 61st up to 800. */
const COUNTS = [
  ...Array.from({ length: 120 }, (_, i) => i + 1),
  ...Array.from({ length: 12 }, (_, i) => 121 + 61 * i),
  800,
];

/**
 * The `<Message>` texts of a TwiML answer, checked as Twilio reads it: strict UTF-8, one `<Response>` whose
 * messages hold only XML 1.0 characters (https://www.w3.org/TR/xml/#charsets) and the five predefined entities.
 */
async function strictTwimlMessages(response: Response): Promise<string[]> {
  expect(response.status).toBe(200);
  const xml = new TextDecoder("utf-8", { fatal: true }).decode(await response.arrayBuffer());
  const document =
    /^<\?xml version="1\.0" encoding="UTF-8"\?><Response>((?:<Message>[^<]*<\/Message>)*)<\/Response>$/u.exec(xml);
  expect(document, xml).not.toBeNull();
  return [...document![1]!.matchAll(/<Message>([^<]*)<\/Message>/g)].map(([, escaped]) => {
    expect(escaped!.replace(/&(amp|lt|gt|quot|apos);/g, "")).toMatch(
      /^[^&\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]*$/u,
    );
    return escaped!.replace(
      /&(amp|lt|gt|quot|apos);/g,
      (entity) => ({ "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'" })[entity]!,
    );
  });
}

describe("POST /api/sms/webhook: ideas in any script", () => {
  it.each(Object.keys(PIECES) as (keyof typeof PIECES)[])(
    "answers 200 with a code to ideas of 1 to 800 %s",
    async (kind) => {
      const ideas = COUNTS.flatMap((count) => [
        ideaOf("A portal idea for ", kind, count),
        ideaOf("", kind, count),
      ]).filter((idea) => idea.trim().length >= 10);
      for (const idea of new Set(ideas)) {
        const phone = phoneNumber();
        const messages = await strictTwimlMessages(await post(smsParams(idea, phone)));
        expect(messages, idea).toHaveLength(1);
        const code = codeIn(messages[0]!);
        expect(code, messages[0]).toBeDefined();
        expect(messages[0]!.length).toBeLessThanOrEqual(SMS_REPLY_MAX_LENGTH);
        const [row] = await codesOf(phone);
        expect(row?.code).toBe(code);
      }
    },
  );
});

describe("POST /api/sms/webhook: compliance", () => {
  it.each(OPT_OUT_KEYWORDS)("%s opts the number out with an empty answer", async (keyword) => {
    const phone = phoneNumber();
    expect(await text(` ${keyword.toLowerCase()} `, phone)).toBeNull();
    expect(await db.select().from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phone))).toHaveLength(1);
  });

  it.each(OPT_IN_KEYWORDS)("%s removes the opt-out and welcomes the number back", async (keyword) => {
    const phone = phoneNumber();
    await text("STOP", phone);
    expect(await text(keyword, phone)).toMatch(/welcome back/);
    expect(await db.select().from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phone))).toHaveLength(0);
    expect(codeIn(await text("A booking portal for dog groomers", phone))).toBeDefined();
  });

  it.each(HELP_KEYWORDS)("%s answers the help text naming the service and STOP", async (keyword) => {
    const reply = await text(keyword.toLowerCase(), phoneNumber());
    expect(reply).toContain("Custom Portal Solutions");
    expect(reply).toContain("STOP");
  });

  it("stores messages from an opted-out number as blocked and answers nothing", async () => {
    const phone = phoneNumber();
    await text("STOP", phone);
    const params = smsParams("A booking portal for dog groomers", phone);
    expect(await messagesOf(await post(params))).toEqual([]);
    expect(await text("HELP", phone)).toBeNull();
    const [message] = await db.select().from(smsMessages).where(eq(smsMessages.messageSid, params.MessageSid!));
    expect(message).toMatchObject({ routingStatus: "blocked", replyBody: null, projectCodeId: null });
    expect(await codesOf(phone)).toHaveLength(0);
  });

  it("answers 5 ideas a day per number, then politely once, then stays silent", async () => {
    const phone = phoneNumber();
    for (let i = 1; i <= 5; i++)
      expect(codeIn(await text(`Idea number ${i}: a portal for plumbers`, phone))).toBeDefined();
    expect(await text("Idea number 6: a portal for plumbers", phone)).toMatch(/limit of 5 ideas per 24 hours/);
    expect(await text("Idea number 7: a portal for plumbers", phone)).toBeNull();
    expect(await text("HELP", phone)).toContain("STOP");
    expect(await codesOf(phone)).toHaveLength(5);
    const blocked = await db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.fromNumber, phone), eq(smsMessages.routingStatus, "blocked")));
    expect(blocked).toHaveLength(2);
  });
});

describe("POST /api/sms/webhook: CODE;Description from authorized phones", () => {
  it("creates exactly the code asked for, once", async () => {
    const phone = phoneNumber();
    await authorize(phone);
    const code = `T${messageSid().slice(2, 9).toUpperCase()}`;
    const reply = await text(`${code.toLowerCase()};Mobile app for a fitness studio`, phone);
    expect(reply).toBe(
      `Code ${code} created with a draft proposal. Share link: https://sms.example.test/?code=${code}`,
    );
    const [row] = await db.select().from(projectCodes).where(eq(projectCodes.code, code));
    expect(row!.draft).toContain("Mobile app for a fitness studio");
    expect(await text(`${code};Another description`, phone)).toBe(
      `Code ${code} already exists: each code can be created once. Choose another code.`,
    );
  });

  it("answers a clear error for each broken rule", async () => {
    const phone = phoneNumber();
    await authorize(phone);
    expect(await text("TOOLONGCODE123;Valid description", phone)).toBe(
      "Code too long (14 characters): use exactly 8 letters or digits.",
    );
    expect(await text("ABCD1234;Hi", phone)).toBe(
      "Description too short: use at least 5 characters after the semicolon.",
    );
    expect(await text("AB;Hi", phone)).toBe(
      "Code too short (2 characters): use exactly 8 letters or digits. Description too short: use at least 5 characters after the semicolon.",
    );
  });

  it("is not limited to 5 messages a day", async () => {
    const phone = phoneNumber();
    await authorize(phone);
    for (let i = 0; i < 7; i++) expect(await text(`BAD;Description ${i}`, phone)).toMatch(/^Code too short/);
  });

  it("treats X;Y from other numbers, and from inactive authorized phones, as ideas", async () => {
    const stranger = phoneNumber();
    expect(codeIn(await text("ABCD1234;Mobile app for a fitness studio", stranger))).toBeDefined();
    const inactive = phoneNumber();
    await authorize(inactive, false);
    const reply = await text("ABCD5678;Mobile app for a fitness studio", inactive);
    expect(codeIn(reply)).toBeDefined();
    expect(codeIn(reply)).not.toBe("ABCD5678");
  });
});
