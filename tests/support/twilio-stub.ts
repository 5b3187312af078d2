/**
 * A local stand-in for Twilio's REST API, speaking the Messages resource as documented
 * (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource):
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded, HTTP Basic auth with the account
 * SID and auth token; it answers 201 with the message (`sid`, `status: queued`…), or Twilio's error JSON
 * (21610 for a number told to `optOut`, or what `refuseNext` set up). `sendStatus` then posts the
 * status callback Twilio would send to the message's `StatusCallback`, form-encoded and signed with `X-Twilio-Signature`.
 * It also serves inbound MMS media as Twilio does (`addMedia`): the media URL wants the account's HTTP
 * Basic credentials and redirects to a store that needs none
 * (https://www.twilio.com/docs/messaging/api/media-resource).
 * Used by the Vitest integration tests directly and, run for the whole Playwright suite by scripts/e2e.sh
 * (tests/support/twilio-stub-server.ts), by the end-to-end tests through `connectTwilioStub`.
 */
import { randomBytes } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { signTwilioForm } from "./twilio";

/** A message the stub accepted or refused, as Twilio received it. */
export interface StubSms {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | null;
  /** The Twilio error it was refused with, else null. */
  errorCode: number | null;
}

/** A running stub. */
export interface TwilioStub {
  baseUrl: string;
  messages: StubSms[];
  /** Refuses every later message to `number` with error 21610, as Twilio does after a STOP. */
  optOut(number: string): void;
  /**
   * Refuses the next `times` messages to `number` with HTTP `status` and Twilio error `code` (e.g. 503
   * and 20503 "Service Unavailable", or 400 and 21211 "Invalid 'To' Phone Number"), then accepts again.
   */
  refuseNext(number: string, refusal: { status: number; code: number; message: string; times?: number }): void;
  /** Posts the signed status callback of message `sid`; resolves with the HTTP status our app answered. */
  sendStatus(sid: string, status: string, errorCode?: number): Promise<number>;
  /**
   * Serves `bytes` as an inbound MMS's media, as Twilio does: the returned `MediaUrl` wants the account's
   * HTTP Basic credentials and redirects (307) to a media store that needs none.
   */
  addMedia(bytes: Buffer, contentType: string): string;
  /** The store's requests so far: which media, and whether they carried an Authorization header. */
  mediaStoreRequests: { mediaSid: string; authorized: boolean }[];
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

/** Twilio's REST error body (https://www.twilio.com/docs/usage/twilios-response#response-formats-exceptions). */
const restError = (code: number, message: string, status: number) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

/** Starts the stub on 127.0.0.1 (`port` 0: any free port) for `accountSid` and `authToken`. */
export async function startTwilioStub(options: {
  accountSid: string;
  authToken: string;
  port?: number;
}): Promise<TwilioStub> {
  const messages: StubSms[] = [];
  const media = new Map<string, { bytes: Buffer; contentType: string }>();
  const mediaStoreRequests: { mediaSid: string; authorized: boolean }[] = [];
  let baseUrl = "";
  const addMedia = (bytes: Buffer, contentType: string) => {
    const mediaSid = `ME${randomBytes(16).toString("hex")}`;
    media.set(mediaSid, { bytes, contentType });
    return `${baseUrl}/2010-04-01/Accounts/${options.accountSid}/Messages/MM${randomBytes(16).toString("hex")}/Media/${mediaSid}`;
  };
  const optedOut = new Set<string>();
  const refusals = new Map<string, { status: number; code: number; message: string; times: number }>();
  const basic = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;

  async function sendStatus(sid: string, status: string, errorCode?: number): Promise<number> {
    const message = messages.find((m) => m.sid === sid);
    if (!message?.statusCallback) throw new Error(`No message ${sid} with a StatusCallback`);
    const params: Record<string, string> = {
      AccountSid: message.accountSid,
      ApiVersion: "2010-04-01",
      From: message.from,
      MessageSid: sid,
      MessageStatus: status,
      SmsSid: sid,
      SmsStatus: status,
      To: message.to,
      ...(errorCode === undefined ? {} : { ErrorCode: String(errorCode) }),
    };
    const { body, signature } = signTwilioForm(options.authToken, message.statusCallback, params);
    const response = await fetch(message.statusCallback, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
      body,
    });
    return response.status;
  }

