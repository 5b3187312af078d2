import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sendBookingLink } from "@/lib/bookings/send-booking-link";
import { db } from "@/lib/db";
import { leads, outboxMessages, smsMessages, smsOptOuts } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { isAppError } from "@/lib/errors/app-error";

const phone = () => `+1555${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
/** 18:00 UTC: 13:00 in New York, a sendable hour for a +1 555 number. */
const AFTERNOON = new Date("2030-01-08T18:00:00Z");
/** 06:00 UTC: 01:00 in New York, a quiet hour. */
const NIGHT = new Date("2030-01-08T06:00:00Z");

const outboxRow = async (id: number) => (await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

describe("sending a lead the booking link", () => {
  it("texts the prefilled link to a lead's number, on the lead's timeline", async () => {
    const number = phone();
    const [lead] = await db
      .insert(leads)
      .values({ name: "Mary Jackson", phone: number, email: "mary@example.com" })
      .returning();
    const sent = await db.transaction((tx) => sendBookingLink(tx, lead!.id, "admin", AFTERNOON));
    expect(sent).toMatchObject({ channel: "sms", sendAt: null });
    const row = await outboxRow(sent.outboxMessageId);
    const link = new URL("/book/free-consultation", env.PUBLIC_BASE_URL);
    link.search = new URLSearchParams({ name: "Mary Jackson", email: "mary@example.com", phone: number }).toString();
    expect(row).toMatchObject({ channel: "sms", recipient: number });
    expect(row.body).toContain(link.toString());
    const [message] = await db.select().from(smsMessages).where(eq(smsMessages.outboxMessageId, sent.outboxMessageId));
    expect(message).toMatchObject({ leadId: lead!.id, direction: "outbound", sentBy: "admin" });
  });

  it("holds the text until the recipient's quiet hours end", async () => {
    const [lead] = await db.insert(leads).values({ phone: phone() }).returning();
    const sent = await db.transaction((tx) => sendBookingLink(tx, lead!.id, "admin", NIGHT));
    expect(sent.channel).toBe("sms");
    expect(sent.sendAt!.getTime()).toBeGreaterThan(NIGHT.getTime());
    expect((await outboxRow(sent.outboxMessageId)).nextAttemptAt).toEqual(sent.sendAt);
  });

  it("e-mails a lead whose number opted out, and refuses a lead with neither", async () => {
    const number = phone();
    await db.insert(smsOptOuts).values({ phoneNumber: number });
    const [optedOut] = await db
      .insert(leads)
      .values({ phone: number, email: `out.${number.slice(1)}@example.com` })
      .returning();
    const sent = await db.transaction((tx) => sendBookingLink(tx, optedOut!.id, "admin", AFTERNOON));
    expect(sent.channel).toBe("email");
    const row = await outboxRow(sent.outboxMessageId);
    expect(row).toMatchObject({ channel: "email", recipient: optedOut!.email, subject: "Book your free consultation" });
    expect(row.body).toContain("/book/free-consultation?");

    const [nobody] = await db.insert(leads).values({ name: "No Contact" }).returning();
    const refused = await db
      .transaction((tx) => sendBookingLink(tx, nobody!.id, "admin", AFTERNOON))
      .catch((e: unknown) => e);
    expect(isAppError(refused) && refused.code).toBe("invalid");
  });
});
