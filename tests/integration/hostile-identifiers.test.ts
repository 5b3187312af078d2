/**
 * The input rule for identifiers in paths and actions (docs/decisions/http-and-input.md "Identifiers in paths and
 * actions", "Malformed requests are 400", "A custom host serves only its page", "Status page drafts"):
 * every dynamic route and every public action is sent NUL bytes, control characters, lone surrogates,
 * undecodable percent-encoding and 1 MB values where a slug, token, id, month or cursor belongs, and
 * answers 4xx (a 404 for a path, a field error for an action), never 5xx nor internal text, and stores
 * nothing; the proxy refuses undecodable paths and malformed action bodies with a 400 and serves a custom
 * host only its page; a draft page is a 404 everywhere the public looks. Route handlers and the proxy are
 * called in-process, as Next.js calls them; actions as the forms call them.
 */
import { count, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as projectCardRoute } from "@/app/(marketing)/projects/[id]/card.png/route";
import { PATCH as errorLogResolveRoute } from "@/app/api/admin/error-logs/[id]/resolve/route";
import { GET as reportRoute } from "@/app/api/admin/status-pages/[id]/reports/[month]/route";
import { GET as subscribersExportRoute } from "@/app/api/admin/status-pages/[id]/subscribers/export/route";
import { GET as cronRoute } from "@/app/api/cron/[job]/route";
import { GET as screenshotRoute } from "@/app/api/screenshots/[id]/route";
import { GET as smsMediaRoute } from "@/app/api/sms/media/[id]/route";
import { GET as badgeRoute } from "@/app/status/[slug]/badge/[kind]/route";
import { POST as confirmOneClickRoute } from "@/app/status/[slug]/confirm/one-click/route";
import { GET as feedRoute } from "@/app/status/[slug]/feed.atom/route";
import { GET as statusJsonRoute } from "@/app/status/[slug]/status.json/route";
import { POST as unsubscribeOneClickRoute } from "@/app/status/[slug]/unsubscribe/one-click/route";
import type { ActionResult } from "@/lib/action";
import { resetPasswordAction } from "@/lib/auth/actions";
import { db } from "@/lib/db";
import { errorLogs, outboxMessages, rateLimits, statusPages, statusSubscribers } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { recordError } from "@/lib/error-monitor/record-error";
import { IDENTIFIER_RULES, isIdentifier, pathRowId } from "@/lib/input/identifiers";
import { passkeyOptionsAction } from "@/lib/second-factor/sign-in-actions";
import { confirmSubscriptionAction, subscribeAction, unsubscribeAction } from "@/lib/status-subscribers/actions";
import { acceptInvitationAction } from "@/lib/team/actions";
import { proxy } from "@/proxy";

// Server actions read the request's headers, console routes its cookies; outside a request, give them a
// signed-out visitor's.
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "198.51.100.61" }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

const ONE_MB = "a".repeat(1024 * 1024);
const CRON_SECRET = "hostile-identifiers-cron-secret-0123456789";
/** What a hostile client puts where an identifier belongs, as a path segment or a field arrives decoded. */
const HOSTILE: Record<string, string> = {
  "a NUL byte": "a\u0000b",
  "a NUL alone": "\u0000",
  "a control character": "a\u001Bb",
  "a lone high surrogate": "a\uD800b",
  "a lone low surrogate": "a\uDC00b",
  "undecodable percent-encoding": "%zz",
  "a lone percent sign": "%",
  "an overlong encoding": "%C0%AF",
  "a 1 MB value": ONE_MB,
  "a path traversal": "../../etc/passwd",
  "a SQL fragment": "1' or '1'='1",
  "upper case and spaces": " Acme Status ",
};

/** Figures of the sweep: requests sent and answers by status. */
const tally = { requests: 0, byStatus: new Map<number | string, number>() };
function counted(status: number | string) {
  tally.requests += 1;
  tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
}

/** Internal text no answer may carry: database, driver and stack words. */
const INTERNAL =
  /Failed query|invalid byte sequence|PostgresError|error: |at .*\.(ts|js):\d+|ZodError|TypeError|stack/i;

