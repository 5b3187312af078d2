import { describe, expect, it } from "vitest";
import { sealDestination } from "@/lib/chat-apps/destination";
import { CHAT_SEVERITY_EMOJI } from "@/lib/chat-apps/notification";
import { noticeComposer, confirmationMessage } from "@/lib/status-subscribers/messages";
import {
  confirmationToken,
  subscriptionToken,
  verifyConfirmationToken,
  verifySubscriptionToken,
} from "@/lib/status-subscribers/tokens";

const page = { name: "Acme Status", slug: "acme", baseUrl: "https://console.example.com" };
const notice = {
  id: 12,
  kind: "incident_update" as const,
  subject: "Service unavailable: Investigating",
  body: "Investigating: This service is not responding.\n\nAffected: Shop",
  createdAt: new Date("2026-05-01T10:00:00Z"),
};

describe("a status notice by e-mail", () => {
  it("carries a one-click unsubscribe link as RFC 8058 says, and the same subscriber's link in its text", async () => {
    const compose = await noticeComposer(page, notice);
    const message = compose({ id: 41, channel: "email", target: "ana@example.com" });
    if (message.channel !== "email") throw new Error("expected an e-mail");
    expect(message.headers).toEqual({
      "List-Unsubscribe": `<https://console.example.com/status/acme/unsubscribe/one-click?token=${subscriptionToken("unsubscribe", 41)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(message.subject).toBe("[Acme Status] Service unavailable: Investigating");
    expect(message.body).toContain(`/status/acme/unsubscribe?token=${subscriptionToken("unsubscribe", 41)}`);
    expect(message.html).toContain(`/status/acme/unsubscribe?token=${subscriptionToken("unsubscribe", 41)}`);
    expect(message.html).not.toContain("subscriber-link.invalid");
  });

  it("gives each subscriber their own link from the one rendering", async () => {
    const compose = await noticeComposer(page, notice);
    const [a, b] = [
      compose({ id: 1, channel: "email", target: "a@example.com" }),
      compose({ id: 2, channel: "email", target: "b@example.com" }),
    ];
    expect(a.channel === "email" && a.html).not.toEqual(b.channel === "email" && b.html);
  });

  it("asks a new e-mail subscriber to confirm, with no unsubscribe header (nothing to leave yet)", async () => {
    const sentAt = new Date("2026-05-01T10:00:00Z");
    const message = await confirmationMessage(page, {
      id: 9,
      channel: "email",
      target: "ana@example.com",
      confirmationSentAt: sentAt,
    });
    expect(message.body).toContain(`/status/acme/confirm?token=${confirmationToken(9, sentAt)}`);
    expect(message.channel === "email" && message.headers).toBeFalsy();
  });
});

describe("a notice by SMS and webhook", () => {
  it("fits an SMS in three segments and says how to stop", async () => {
    const compose = await noticeComposer(page, { ...notice, subject: "x".repeat(800) });
    const sms = compose({ id: 3, channel: "sms", target: "+15551234567" });
    expect(sms.body.length).toBeLessThanOrEqual(459);
    expect(sms.body).toMatch(/^Acme Status: x+\.\.\.$/);
    const short = (await noticeComposer(page, notice))({ id: 3, channel: "sms", target: "+15551234567" });
    expect(short.body).toBe(
      "Acme Status: Service unavailable: Investigating. https://console.example.com/status/acme Reply STOP to opt out.",
    );
  });

  it("sends a webhook the notice as JSON with its unsubscribe URL", async () => {
    const hook = (await noticeComposer(page, notice))({
      id: 5,
      channel: "webhook",
      target: "https://hooks.example.com/x",
    });
    expect(JSON.parse(hook.body)).toMatchObject({
      type: "incident_update",
      id: 12,
      page: { name: "Acme Status", url: "https://console.example.com/status/acme" },
    });
  });
});

describe("a notice to a chat app", () => {
  const slack = {
    id: 7,
    channel: "slack" as const,
    target: "hooks.slack.com/services/T1/B2/••••",
    sealedTarget: sealDestination({ kind: "slack", url: "https://hooks.slack.com/services/T1/B2/secret" }),
  };

  it("goes to its sealed destination in the app's format, a resolved incident as good news", async () => {
    const open = (await noticeComposer(page, { ...notice, incidentStatus: "investigating" }))(slack);
    const resolved = (await noticeComposer(page, { ...notice, incidentStatus: "resolved" }))(slack);
    expect(open).toMatchObject({ channel: "slack", recipient: slack.target, sealedRecipient: slack.sealedTarget });
    const header = (message: typeof open) =>
      (JSON.parse(message.body) as { blocks: { text?: { text: string } }[] }).blocks[0]!.text!.text;
    expect(header(open)).toBe(`${CHAT_SEVERITY_EMOJI.warning} Acme Status: Service unavailable: Investigating`);
    expect(header(resolved)).toMatch(new RegExp(`^${CHAT_SEVERITY_EMOJI.resolved} `));
    expect(open.body).toContain("https://console.example.com/status/acme");
  });
});

describe("subscription links", () => {
  it("verify for their own purpose and subscriber only", () => {
    const token = subscriptionToken("unsubscribe", 41);
    expect(verifySubscriptionToken("unsubscribe", token)).toBe(41);
    expect(verifyConfirmationToken(token)).toBeNull();
    expect(verifySubscriptionToken("unsubscribe", token.replace(/^41\./, "42."))).toBeNull();
    expect(verifySubscriptionToken("unsubscribe", "garbage")).toBeNull();
    expect(verifySubscriptionToken("unsubscribe", null)).toBeNull();
  });

  it("name the confirmation message a confirm link came in, and pass for nothing else", () => {
    const sentAt = new Date("2026-05-01T10:00:00.123Z");
    const token = confirmationToken(41, sentAt);
    expect(verifyConfirmationToken(token)).toEqual({ subscriberId: 41, sentAt });
    expect(verifySubscriptionToken("unsubscribe", token)).toBeNull();
    expect(verifyConfirmationToken(token.replace(".1777629600123.", ".1777629600124."))).toBeNull();
    expect(verifyConfirmationToken(subscriptionToken("unsubscribe", 41))).toBeNull();
  });
});
