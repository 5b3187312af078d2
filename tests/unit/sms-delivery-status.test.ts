import { describe, expect, it } from "vitest";
import { describeDelivery, twilioErrorText } from "@/lib/sms/labels";
import {
  DELIVERY_RANK,
  DELIVERY_STATUSES,
  isFinalDeliveryStatus,
  statusCallbackSchema,
} from "@/lib/sms/delivery-status";

const callback = (status: string, extra: Record<string, string> = {}) => ({
  MessageSid: `SM${"a".repeat(32)}`,
  MessageStatus: status,
  ...extra,
});

describe("status callbacks", () => {
  it("orders queued → sending → sent → one final state", () => {
    const ranks = DELIVERY_STATUSES.map((s) => DELIVERY_RANK[s]);
    expect(ranks).toEqual([0, 1, 2, 3, 3, 3, 3]);
    expect(DELIVERY_STATUSES.filter(isFinalDeliveryStatus)).toEqual(["delivered", "undelivered", "failed", "canceled"]);
  });

  it("maps Twilio's statuses onto the ladder and ignores those that say nothing of a reply", () => {
    const mapped = (status: string) => statusCallbackSchema.parse(callback(status)).status;
    expect(
      [
        "accepted",
        "scheduled",
        "queued",
        "sending",
        "sent",
        "delivered",
        "read",
        "undelivered",
        "failed",
        "canceled",
      ].map(mapped),
    ).toEqual([
      "queued",
      "queued",
      "queued",
      "sending",
      "sent",
      "delivered",
      "delivered",
      "undelivered",
      "failed",
      "failed",
    ]);
    expect(mapped("received")).toBeNull();
    expect(mapped("partially_delivered")).toBeNull();
  });

  it("reads ErrorCode as a number, 0 as none, and refuses anything else", () => {
    expect(statusCallbackSchema.parse(callback("failed", { ErrorCode: "30003" })).errorCode).toBe(30003);
    expect(statusCallbackSchema.parse(callback("delivered", { ErrorCode: "0" })).errorCode).toBeNull();
    expect(statusCallbackSchema.safeParse(callback("failed", { ErrorCode: "3e4" })).success).toBe(false);
    expect(statusCallbackSchema.safeParse(callback("Delivered")).success).toBe(false);
    expect(statusCallbackSchema.safeParse(callback("toString")).success).toBe(false);
    expect(statusCallbackSchema.safeParse({ ...callback("sent"), MessageSid: ["SM1", "SM2"] }).success).toBe(false);
  });
});

describe("describeDelivery", () => {
  it("names the state and Twilio's error in words", () => {
    expect(describeDelivery("delivered", null)).toBe("Delivered");
    expect(describeDelivery("failed", 21610)).toBe("Failed (Twilio error 21610: the number opted out (STOP))");
    expect(twilioErrorText(12345)).toBe("Twilio error 12345");
  });

  it("says a queued reply the outbox keeps for want of a provider is not sent", () => {
    expect(describeDelivery("queued", null, "unsent")).toBe("Not sent (no provider)");
    expect(describeDelivery("queued", null, "pending")).toBe("Queued");
    expect(describeDelivery("sent", null, "unsent")).toBe("Sent");
  });

  it("reads a refused reply as retrying only while the outbox has tries left", () => {
    expect(describeDelivery("queued", 30001, "failed")).toBe("Failed, retrying (Twilio error 30001)");
    expect(describeDelivery("failed", 21211, "failed")).toBe("Failed (Twilio error 21211: not a valid phone number)");
  });
});
