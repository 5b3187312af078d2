/**
 * One vocabulary for delivery states (lib/outbox/labels.ts) on every screen: the outbox, the alert
 * history, a lead's timeline and SMS forwards all say the same words for a message kept without a provider.
 */
import { describe, expect, it } from "vitest";
import { OUTBOX_STATUS_FILTER_LABELS, outboxStatusLabel, outboxStatusVariant } from "@/lib/outbox/labels";
import { describeDelivery } from "@/lib/sms/labels";
import { messageStatusLabel, unsentLabel } from "@/lib/sms-intake/routing/labels";

describe("delivery states", () => {
  it("says 'Not sent (no provider)' for a message kept without a provider, wherever it is shown", () => {
    expect(outboxStatusLabel("unsent")).toBe("Not sent (no provider)");
    expect(describeDelivery("queued", null, "unsent")).toBe("Not sent (no provider)");
    expect(messageStatusLabel("unsent")).toBe("Not sent (no provider)");
    expect(unsentLabel(2)).toBe("2 not sent (no provider)");
  });

  it("words every outbox status and offers them all in the filter", () => {
    expect(["pending", "sent", "failed"].map(outboxStatusLabel)).toEqual(["Queued", "Sent", "Failed"]);
    expect(OUTBOX_STATUS_FILTER_LABELS).toEqual({
      all: "All statuses",
      pending: "Queued",
      sent: "Sent",
      failed: "Failed",
      unsent: "Not sent (no provider)",
      canceled: "Canceled",
    });
  });

  it("marks a failure red and reads an unknown status as itself", () => {
    expect(outboxStatusVariant("failed")).toBe("destructive");
    expect(outboxStatusLabel("archived")).toBe("archived");
    expect(outboxStatusVariant("archived")).toBe("outline");
  });
});
