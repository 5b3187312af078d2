/**
 * Hostile requests against the production server `npm start` runs (docs/decisions/http-and-input.md "Malformed requests
 * are 400", "Identifiers in paths and actions", "Status page drafts"): undecodable paths and malformed
 * server action bodies are a 400 from the proxy, never a 500, and leave no error in the monitor; NUL bytes,
 * lone surrogates and 1 MB values in a slug, id or token are a 404 on every public route; a draft status
 * page is a 404 everywhere the public looks. Sent raw over HTTP, as a client would, so nothing normalises
 * the path on the way.
 */
import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { gt } from "drizzle-orm";
import { expect, test } from "@playwright/test";
import { errorLogs, statusPages } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";

/** Sends `method` `path` as written, with `headers` and `body`: status and body text. */
function raw(
  baseURL: string,
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Text no answer may carry: database, driver and stack words. */
const INTERNAL = /Failed query|invalid byte sequence|PostgresError|at .*\.(ts|js):\d+|ZodError|TypeError/;

test("undecodable paths, hostile identifiers and malformed action bodies answer 4xx, never 5xx, and log nothing", async ({
  baseURL,
}) => {
  const handle = openTestDatabase();
  const tag = randomUUID().slice(0, 8);
  const slug = `hostile-${tag}`;
  await handle.db.insert(statusPages).values({ name: `Hostile ${tag}`, slug, publishedAt: new Date() });
  const since = new Date();
  const answers = new Map<number, number>();
  const send = async (path: string, init?: Parameters<typeof raw>[2]) => {
    const answer = await raw(baseURL!, path, init);
    answers.set(answer.status, (answers.get(answer.status) ?? 0) + 1);
    expect(answer.body, path).not.toMatch(INTERNAL);
    return answer;
  };

  for (const path of ["/status/%zz", "/status/%", "/status/%C0%AF", "/projects/%zz", `/status/${slug}/%E0%A4%A`])
    expect((await send(path)).status, path).toBe(400);

  const hostile = ["%00", "a%00b", "%ED%A0%80", "a%1Bb", "A%20B", "a".repeat(8000), "..%2F..%2Fetc"];
  for (const segment of hostile) {
    for (const path of [
      `/status/${segment}`,
      `/status/${segment}/status.json`,
      `/status/${segment}/feed.atom`,
      `/status/${segment}/badge/state.svg`,
      `/status/${segment}/badge/uptime.svg`,
      `/status/${segment}/confirm?token=1.x`,
      `/status/${slug}/badge/${segment}`,
      `/projects/${segment}`,
      `/projects/${segment}/card.png`,
      `/work/next/${segment}`,
      `/api/screenshots/${segment}`,
    ]) {
      const { status } = await send(path);
      // A lone surrogate, written as UTF-8 would be, is not UTF-8: the path does not decode (400).
      expect(status, path.slice(0, 80)).toBe(segment === "%ED%A0%80" ? 400 : 404);
    }
    for (const route of ["confirm", "unsubscribe"]) {
      const path = `/status/${slug}/${route}/one-click?token=${segment}`;
      expect((await send(path, { method: "POST" })).status, path.slice(0, 80)).toBe(400);
    }
  }

  const action = { "next-action": "7f0000000000000000000000000000000000000000" };
  for (const [what, body, type] of [
    ["not JSON", "{not json", "text/plain;charset=UTF-8"],
    ["an empty body", "", "text/plain;charset=UTF-8"],
    ["multipart without a boundary", "--x\r\n\r\n", "multipart/form-data"],
    ["multipart that does not parse", "garbage", "multipart/form-data; boundary=xyz"],
  ] as const) {
    const { status } = await send(`/status/${slug}`, {
      method: "POST",
      headers: { ...action, "content-type": type },
      body,
    });
    expect(status, what).toBe(400);
  }

  // None of it is our bug: the error monitor has nothing new.
  expect(await handle.db.select().from(errorLogs).where(gt(errorLogs.lastSeenAt, since))).toEqual([]);
  expect([...answers.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
  console.info(
    `[hostile requests] ${[...answers.values()].reduce((a, b) => a + b, 0)} requests; answers ${[...answers]
      .map(([status, n]) => `${status}: ${n}`)
      .join(", ")}`,
  );
  await handle.close();
});

test("a draft status page is a 404 on every public route until it is published", async ({ baseURL }) => {
  const handle = openTestDatabase();
  const tag = randomUUID().slice(0, 8);
  const slug = `draft-${tag}`;
  await handle.db.insert(statusPages).values({ name: `Draft ${tag}`, slug });
  for (const path of ["", "/status.json", "/feed.atom", "/badge/state.svg", "/badge/uptime.svg"])
    expect((await raw(baseURL!, `/status/${slug}${path}`)).status, `draft ${path}`).toBe(404);
  await handle.close();
});
