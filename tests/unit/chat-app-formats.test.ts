/**
 * Each chat app's message against its provider's documented schema and limits (docs/decisions/federation-and-health.md
 * "Chat-app alert channels"): long text, emoji and other multi-unit graphemes, and each format's markup
 * characters, which must reach the reader as written and be cut only between graphemes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cutToFit, utf8Bytes } from "@/lib/chat-apps/cut-to-fit";
import { DISCORD_LIMITS, escapeDiscordMarkdown, formatDiscord } from "@/lib/chat-apps/discord-format";
import { CHAT_SEVERITIES, type ChatNotification } from "@/lib/chat-apps/notification";
import { encodeHeaderValue, formatNtfy, NTFY_MESSAGE_MAX_BYTES } from "@/lib/chat-apps/ntfy-format";
import { formatSlack, SLACK_LIMITS } from "@/lib/chat-apps/slack-format";
import { escapeTeamsMarkdown, formatTeams, TEAMS_CARD_VERSION, TEAMS_MAX_BYTES } from "@/lib/chat-apps/teams-format";
import { formatTelegram, TELEGRAM_TEXT_MAX } from "@/lib/chat-apps/telegram-format";
import { decodeRfc2047, parseTelegramHtml } from "@/tests/support/chat-apps-stub";

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
/** Offsets of `text` between two graphemes, 0 and the end included. */
const boundaries = (text: string) =>
  new Set([0, ...[...segmenter.segment(text)].map(({ index, segment }) => index + segment.length)]);
/** True when offset `at` of `text` falls between two graphemes (only the text around it decides). */
const betweenGraphemes = (text: string, at: number) => boundaries(text.slice(0, at + 16)).has(at);

/** `shown` is `source` whole, or a prefix of it ending between graphemes followed by "…". */
function expectCutBetweenGraphemes(source: string, shown: string) {
  if (shown === source) return;
  expect(shown.endsWith("…"), `cut text ends with the marker: ${shown.slice(-20)}`).toBe(true);
  const kept = shown.slice(0, -1);
  expect(source.startsWith(kept)).toBe(true);
  expect(betweenGraphemes(source, kept.length)).toBe(true);
}

const unescapeEntities = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const unescapeBackslashes = (text: string) => text.replace(/\\([^A-Za-z0-9\s])/g, "$1");

/** Pieces that break naive escaping or cutting. */
const tricky = fc.constantFrom(
  "😀",
  "👍🏽",
  "👨‍👩‍👧‍👦",
  "🇺🇸",
  "e\u0301",
  "日本語",
  "<!channel>",
  "@everyone",
  "**bold**",
  "_it_",
  "[x](https://evil.example)",
  "`code`",
  "&amp;",
  "<b>",
  "\\",
  "- item",
  "1. one",
  "> quote",
  "# head",
  "~~s~~",
  "|spoiler|",
  ":smile:",
  '"',
  "\n",
  " ",
);
const text = (maxParts: number) =>
  fc
    .array(fc.oneof(tricky, fc.string({ unit: "grapheme", maxLength: 8 })), { maxLength: maxParts })
    .map((parts) => parts.join(""));
/** Notifications from tiny to far over every provider's limit. */
const notifications: fc.Arbitrary<ChatNotification> = fc.record({
  title: text(80),
  body: fc.oneof(
    text(50),
    text(50).map((t) => t.repeat(150)),
  ),
  severity: fc.constantFrom(...CHAT_SEVERITIES),
  link: fc.option(
    fc.record({ url: fc.constant("https://console.example/alerts?tab=history&q=a%20b"), label: text(30) }),
    { nil: undefined },
  ),
  fields: fc.array(
    fc.record({
      name: text(20),
      value: fc.oneof(
        text(20),
        text(20).map((t) => t.repeat(50)),
      ),
    }),
    { maxLength: 14 },
  ),
  at: fc.constant(new Date("2026-03-02T09:05:00Z")),
});

const sample: ChatNotification = {
  title: "Bakery is down",
  body: "https://bakery.example answered HTTP 503 twice in a row.",
  severity: "critical",
  link: { url: "https://console.example/alerts?tab=history", label: "Open the alert history" },
  fields: [{ name: "Rule", value: "Site down (after retries)" }],
  at: new Date("2026-03-02T09:05:00Z"),
};

