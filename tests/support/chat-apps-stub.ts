/**
 * A local stand-in for the five chat apps' endpoints, checking each request against its provider's
 * documented shape and limits, and answering as the provider does:
 * - Slack incoming webhook `POST /services/T…/B…/…`: Block Kit (50 blocks; header 150, section text 3,000,
 *   10 fields of 2,000, button text 75); `ok`, or 400 `invalid_blocks`.
 * - Discord "Execute Webhook" `POST /api/webhooks/{id}/{token}`: embeds (title 256, description 4,096,
 *   25 fields of 256/1,024, footer 2,048, 6,000 in all); 204, or 200 with the message for `?wait=true`;
 *   400 `{ code: 50035, message: "Invalid Form Body" }`.
 * - Teams Workflows `POST …/workflows/{id}/triggers/manual/paths/invoke`: a `message` with one Adaptive
 *   Card attachment of version 1.5 or lower, at most 28 KB; 202.
 * - Telegram `POST /bot{token}/sendMessage`: `chat_id`, and `text` of 1-4,096 characters after parsing
 *   `parse_mode: "HTML"` (Telegram's supported tags and entities only); `{ ok: true, result }`, or
 *   `{ ok: false, error_code: 400, description: "Bad Request: can't parse entities…" }`.
 * - ntfy `POST /{topic}`: a message of at most 4,096 bytes, `Title` (RFC 2047 words of at most 75
 *   characters decoded), `Priority` 1-5, `Tags`; a topic told to need a token refuses others with 403.
 * `refuseNext` makes the next requests to a provider fail with a chosen status. Used by the integration
 * tests directly, and for the Playwright suite run by scripts/e2e.sh (tests/support/chat-apps-stub-server.ts)
 * through `connectChatAppsStub`.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type StubProvider = "slack" | "discord" | "teams" | "telegram" | "ntfy";

/** One request the stub received. */
export interface ChatAppRequest {
  provider: StubProvider;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (Slack, Discord, Teams, Telegram) or the message text (ntfy). */
  body: unknown;
  /** What breaks the provider's documented shape or limits; empty when none. */
  problems: string[];
  /** The status the stub answered. */
  status: number;
  /** ntfy's decoded `Title`, Telegram's text as shown (entities parsed). */
  shown?: string;
}

/** A running stub. */
export interface ChatAppsStub {
  baseUrl: string;
  requests: ChatAppRequest[];
  /** The next `times` requests to `provider` are answered `status` (and `body`), whatever they hold. */
  refuseNext(provider: StubProvider, refusal: { status: number; body?: string; times?: number }): void;
  /** ntfy's `topic` asks for `Authorization: Bearer <token>` from now on. */
  protectTopic(topic: string, token: string): void;
  close(): Promise<void>;
}

const send = (res: ServerResponse, status: number, body: unknown, type = "application/json") => {
  res.writeHead(status, body === "" ? {} : { "content-type": type });
  res.end(body === "" ? undefined : typeof body === "string" ? body : JSON.stringify(body));
};

