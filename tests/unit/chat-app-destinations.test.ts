/**
 * Chat-app destinations (docs/decisions/federation-and-health.md "Chat-app alert channels"): each provider's fields and their
 * forms, secrets kept when left blank on an edit, webhook URLs held to their provider's documented
 * hosts, the credential hidden from screens and sealed at rest.
 */
import { describe, expect, it } from "vitest";
import {
  checkChatDestination,
  completeDestination,
  type ChatDestinationFields,
} from "@/lib/chat-apps/destination-input";
import {
  displayTarget,
  maskWebhookUrl,
  openDestination,
  sealDestination,
  webhookHostProblem,
} from "@/lib/chat-apps/destination";

const blank: ChatDestinationFields = {
  webhookUrl: "",
  botToken: "",
  chatId: "",
  serverUrl: "",
  topic: "",
  accessToken: "",
};
const BOT_TOKEN = "123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw";

describe("a destination as entered", () => {
  it("asks each provider for its own fields, with the form's messages", () => {
    expect(checkChatDestination("slack", blank, { requireSecrets: true })).toEqual({
      ok: false,
      issues: { webhookUrl: "Please paste the webhook URL (https://…)" },
    });
    expect(
      checkChatDestination("telegram", { ...blank, botToken: "not a token", chatId: "chat" }, { requireSecrets: true }),
    ).toMatchObject({
      ok: false,
      issues: { botToken: expect.stringContaining("BotFather"), chatId: expect.stringContaining("chat id") },
    });
    expect(checkChatDestination("ntfy", { ...blank, topic: "has spaces" }, { requireSecrets: true })).toMatchObject({
      ok: false,
      issues: { topic: expect.stringContaining("64") },
    });
    expect(
      checkChatDestination(
        "ntfy",
        { ...blank, serverUrl: "https://ntfy.example/?x=1", topic: "ok" },
        { requireSecrets: true },
      ),
    ).toMatchObject({ ok: false, issues: { serverUrl: expect.any(String) } });
  });

  it("takes a chat id, a channel's @username, and ntfy on ntfy.sh unless another server is given", () => {
    for (const chatId of ["-1001234567890", "42", "@ops_alerts"]) {
      expect(
        checkChatDestination("telegram", { ...blank, botToken: BOT_TOKEN, chatId }, { requireSecrets: true }),
      ).toEqual({ ok: true, draft: { kind: "telegram", botToken: BOT_TOKEN, chatId } });
    }
    expect(checkChatDestination("ntfy", { ...blank, topic: "cps-alerts_1" }, { requireSecrets: true })).toEqual({
      ok: true,
      draft: { kind: "ntfy", serverUrl: "https://ntfy.sh", topic: "cps-alerts_1", accessToken: undefined },
    });
    expect(
      checkChatDestination(
        "ntfy",
        { ...blank, serverUrl: "https://ntfy.example.com/", topic: "t", accessToken: "tk_abc" },
        { requireSecrets: true },
      ),
    ).toMatchObject({
      draft: { serverUrl: "https://ntfy.example.com", accessToken: "tk_abc" },
    });
  });

  it("keeps a secret left blank on an edit, but only for a channel of the same kind", () => {
    const draft = checkChatDestination("telegram", { ...blank, chatId: "@new_chat" }, { requireSecrets: false });
    if (!draft.ok) throw new Error("refused");
    expect(completeDestination(draft.draft, { kind: "telegram", botToken: BOT_TOKEN, chatId: "-100" })).toEqual({
      kind: "telegram",
      botToken: BOT_TOKEN,
      chatId: "@new_chat",
    });
    expect(completeDestination(draft.draft, { kind: "slack", url: "https://hooks.slack.com/services/T/B/x" })).toEqual({
      missing: "botToken",
    });
    expect(
      completeDestination(
        { kind: "ntfy", serverUrl: "https://ntfy.sh" },
        { kind: "ntfy", serverUrl: "https://old.example", topic: "t", accessToken: "tk_1" },
      ),
    ).toEqual({
      kind: "ntfy",
      serverUrl: "https://ntfy.sh",
      topic: "t",
      accessToken: "tk_1",
    });
  });
});

describe("webhook URLs", () => {
  it("must be https on the provider's documented host", () => {
    const allowed = [
      ["slack", "https://hooks.slack.com/services/T0/B0/abc"],
      ["discord", "https://discord.com/api/webhooks/1/abc"],
      ["discord", "https://discordapp.com/api/webhooks/1/abc"],
      [
        "teams",
        "https://default1234.56.environment.api.powerplatform.com:443/powerautomate/automations/direct/workflows/abc/triggers/manual/paths/invoke?sig=x",
      ],
      ["teams", "https://prod-12.westeurope.logic.azure.com:443/workflows/abc/triggers/manual/paths/invoke?sig=x"],
    ] as const;
    for (const [kind, url] of allowed) expect(webhookHostProblem(kind, url, false), url).toBeNull();
    const refused = [
      ["slack", "http://hooks.slack.com/services/T0/B0/abc"],
      ["slack", "https://hooks.slack.com.evil.example/services/T0/B0/abc"],
      ["discord", "https://evil.example/api/webhooks/1/abc"],
      ["teams", "https://logic.azure.com.evil.example/workflows/abc"],
    ] as const;
    for (const [kind, url] of refused) expect(webhookHostProblem(kind, url, false), url).toMatch(/webhook URL/);
  });

  it("may be any http(s) address where private addresses are allowed (tests, local demos)", () => {
    expect(webhookHostProblem("slack", "http://127.0.0.1:3905/services/T/B/x", true)).toBeNull();
  });

  it("are shown without their last segment, the token", () => {
    expect(maskWebhookUrl("https://hooks.slack.com/services/T0123/B0456/SeCrEt")).toBe(
      "hooks.slack.com/services/T0123/B0456/••••",
    );
    expect(maskWebhookUrl("https://discord.com/api/webhooks/987/token-here?wait=true")).toBe(
      "discord.com/api/webhooks/987/••••",
    );
    expect(displayTarget({ kind: "telegram", botToken: BOT_TOKEN, chatId: "@ops" })).toBe("@ops");
    expect(displayTarget({ kind: "ntfy", serverUrl: "https://ntfy.sh", topic: "secret-topic" })).toBe(
      "https://ntfy.sh",
    );
  });
});

describe("sealed destinations", () => {
  it("keep no credential in clear, open only as their own kind, and never twice the same", () => {
    const destination = { kind: "telegram" as const, botToken: BOT_TOKEN, chatId: "@ops" };
    const sealed = sealDestination(destination);
    expect(sealed).not.toContain("AAHdqTcv");
    expect(sealDestination(destination)).not.toBe(sealed);
    expect(openDestination(sealed, "telegram")).toEqual(destination);
    expect(() => openDestination(sealed, "slack")).toThrow(/for telegram, not slack/);
  });
});