describe("Slack", () => {
  it("posts a header, the body, the fields, the time and a button as Block Kit", () => {
    const message = formatSlack(sample);
    expect(message.text).toBe("🔴 Bakery is down");
    expect(message.blocks.map((b) => b.type)).toEqual(["header", "section", "section", "context", "actions"]);
    expect(message.blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: "🔴 Bakery is down", emoji: true },
    });
    expect(JSON.stringify(message.blocks[3])).toContain(
      "<!date^1772442300^{date_short_pretty} at {time}|2026-03-02T09:05:00.000Z>",
    );
    expect(message.blocks[4]).toMatchObject({
      type: "actions",
      elements: [{ type: "button", url: "https://console.example/alerts?tab=history" }],
    });
  });

  it("stays within Slack's limits and escapes what would link or mention, for any text", () => {
    fc.assert(
      fc.property(notifications, (n) => {
        const { blocks, text: fallback } = formatSlack(n);
        expect(blocks.length).toBeLessThanOrEqual(SLACK_LIMITS.blocks);
        const header = blocks[0] as { text: { text: string } };
        expect(header.text.text.length).toBeLessThanOrEqual(SLACK_LIMITS.headerText);
        const mrkdwn: string[] = [fallback];
        for (const block of blocks) {
          if (block.type === "section" && block.text) {
            expect(block.text.text.length).toBeLessThanOrEqual(SLACK_LIMITS.sectionText);
            mrkdwn.push(block.text.text);
            expectCutBetweenGraphemes(n.body, unescapeEntities(block.text.text));
          }
          if (block.type === "section" && block.fields) {
            expect(block.fields.length).toBeLessThanOrEqual(SLACK_LIMITS.fields);
            for (const field of block.fields) expect(field.text.length).toBeLessThanOrEqual(SLACK_LIMITS.fieldText);
            mrkdwn.push(...block.fields.map((f) => f.text));
          }
        }
        for (const part of mrkdwn) expect(part.replace(/&(amp|lt|gt);/g, "")).not.toMatch(/[<>&]/);
      }),
      { numRuns: 150 },
    );
  });
});