async function expectRefused(response: Response, label: string, status?: number) {
  counted(response.status);
  if (status !== undefined) expect(response.status, label).toBe(status);
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  const text = await response.text();
  expect(text, label).not.toMatch(INTERNAL);
}

function expectFieldError(result: ActionResult<unknown>, field: string, label: string) {
  counted(result.ok ? "ok" : `action ${result.code}`);
  expect(result.ok, label).toBe(false);
  if (result.ok) return;
  expect(result.code, label).not.toBe("internal");
  expect(result.fieldErrors?.[field], label).toBeDefined();
  expect(JSON.stringify(result), label).not.toMatch(INTERNAL);
}

/** Rows an entry point could write, including `error_logs`, where any 500 lands. */
async function tableCounts() {
  const tables = { errorLogs, outboxMessages, statusSubscribers, rateLimits };
  return Object.fromEntries(
    await Promise.all(
      Object.entries(tables).map(
        async ([name, table]) => [name, Number((await db.select({ n: count() }).from(table))[0]!.n)] as const,
      ),
    ),
  );
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${path}`, { headers });
const post = (path: string) => new Request(`http://localhost:3000${path}`, { method: "POST" });
const params = <P>(value: P) => ({ params: Promise.resolve(value) });

describe("the identifier rule", () => {
  it("accepts each kind's own form and refuses every hostile value, a 1 MB one without scanning it", () => {
    expect(isIdentifier("slug", "acme-status")).toBe(true);
    expect(isIdentifier("token", "12.AbC_-d.e")).toBe(true);
    expect(isIdentifier("month", "2026-11")).toBe(true);
    expect(isIdentifier("cursor", "WyIxIiwyXQ")).toBe(true);
    expect(pathRowId("2147483647")).toBe(2_147_483_647);
    for (const [kind, rule] of Object.entries(IDENTIFIER_RULES)) {
      for (const [what, value] of Object.entries(HOSTILE))
        expect(isIdentifier(kind as keyof typeof IDENTIFIER_RULES, value), `${kind}: ${what}`).toBe(false);
      expect(isIdentifier(kind as keyof typeof IDENTIFIER_RULES, "a".repeat(rule.maxLength + 1))).toBe(false);
    }
    for (const id of ["0", "01", "-1", "1e3", "0x10", " 1", "2147483648", "99999999999"])
      expect(pathRowId(id), id).toBeNull();
    expect(isIdentifier("month", "1900-13")).toBe(false);
  });
});

describe("every dynamic route, with a hostile path segment", () => {
  let published: { slug: string };
  let before: Record<string, number>;
  const savedSecret = env.CRON_SECRET;
  afterAll(() => {
    env.CRON_SECRET = savedSecret;
  });
  beforeAll(async () => {
    env.CRON_SECRET = CRON_SECRET;
    const [row] = await db
      .insert(statusPages)
      .values({ name: "Hostile", slug: `hostile-${Date.now()}`, publishedAt: new Date() })
      .returning();
    published = row!;
    before = await tableCounts();
  });

  it("answers a 4xx with no internal text, a 404 for a public route, and stores nothing", async () => {
    for (const [what, value] of Object.entries(HOSTILE)) {
      await expectRefused(await statusJsonRoute(get("/"), params({ slug: value })), `status.json: ${what}`, 404);
      await expectRefused(await feedRoute(get("/"), params({ slug: value })), `feed.atom: ${what}`, 404);
      for (const kind of ["state.svg", "uptime.svg"])
        await expectRefused(await badgeRoute(get("/"), params({ slug: value, kind })), `badge ${kind}: ${what}`, 404);
      await expectRefused(
        await badgeRoute(get("/"), params({ slug: published.slug, kind: value })),
        `badge kind: ${what}`,
        404,
      );
      await expectRefused(await projectCardRoute(get("/"), params({ id: value })), `project card: ${what}`, 404);
      await expectRefused(await screenshotRoute(get("/"), params({ id: value })), `screenshot: ${what}`, 404);
      for (const [route, name] of [
        [confirmOneClickRoute, "confirm one-click"],
        [unsubscribeOneClickRoute, "unsubscribe one-click"],
      ] as const)
        await expectRefused(
          await route(post(`/status/${published.slug}/x?${new URLSearchParams({ token: value })}`)),
          `${name}: ${what}`,
          400,
        );
      // Console and cron routes refuse a caller without a session or secret before reading the path.
      await expectRefused(await smsMediaRoute(get("/"), params({ id: value })), `sms media: ${what}`);
      await expectRefused(await errorLogResolveRoute(post("/"), params({ id: value })), `error log: ${what}`);
      await expectRefused(await subscribersExportRoute(get("/"), params({ id: value })), `subscribers export: ${what}`);
      await expectRefused(await reportRoute(get("/"), params({ id: value, month: value })), `report: ${what}`);
      await expectRefused(
        await cronRoute(get("/", { authorization: `Bearer ${CRON_SECRET}` }), params({ job: value })),
        `cron: ${what}`,
        404,
      );
    }
    expect(await tableCounts()).toEqual(before);
  });
});

describe("every public action, with a hostile identifier", () => {
  it("answers a field error naming the field, never an internal error, and stores nothing", async () => {
    const before = await tableCounts();
    for (const [what, value] of Object.entries(HOSTILE)) {
      expectFieldError(
        await subscribeAction({ slug: value, channel: "email", target: "visitor@example.com" }),
        "slug",
        `subscribe slug: ${what}`,
      );
      expectFieldError(await confirmSubscriptionAction({ token: value }), "token", `confirm: ${what}`);
      expectFieldError(await unsubscribeAction({ token: value }), "token", `unsubscribe: ${what}`);
      expectFieldError(
        await resetPasswordAction({ token: value, password: "a-new-password" }),
        "token",
        `reset: ${what}`,
      );
      expectFieldError(
        await acceptInvitationAction({
          token: value,
          username: "visitor",
          password: "a-new-password",
          confirmPassword: "a-new-password",
        } as never),
        "token",
        `invitation: ${what}`,
      );
      expectFieldError(await passkeyOptionsAction({ pendingToken: value }), "pendingToken", `passkey: ${what}`);
    }
    expect(await tableCounts()).toEqual(before);
  });
});

describe("the proxy, before routing", () => {
  const proxied = async (path: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) => {
    const headers = new Headers(init.headers);
    headers.set("host", "localhost:3000");
    const response = await proxy(new NextRequest(`http://localhost:3000${path}`, { ...init, headers }));
    counted(response.status);
    return response;
  };

  it("answers 400 to a path that does not percent-decode, and 404 to an encoded NUL in a slug", async () => {
    for (const path of ["/status/%zz", "/status/%", "/status/%C0%AF", "/projects/%zz", "/status/a%E0%A4%A/feed.atom"]) {
      const response = await proxied(path);
      expect(response.status, path).toBe(400);
      expect(await response.text()).toBe("The address is not valid percent-encoded UTF-8");
    }
    expect((await proxied("/status/a%00b/status.json")).status).toBe(404);
  });

  it("answers 404 to a cached public page's slug, id or cursor that breaks the rule, before Next.js caches the 404", async () => {
    for (const segment of ["%00", "a%00b", "A%20B", "a%1Bb", "a".repeat(500), "..%2Fetc"]) {
      for (const path of [
        `/status/${segment}`,
        `/status/${segment}/feed.atom`,
        `/projects/${segment}/card.png`,
        `/work/next/${segment}`,
      ]) {
        const response = await proxied(path);
        expect(response.status, path.slice(0, 60)).toBe(404);
      }
    }
    for (const path of [
      "/status/acme-2",
      "/status/acme/badge/state.svg",
      "/projects/12",
      "/work/next/WyIxIiwyXQ",
      "/work",
    ])
      expect((await proxied(path)).headers.get("x-middleware-next"), path).toBe("1");
  });

  it("answers 400 to a server action call whose body cannot be decoded, and passes one that can", async () => {
    const action = (body: string | undefined, contentType: string) =>
      proxied("/status/acme", {
        method: "POST",
        headers: { "next-action": "7f0000000000000000000000000000000000000000", "content-type": contentType },
        body,
      });
    for (const [what, body, type] of [
      ["not JSON", "{not json", "text/plain;charset=UTF-8"],
      ["an empty body", "", "text/plain;charset=UTF-8"],
      ["no body", undefined, "text/plain;charset=UTF-8"],
      ["multipart without a boundary", "--x\r\n\r\n", "multipart/form-data"],
      ["multipart that does not parse", "garbage", "multipart/form-data; boundary=xyz"],
    ] as const) {
      expect((await action(body, type)).status, what).toBe(400);
    }
    expect((await action('[{"slug":"acme"}]', "text/plain;charset=UTF-8")).headers.get("x-middleware-next")).toBe("1");
    const form = new FormData();
    form.append("1_slug", "acme");
    const multipart = new Request("http://localhost/", { method: "POST", body: form });
    const body = await multipart.text();
    expect(
      (await action(body, multipart.headers.get("content-type")!)).headers.get("x-middleware-next"),
      "a well-formed multipart call",
    ).toBe("1");
  });
});

describe("a custom host", () => {
  let page: { slug: string };
  let other: { slug: string };
  beforeAll(async () => {
    const tag = Date.now();
    const [row] = await db
      .insert(statusPages)
      .values({
        name: "Client",
        slug: `client-${tag}`,
        customHost: `status-${tag}.client.test`,
        publishedAt: new Date(),
      })
      .returning();
    const [second] = await db
      .insert(statusPages)
      .values({ name: "Other", slug: `other-${tag}`, publishedAt: new Date() })
      .returning();
    [page, other] = [row!, second!];
  });

  it("serves its page at / and its page's routes, and answers 404 everywhere else", async () => {
    const host = `status-${page.slug.slice("client-".length)}.client.test`;
    const at = async (path: string, method = "GET") => {
      const response = await proxy(
        new NextRequest(`http://${host}${path}`, { method, headers: { host: `${host}:443` } }),
      );
      counted(response.status);
      return response;
    };
    const root = await at("/");
    expect(root.status, await root.clone().text()).toBe(200);
    expect(root.headers.get("x-middleware-rewrite")).toMatch(new RegExp(`/status/${page.slug}$`));
    const served = [
      "",
      "/",
      "/status.json",
      "/feed.atom",
      "/badge/state.svg",
      "/badge/uptime.svg",
      "/confirm?token=1.x",
      "/unsubscribe?token=1.x",
    ].map((rest) => `/status/${page.slug}${rest}`);
    for (const path of served) expect((await at(path)).headers.get("x-middleware-next"), path).toBe("1");
    for (const path of [`/status/${page.slug}/confirm/one-click`, `/status/${page.slug}/unsubscribe/one-click`])
      expect((await at(path, "POST")).headers.get("x-middleware-next"), path).toBe("1");
    expect((await at("/_next/static/chunks/main.js")).headers.get("x-middleware-next")).toBe("1");
    for (const path of [
      "/invite?token=abc",
      "/reset-password?token=abc",
      "/work",
      "/privacy",
      "/terms",
      "/redeem",
      "/projects/1",
      "/auth",
      "/api/auth/session",
      "/api/screenshots/abc",
      "/dashboard",
      "/status-pages",
      "/sitemap.xml",
      `/status/${other.slug}`,
      `/status/${other.slug}/status.json`,
      `/status/${page.slug}/badge/other.svg`,
      `/status/${page.slug}x`,
    ]) {
      expect((await at(path)).status, path).toBe(404);
    }
  });
});

describe("the error monitor", () => {
  it("stores a message and stack holding NUL and lone surrogates, cleaned, so the report is not lost", async () => {
    const error = new Error("invalid input \u0000 in slug a\u0000b \uD800");
    error.stack = "Error: invalid \u0000\n    at route (app/status/page.tsx:1:1)";
    const saved = await recordError(error, {
      source: "unhandled",
      request: { path: "/status/a%00b", method: "GET", headers: { "user-agent": "hostile-sweep" } },
    });
    const [row] = await db.select().from(errorLogs).where(eq(errorLogs.id, saved.id));
    expect(row!.errorMessage).toBe("invalid input  in slug ab \uFFFD");
    expect(row!.stackTrace).not.toContain("\u0000");
    expect(row!.requestUrl).toBe("/status/a%00b");
  });
});

afterAll(() => {
  const statuses = [...tally.byStatus.entries()].map(([status, n]) => `${status}: ${n}`).join(", ");
  console.info(`[hostile identifiers] ${tally.requests} requests; answers ${statuses}`);
});
