import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { leads, projectCodes, smsMessages } from "@/lib/db/schema";
import { inboundSmsSchema } from "@/lib/sms/inbound-message";
import { receiveInboundSms } from "@/lib/sms-intake/inbound";
import { phoneNumber, smsParams } from "@/tests/support/twilio";

/** An idea whose reply the TwiML builder below refuses, as it refused a lone surrogate before replies were cut between graphemes. */
const UNSENDABLE = "A portal idea the reply cannot carry";

vi.mock("@/lib/sms/twiml", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/sms/twiml")>();
  return {
    twimlAnswer: (reply: string | null) => {
      if (reply?.includes(UNSENDABLE)) throw new Error("Invalid character in string");
      return original.twimlAnswer(reply);
    },
  };
});

const receive = (body: string, from: string) =>
  receiveInboundSms(inboundSmsSchema.parse(smsParams(body, from)), { modelConfig: null, defer: () => undefined });

describe("a texted idea and its reply", () => {
  it("commits the code only together with its reply: a reply that cannot be sent leaves no code, message or lead", async () => {
    const phone = phoneNumber();
    await expect(receive(UNSENDABLE, phone)).rejects.toThrow("Invalid character in string");
    expect(await db.select().from(projectCodes).where(eq(projectCodes.contactPhone, phone))).toEqual([]);
    expect(await db.select().from(smsMessages).where(eq(smsMessages.fromNumber, phone))).toEqual([]);
    expect(await db.select().from(leads).where(eq(leads.phone, phone))).toEqual([]);

    const result = await receive("A booking portal for dog groomers 🐕", phone);
    expect(result.twiml).toContain(`your project code is ${result.detail!.code}`);
    const [message] = await db.select().from(smsMessages).where(eq(smsMessages.fromNumber, phone));
    expect(message).toMatchObject({ routingStatus: "routed", replyBody: result.reply });
  });
});