  async function control(url: URL, res: ServerResponse): Promise<void> {
    const query = Object.fromEntries(url.searchParams);
    if (url.pathname === "/__stub/messages") return json(res, 200, messages);
    if (url.pathname === "/__stub/media" && query.contentType && query.base64) {
      return json(res, 200, { url: addMedia(Buffer.from(query.base64, "base64"), query.contentType) });
    }
    if (url.pathname === "/__stub/opt-out" && query.number) {
      optedOut.add(query.number);
      return json(res, 200, { ok: true });
    }
    if (url.pathname === "/__stub/status" && query.sid && query.status) {
      const answered = await sendStatus(query.sid, query.status, query.errorCode ? Number(query.errorCode) : undefined);
      return json(res, 200, { answered });
    }
    json(res, 404, { error: "unknown stub control" });
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const store = /^\/__stub\/media-store\/(ME[0-9a-f]{32})$/.exec(url.pathname);
    if (store) {
      const item = media.get(store[1]!);
      mediaStoreRequests.push({ mediaSid: store[1]!, authorized: req.headers.authorization !== undefined });
      if (!item) return json(res, 404, { error: "no such media" });
      res.writeHead(200, { "content-type": item.contentType, "content-length": String(item.bytes.byteLength) });
      return res.end(item.bytes);
    }
    if (url.pathname.startsWith("/__stub/"))
      return control(url, res).catch((error: unknown) => json(res, 500, { error: String(error) }));
    const mediaPath =
      /^\/2010-04-01\/Accounts\/(AC[0-9a-fA-F]{32})\/Messages\/MM[0-9a-f]{32}\/Media\/(ME[0-9a-f]{32})$/.exec(
        url.pathname,
      );
    if (req.method === "GET" && mediaPath) {
      if (req.headers.authorization !== basic || mediaPath[1] !== options.accountSid)
        return json(res, 401, restError(20003, "Authenticate", 401));
      if (!media.has(mediaPath[2]!))
        return json(res, 404, restError(20404, "The requested resource was not found", 404));
      res.writeHead(307, { location: `${baseUrl}/__stub/media-store/${mediaPath[2]}` });
      return res.end();
    }
    const match = /^\/2010-04-01\/Accounts\/(AC[0-9a-fA-F]{32})\/Messages\.json$/.exec(url.pathname);
    if (req.method !== "POST" || !match)
      return json(res, 404, restError(20404, "The requested resource was not found", 404));
    if (req.headers.authorization !== basic || match[1] !== options.accountSid)
      return json(res, 401, restError(20003, "Authenticate", 401));
    const form = new URLSearchParams(raw);
    const to = form.get("To") ?? "";
    const from = form.get("From") ?? "";
    const body = form.get("Body") ?? "";
    if (!to || !from || !body) return json(res, 400, restError(21602, "Message body is required.", 400));
    const sid = `SM${randomBytes(16).toString("hex")}`;
    const once = refusals.get(to);
    if (once && --once.times <= 0) refusals.delete(to);
    const refusal = optedOut.has(to)
      ? { status: 400, code: 21610, message: "Attempt to send to unsubscribed recipient" }
      : once;
    messages.push({
      sid,
      accountSid: match[1]!,
      to,
      from,
      body,
      statusCallback: form.get("StatusCallback"),
      errorCode: refusal?.code ?? null,
    });
    if (refusal) return json(res, refusal.status, restError(refusal.code, refusal.message, refusal.status));
    json(res, 201, {
      sid,
      account_sid: match[1],
      to,
      from,
      body,
      status: "queued",
      num_segments: "1",
      direction: "outbound-api",
      api_version: "2010-04-01",
      date_created: new Date().toUTCString(),
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${match[1]}/Messages/${sid}.json`,
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    messages,
    optOut: (number) => void optedOut.add(number),
    refuseNext: (number, refusal) => void refusals.set(number, { ...refusal, times: refusal.times ?? 1 }),
    sendStatus,
    addMedia,
    mediaStoreRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The stub's controls from another process (the Playwright tests): what it received, and its callbacks. */
export function connectTwilioStub(baseUrl: string) {
  const call = async <T>(path: string, method = "GET"): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, { method });
    if (!response.ok) throw new Error(`Twilio stub ${path}: HTTP ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    messages: () => call<StubSms[]>("/__stub/messages"),
    /** Serves `bytes` as MMS media; resolves with the `MediaUrl` to put in an inbound message. */
    addMedia: async (bytes: Buffer, contentType: string) =>
      (
        await call<{ url: string }>(
          `/__stub/media?${new URLSearchParams({ contentType, base64: bytes.toString("base64") })}`,
          "POST",
        )
      ).url,
    optOut: (number: string) => call(`/__stub/opt-out?number=${encodeURIComponent(number)}`, "POST"),
    /** Has the stub post the signed callback; resolves with the HTTP status the app answered. */
    sendStatus: async (sid: string, status: string, errorCode?: number) =>
      (
        await call<{ answered: number }>(
          `/__stub/status?${new URLSearchParams({ sid, status, ...(errorCode === undefined ? {} : { errorCode: String(errorCode) }) })}`,
          "POST",
        )
      ).answered,
  };
}