describe("Discord", () => {
  it("posts one coloured embed linking to the history, mentioning nobody", () => {
    const body = formatDiscord(sample);
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.embeds).toEqual([
      {
        title: "Bakery is down",
        url: "https://console.example/alerts?tab=history",
        description: escapeDiscordMarkdown(sample.body),
        color: 0xd93025,
        footer: { text: "Critical" },
        timestamp: "2026-03-02T09:05:00.000Z",
        fields: [{ name: "Rule", value: "Site down \\(after retries\\)", inline: true }],
      },
    ]);
  });

  it("stays within every embed limit and the 6,000 in all, its text reading as written, for any text", () => {
    fc.assert(
      fc.property(notifications, (n) => {
        const [embed] = formatDiscord(n).embeds!;
        expect(embed!.title!.length).toBeLessThanOrEqual(DISCORD_LIMITS.title);
        expect(embed!.description?.length ?? 0).toBeLessThanOrEqual(DISCORD_LIMITS.description);
        expect(embed!.fields!.length).toBeLessThanOrEqual(DISCORD_LIMITS.fields);
        let total = embed!.title!.length + (embed!.description?.length ?? 0) + embed!.footer!.text.length;
        for (const field of embed!.fields!) {
          expect(field.name.length).toBeGreaterThan(0);
          expect(field.name.length).toBeLessThanOrEqual(DISCORD_LIMITS.fieldName);
          expect(field.value.length).toBeLessThanOrEqual(DISCORD_LIMITS.fieldValue);
          total += field.name.length + field.value.length;
        }
        expect(total).toBeLessThanOrEqual(DISCORD_LIMITS.total);
        if (embed!.description) {
          expect(embed!.description).not.toMatch(/(^|[^\\])(\\\\)*[*_~`|>#[\]()<@]/);
          expectCutBetweenGraphemes(n.body, unescapeBackslashes(embed!.description));
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe("Microsoft Teams", () => {
  it("posts an Adaptive Card 1.2 in the Workflows message envelope", () => {
    const message = formatTeams(sample);
    expect(message.type).toBe("message");
    expect(message.attachments).toHaveLength(1);
    const [attachment] = message.attachments;
    expect(attachment).toMatchObject({ contentType: "application/vnd.microsoft.card.adaptive", contentUrl: null });
    expect(attachment.content).toMatchObject({
      type: "AdaptiveCard",
      version: TEAMS_CARD_VERSION,
      $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
    });
    expect(TEAMS_CARD_VERSION).toBe("1.2");
    const json = JSON.stringify(message);
    expect(json).toContain('"style":"attention"');
    expect(json).toContain("{{DATE(2026-03-02T09:05:00Z, SHORT)}} {{TIME(2026-03-02T09:05:00Z)}}");
    expect(json).toContain(
      '"type":"Action.OpenUrl","title":"Open the alert history","url":"https://console.example/alerts?tab=history"',
    );
    expect(json).toContain('"facts":[{"title":"Rule","value":"Site down \\\\(after retries\\\\)"}]');
  });

  it("escapes Teams' Markdown so a list, a link or bold text reads as written", () => {
    expect(escapeTeamsMarkdown("- one\n2. two\n**bold** [x](https://e.example) a_b")).toBe(
      "\\- one\n2\\. two\n\\*\\*bold\\*\\* \\[x\\]\\(https://e.example\\) a\\_b",
    );
  });

  it("keeps the request within Teams' 28 KB, for any text", () => {
    fc.assert(
      fc.property(notifications, (n) => {
        const message = formatTeams(n);
        expect(utf8Bytes(JSON.stringify(message))).toBeLessThanOrEqual(TEAMS_MAX_BYTES);
      }),
      { numRuns: 60 },
    );
    const huge = formatTeams({ ...sample, body: "日本語👨‍👩‍👧‍👦".repeat(5_000) });
    expect(utf8Bytes(JSON.stringify(huge))).toBeLessThanOrEqual(TEAMS_MAX_BYTES);
    expect(utf8Bytes(JSON.stringify(huge))).toBeGreaterThan(TEAMS_MAX_BYTES - 2048);
  });
});

describe("Telegram", () => {
  it("sends HTML with the title in bold, the fields, the time and the link, without a preview", () => {
    const message = formatTelegram(sample);
    expect(message).toEqual({
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
      text:
        "<b>🔴 Bakery is down</b>\n\nhttps://bakery.example answered HTTP 503 twice in a row.\n\n<b>Rule:</b> Site down (after retries)\n\n" +
        '<i>Critical · 2026-03-02T09:05:00.000Z</i>\n<a href="https://console.example/alerts?tab=history">Open the alert history</a>',
    });
  });

  it("parses as Telegram HTML within 4,096 characters shown, showing the text as written, for any text", () => {
    fc.assert(
      fc.property(notifications, (n) => {
        const parsed = parseTelegramHtml(formatTelegram(n).text);
        if ("problem" in parsed) throw new Error(parsed.problem);
        expect(parsed.shown.length).toBeGreaterThan(0);
        expect(parsed.shown.length).toBeLessThanOrEqual(TELEGRAM_TEXT_MAX);
        const body = n.body.trim();
        if (body) {
          const start = parsed.shown.indexOf("\n\n") + 2;
          const shownBody = parsed.shown.slice(start, start + body.length + 1).split("\n\n")[0]!;
          if (!body.includes("\n\n"))
            expectCutBetweenGraphemes(body, shownBody.length > body.length ? body : shownBody);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe("ntfy", () => {
  it("sends the priority, the tag and the click URL as headers, and the body with the fields", () => {
    expect(formatNtfy(sample)).toEqual({
      headers: {
        Title: "Bakery is down",
        Priority: "5",
        Tags: "rotating_light",
        Click: "https://console.example/alerts?tab=history",
      },
      message: "https://bakery.example answered HTTP 503 twice in a row.\n\nRule: Site down (after retries)",
    });
    expect(formatNtfy({ ...sample, severity: "resolved" }).headers).toMatchObject({
      Priority: "3",
      Tags: "white_check_mark",
    });
  });

  it("encodes a title with other characters as RFC 2047 words of at most 75 characters that decode back", () => {
    fc.assert(
      fc.property(text(80), (title) => {
        const encoded = encodeHeaderValue(title.replace(/[\r\n]/g, " "));
        expect(encoded).toMatch(/^[\x20-\x7E]*$/);
        const decoded = decodeRfc2047(encoded);
        if ("problem" in decoded) throw new Error(decoded.problem);
        expect(decoded.decoded).toBe(title.replace(/[\r\n]/g, " ").toWellFormed());
      }),
      { numRuns: 500 },
    );
  });

  it("keeps the message within 4,096 bytes, cut between graphemes, for any text", () => {
    fc.assert(
      fc.property(notifications, (n) => {
        const { message, headers } = formatNtfy(n);
        expect(utf8Bytes(message)).toBeLessThanOrEqual(NTFY_MESSAGE_MAX_BYTES);
        expect(message.length).toBeGreaterThan(0);
        expect(headers.Title).toMatch(/^[\x20-\x7E]*$/);
      }),
      { numRuns: 150 },
    );
  });
});

describe("cutToFit", () => {
  it("never splits an escape sequence, and keeps the escaped text within the limit", () => {
    const escape = (t: string) => t.replace(/&/g, "&amp;");
    expect(cutToFit("a&&&&&&", 10, { escape })).toBe("a&amp;…");
    expect(cutToFit("a&&&&&&", 11, { escape })).toBe("a&amp;…");
    expect(cutToFit("a&&&&&&", 12, { escape })).toBe("a&amp;&amp;…");
    expect(cutToFit("😀😀😀", 9, { measure: utf8Bytes })).toBe("😀…");
    expect(cutToFit("anything", 0)).toBe("");
  });
});
