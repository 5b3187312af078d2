/**
 * The production server's answer to a page or action that met a database outage (docs/decisions/data-and-jobs.md "503 on
 * a database blip"): Next.js answers a failed render 500 and an action's `unavailable` result 200; the
 * server's wrapper turns a marked request's answer into 503 with Retry-After, and leaves every other
 * answer as it was. Next's own log of such a failure is dropped; other errors are still logged.
 */
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { quietOutageErrorLogs } from "@/lib/db/unavailable";
import { answerOutagesWith503, markRequestUnavailable } from "@/lib/http/unavailable-response";

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** Serves `handle` behind the wrapper; the handler reads `?status=` and `?outage=1` (the request met an outage, after an await as a render would). */
async function serve(): Promise<string> {
  const handle: RequestListener = async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    await new Promise((resolve) => setImmediate(resolve));
    if (url.searchParams.has("outage")) markRequestUnavailable();
    response.statusCode = Number(url.searchParams.get("status") ?? 200);
    response.setHeader("content-type", "text/html");
    response.end("<p>rendered</p>");
  };
  server = createServer(answerOutagesWith503(handle));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("answerOutagesWith503", () => {
  it("answers a page whose render met an outage 503 with Retry-After, keeping the page rendered", async () => {
    const base = await serve();
    const response = await fetch(`${base}/leads?status=500&outage=1`);
    expect(response.status).toBe(503);
    expect(response.statusText).toBe("Service Unavailable");
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("<p>rendered</p>");
  });

  it("answers a server action that met an outage 503, though Next sends its answer as 200", async () => {
    const base = await serve();
    expect(
      (await fetch(`${base}/weekly-todo?outage=1`, { method: "POST", headers: { "next-action": "7f00" } })).status,
    ).toBe(503);
  });

  it("leaves every other answer alone: a bug's 500, a page that met no outage, a cached page served during one", async () => {
    const base = await serve();
    expect((await fetch(`${base}/leads?status=500`)).status).toBe(500);
    expect((await fetch(`${base}/leads`)).status).toBe(200);
    const stale = await fetch(`${base}/?outage=1`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("retry-after")).toBeNull();
    // Each request is tracked on its own.
    await Promise.all([fetch(`${base}/a?status=500&outage=1`), fetch(`${base}/b?status=500`)]).then(([a, b]) => {
      expect([a.status, b.status]).toEqual([503, 500]);
    });
  });

  it("marking outside the server is harmless (Vercel, scripts, tests)", () => {
    expect(() => markRequestUnavailable()).not.toThrow();
  });
});

describe("quietOutageErrorLogs", () => {
  it("drops Next's log of a render that met an outage, and keeps every other error", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    quietOutageErrorLogs();
    const refused = new Error("Failed query: select 1", {
      cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    });
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    console.error(refused);
    console.error("\u001b[31m⨯\u001b[39m", refused);
    console.error(bug);
    console.error("[error-monitor] could not record an error; kept in memory", refused, bug);
    expect(error.mock.calls).toEqual([
      [bug],
      ["[error-monitor] could not record an error; kept in memory", refused, bug],
    ]);
  });
});