type Json = Record<string, unknown>;
const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** Block Kit checks (https://docs.slack.dev/reference/block-kit/blocks). */
function slackProblems(body: Json): string[] {
  const problems: string[] = [];
  const blocks = body.blocks;
  if (!Array.isArray(blocks)) return typeof body.text === "string" ? [] : ["neither text nor blocks"];
  if (blocks.length > 50) problems.push(`${blocks.length} blocks (at most 50)`);
  const textObject = (value: unknown, max: number, where: string, plainOnly = false) => {
    const object = value as Json | undefined;
    const content = text(object?.text);
    if (!object || (object.type !== "plain_text" && (plainOnly || object.type !== "mrkdwn")))
      problems.push(`${where}: not a ${plainOnly ? "plain_text" : "text"} object`);
    else if (!content || content.length > max)
      problems.push(`${where}: text of ${content?.length ?? 0} characters (1-${max})`);
  };
  blocks.forEach((raw, i) => {
    const block = raw as Json;
    if (block.type === "header") textObject(block.text, 150, `header ${i}`, true);
    else if (block.type === "section") {
      if (block.text === undefined && block.fields === undefined)
        problems.push(`section ${i}: neither text nor fields`);
      if (block.text !== undefined) textObject(block.text, 3000, `section ${i}`);
      if (block.fields !== undefined) {
        const fields = block.fields as unknown[];
        if (fields.length > 10) problems.push(`section ${i}: ${fields.length} fields (at most 10)`);
        fields.forEach((field, j) => textObject(field, 2000, `section ${i} field ${j}`));
      }
    } else if (block.type === "context") {
      const elements = block.elements as unknown[];
      if (!Array.isArray(elements) || elements.length === 0 || elements.length > 10)
        problems.push(`context ${i}: 1-10 elements`);
    } else if (block.type === "actions") {
      for (const element of (block.elements as Json[]) ?? []) {
        if (element.type !== "button") continue;
        textObject(element.text, 75, `button in block ${i}`, true);
        if (typeof element.url === "string" && element.url.length > 3000)
          problems.push(`button in block ${i}: URL over 3,000 characters`);
      }
    } else if (block.type !== "divider") problems.push(`block ${i}: unknown type ${String(block.type)}`);
  });
  return problems;
}

/** Embed limits (https://discord.com/developers/docs/resources/message#embed-object-embed-limits). */
function discordProblems(body: Json): string[] {
  const problems: string[] = [];
  const embeds = (body.embeds as Json[] | undefined) ?? [];
  if (!body.content && embeds.length === 0) problems.push("neither content nor embeds");
  if (typeof body.content === "string" && body.content.length > 2000) problems.push("content over 2,000 characters");
  if (embeds.length > 10) problems.push(`${embeds.length} embeds (at most 10)`);
  let total = 0;
  const limit = (value: unknown, max: number, where: string, required = false) => {
    const content = text(value);
    if (required && !content) problems.push(`${where} is empty`);
    if (content && content.length > max) problems.push(`${where}: ${content.length} characters (at most ${max})`);
    total += content?.length ?? 0;
  };
  embeds.forEach((embed, i) => {
    limit(embed.title, 256, `embed ${i} title`);
    limit(embed.description, 4096, `embed ${i} description`);
    limit((embed.footer as Json | undefined)?.text, 2048, `embed ${i} footer`);
    const fields = (embed.fields as Json[] | undefined) ?? [];
    if (fields.length > 25) problems.push(`embed ${i}: ${fields.length} fields (at most 25)`);
    fields.forEach((field, j) => {
      limit(field.name, 256, `embed ${i} field ${j} name`, true);
      limit(field.value, 1024, `embed ${i} field ${j} value`, true);
    });
    if (
      embed.color !== undefined &&
      (!Number.isInteger(embed.color) || (embed.color as number) < 0 || (embed.color as number) > 0xffffff)
    )
      problems.push(`embed ${i}: colour not an RGB integer`);
  });
  if (total > 6000) problems.push(`embeds hold ${total} characters (at most 6,000)`);
  return problems;
}

/** The Workflows envelope around an Adaptive Card, and Teams' 28 KB. */
function teamsProblems(body: Json, bytes: number): string[] {
  const problems: string[] = [];
  if (bytes > 28 * 1024) problems.push(`${bytes} bytes (at most 28 KB)`);
  if (body.type !== "message") problems.push('type is not "message"');
  const attachments = body.attachments as Json[] | undefined;
  if (!Array.isArray(attachments) || attachments.length === 0) return [...problems, "no attachments"];
  for (const attachment of attachments) {
    if (attachment.contentType !== "application/vnd.microsoft.card.adaptive")
      problems.push(`contentType ${String(attachment.contentType)}`);
    const card = attachment.content as Json | undefined;
    if (card?.type !== "AdaptiveCard") problems.push("content is not an AdaptiveCard");
    const version = text(card?.version)?.split(".").map(Number) ?? [];
    if (version.length !== 2 || version[0] !== 1 || version[1]! > 5)
      problems.push(`card version ${String(card?.version)} (Teams renders up to 1.5)`);
    if (!Array.isArray(card?.body)) problems.push("card without a body");
  }
  return problems;
}

/** Telegram's HTML mode (https://core.telegram.org/bots/api#html-style): the text shown, or why it does not parse. */
export function parseTelegramHtml(html: string): { shown: string } | { problem: string } {
  const allowed = new Set([
    "b",
    "strong",
    "i",
    "em",
    "u",
    "ins",
    "s",
    "strike",
    "del",
    "a",
    "code",
    "pre",
    "tg-spoiler",
    "span",
    "blockquote",
    "tg-emoji",
  ]);
  const entities: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"' };
  const open: string[] = [];
  let shown = "";
  for (let i = 0; i < html.length;) {
    const char = html[i]!;
    if (char === "<") {
      const tag = /^<(\/?)([a-z-]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*>/.exec(html.slice(i));
      if (!tag || !allowed.has(tag[2]!))
        return { problem: `can't parse entities: Unsupported start tag at byte offset ${i}` };
      if (tag[1]) {
        if (open.pop() !== tag[2]) return { problem: `can't parse entities: Unmatched end tag at byte offset ${i}` };
      } else open.push(tag[2]!);
      i += tag[0].length;
    } else if (char === "&") {
      const entity = /^&(lt|gt|amp|quot|#\d+|#x[0-9a-fA-F]+);/.exec(html.slice(i));
      if (!entity)
        return { problem: `can't parse entities: Character '&' is reserved and must be escaped at byte offset ${i}` };
      const name = entity[1]!;
      shown += name.startsWith("#")
        ? String.fromCodePoint(name[1] === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
        : entities[name]!;
      i += entity[0].length;
    } else if (char === ">") {
      return { problem: `can't parse entities: Character '>' is reserved at byte offset ${i}` };
    } else {
      shown += char;
      i += 1;
    }
  }
  return open.length > 0
    ? { problem: `can't parse entities: Can't find end tag corresponding to start tag "${open.at(-1)}"` }
    : { shown };
}

/** RFC 2047 encoded words (as ntfy's Go server decodes them), or why one is malformed. */
export function decodeRfc2047(value: string): { decoded: string } | { problem: string } {
  const words = value.match(/=\?[^?]+\?[BbQq]\?[^?]*\?=/g) ?? [];
  const tooLong = words.find((word) => word.length > 75);
  if (tooLong) return { problem: `encoded word of ${tooLong.length} characters (RFC 2047 allows 75)` };
  const decoded = value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : data
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  return { decoded };
}

/** Starts the stub on 127.0.0.1 (`port` 0: any free port). */
export async function startChatAppsStub(options: { port?: number } = {}): Promise<ChatAppsStub> {
  const requests: ChatAppRequest[] = [];
  const refusals = new Map<StubProvider, { status: number; body?: string; times: number }>();
  const protectedTopics = new Map<string, string>();
  let messageId = 1000;

  function route(method: string, path: string): StubProvider | null {
    if (method !== "POST") return null;
    if (/^\/services\/[^/]+\/[^/]+\/[^/]+$/.test(path)) return "slack";
    if (/^\/api\/(v\d+\/)?webhooks\/\d+\/[^/]+$/.test(path)) return "discord";
    if (/\/workflows\/[^/]+\/triggers\/manual\/paths\/invoke$/.test(path)) return "teams";
    if (/^\/bot\d+:[A-Za-z0-9_-]+\/sendMessage$/.test(path)) return "telegram";
    if (/^\/[-_A-Za-z0-9]{1,64}$/.test(path)) return "ntfy";
    return null;
  }

  function answer(
    provider: StubProvider,
    path: string,
    url: URL,
    headers: IncomingHttpHeaders,
    raw: Buffer,
  ): {
    status: number;
    body: unknown;
    type?: string;
    record: Omit<ChatAppRequest, "provider" | "path" | "headers" | "status">;
  } {
    if (provider === "ntfy") {
      const message = raw.toString("utf8");
      const problems: string[] = [];
      if (raw.length > 4096)
        problems.push(`message of ${raw.length} bytes (at most 4,096; longer ones become attachments)`);
      const title = decodeRfc2047(String(headers.title ?? headers["x-title"] ?? ""));
      if ("problem" in title) problems.push(`Title: ${title.problem}`);
      const priority = String(headers.priority ?? headers["x-priority"] ?? "3");
      if (!/^([1-5]|min|low|default|high|max|urgent)$/.test(priority)) problems.push(`Priority ${priority}`);
      const topic = path.slice(1);
      const token = protectedTopics.get(topic);
      if (token && headers.authorization !== `Bearer ${token}`) {
        return {
          status: 403,
          body: { code: 40301, http: 403, error: "forbidden", link: "https://ntfy.sh/docs/publish/#authentication" },
          record: { body: message, problems },
        };
      }
      if (problems.length > 0)
        return {
          status: 400,
          body: { code: 40000, http: 400, error: problems.join("; ") },
          record: { body: message, problems },
        };
      const shown = "decoded" in title ? title.decoded : undefined;
      const id = randomBytes(6).toString("hex");
      return {
        status: 200,
        body: {
          id,
          time: Math.floor(Date.now() / 1000),
          event: "message",
          topic,
          title: shown,
          message,
          priority: Number(priority) || 3,
        },
        record: { body: message, problems, shown },
      };
    }
    let body: Json;
    try {
      body = JSON.parse(raw.toString("utf8")) as Json;
    } catch {
      return {
        status: 400,
        body: { error: "not JSON" },
        record: { body: raw.toString("utf8"), problems: ["not JSON"] },
      };
    }
    if (!String(headers["content-type"]).startsWith("application/json"))
      return {
        status: 400,
        body: { error: "content type" },
        record: { body, problems: ["Content-Type is not application/json"] },
      };
    if (provider === "slack") {
      const problems = slackProblems(body);
      return problems.length
        ? { status: 400, body: "invalid_blocks", type: "text/plain", record: { body, problems } }
        : { status: 200, body: "ok", type: "text/plain", record: { body, problems } };
    }
    if (provider === "discord") {
      const problems = discordProblems(body);
      if (problems.length)
        return {
          status: 400,
          body: { code: 50035, message: "Invalid Form Body", errors: problems },
          record: { body, problems },
        };
      const id = String(BigInt(Date.now()) << 22n);
      return url.searchParams.get("wait") === "true"
        ? { status: 200, body: { id, type: 0, embeds: body.embeds }, record: { body, problems } }
        : { status: 204, body: "", record: { body, problems } };
    }
    if (provider === "teams") {
      const problems = teamsProblems(body, raw.length);
      return problems.length
        ? {
            status: 400,
            body: { error: { code: "InvalidRequestContent", message: problems.join("; ") } },
            record: { body, problems },
          }
        : { status: 202, body: "", record: { body, problems } };
    }
    const problems: string[] = [];
    if (body.chat_id === undefined || body.chat_id === "") problems.push("chat_id is missing");
    const parsed =
      body.parse_mode === "HTML" ? parseTelegramHtml(String(body.text ?? "")) : { shown: String(body.text ?? "") };
    if ("problem" in parsed) problems.push(parsed.problem);
    else if (parsed.shown.length < 1 || parsed.shown.length > 4096)
      problems.push(`text of ${parsed.shown.length} characters after entities parsing (1-4,096)`);
    const shown = "shown" in parsed ? parsed.shown : undefined;
    if (problems.length)
      return {
        status: 400,
        body: { ok: false, error_code: 400, description: `Bad Request: ${problems[0]}` },
        record: { body, problems, shown },
      };
    messageId += 1;
    return {
      status: 200,
      body: {
        ok: true,
        result: { message_id: messageId, date: Math.floor(Date.now() / 1000), chat: { id: body.chat_id }, text: shown },
      },
      record: { body, problems, shown },
    };
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    if (url.pathname === "/__stub/requests") return send(res, 200, requests);
    const provider = route(req.method ?? "GET", url.pathname);
    if (!provider) return send(res, 404, { error: "no such endpoint" });
    const refusal = refusals.get(provider);
    if (refusal) {
      if (--refusal.times <= 0) refusals.delete(provider);
      requests.push({
        provider,
        path: url.pathname,
        headers: req.headers,
        body: raw.toString("utf8"),
        problems: [],
        status: refusal.status,
      });
      return send(res, refusal.status, refusal.body ?? `refused with ${refusal.status}`, "text/plain");
    }
    const result = answer(provider, url.pathname, url, req.headers, raw);
    requests.push({ provider, path: url.pathname, headers: req.headers, status: result.status, ...result.record });
    send(res, result.status, result.body, result.type);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    refuseNext: (provider, refusal) => void refusals.set(provider, { ...refusal, times: refusal.times ?? 1 }),
    protectTopic: (topic, token) => void protectedTopics.set(topic, token),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The stub's record from another process (the Playwright tests). */
export function connectChatAppsStub(baseUrl: string) {
  return {
    requests: async (): Promise<ChatAppRequest[]> => {
      const response = await fetch(`${baseUrl}/__stub/requests`);
      if (!response.ok) throw new Error(`Chat-apps stub: HTTP ${response.status}`);
      return (await response.json()) as ChatAppRequest[];
    },
  };
}
