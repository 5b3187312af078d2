/** What an alert looks like on each channel, and how a collected error's type is read (docs/federation-protocol.md "Alert rules"). */
import { describe, expect, it } from "vitest";
import { ALERT_SMS_MAX, alertMessage } from "@/lib/alerts/message";
import { groupOccurrences, splitErrorType } from "@/lib/fleet-issues/ingest";

const event = {
  rule: "site_down" as const,
  siteId: 7,
  subject: "Bakery is down",
  summary: "https://bakery.example failed 2 checks in a row: HTTP 503",
  at: new Date("2026-03-02T09:05:00Z"),
};

describe("alert messages", () => {
  it("e-mails the subject, the summary, the rule and a link to the history", () => {
    const mail = alertMessage(event, { kind: "email", target: "ops@example.test", sealedTarget: null });
    expect(mail).toMatchObject({ channel: "email", recipient: "ops@example.test", subject: "[Alert] Bakery is down" });
    expect(mail.body).toContain("Rule: Site down (after retries). At 2026-03-02T09:05:00.000Z.");
    expect(mail.body).toMatch(/Alert history: http.*\/alerts\?tab=history/);
  });

  it("keeps an SMS within two segments", () => {
    const sms = alertMessage(
      { ...event, summary: "x".repeat(1000) },
      { kind: "sms", target: "+15551234567", sealedTarget: null },
    );
    expect(sms.body.length).toBe(ALERT_SMS_MAX);
    expect(sms.body.startsWith("Bakery is down. xxx")).toBe(true);
  });

  it("posts the event as JSON to a webhook", () => {
    const hook = alertMessage(event, { kind: "webhook", target: "https://hooks.example.test/a", sealedTarget: null });
    expect(JSON.parse(hook.body)).toMatchObject({
      rule: "site_down",
      siteId: 7,
      subject: "Bakery is down",
      at: "2026-03-02T09:05:00.000Z",
    });
  });
});

describe("collected errors' types and groups", () => {
  it("reads the type from the message when the site sent none", () => {
    expect(splitErrorType("TypeError: x is undefined", null)).toEqual({ type: "TypeError", message: "x is undefined" });
    expect(splitErrorType("Something broke", null)).toEqual({ type: "Error", message: "Something broke" });
    expect(splitErrorType("TypeError: x is undefined", "TypeError")).toEqual({
      type: "TypeError",
      message: "x is undefined",
    });
    expect(splitErrorType("x is undefined", "RangeError")).toEqual({ type: "RangeError", message: "x is undefined" });
  });

  it("groups errors differing only in ids, keeping the worst severity and the span seen", () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 9, minute));
    const groups = groupOccurrences(
      [
        {
          errorMessage: "Order 17 not found",
          stackTrace: null,
          severity: "medium",
          errorType: null,
          isResolved: true,
          createdAt: at(5),
        },
        {
          errorMessage: "Order 18 not found",
          stackTrace: null,
          severity: "critical",
          errorType: null,
          isResolved: false,
          createdAt: at(1),
        },
        {
          errorMessage: "Disk full",
          stackTrace: null,
          severity: "low",
          errorType: null,
          isResolved: false,
          createdAt: null,
        },
      ],
      at(30),
    );
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatchObject({
      count: 2,
      severity: "critical",
      firstSeen: at(1).toISOString(),
      lastSeen: at(5).toISOString(),
      openLastSeen: at(1).toISOString(),
    });
    expect(groups[1]).toMatchObject({ count: 1, lastSeen: at(30).toISOString() });
  });
});
