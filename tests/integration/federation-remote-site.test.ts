import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { errorLogs, todoItems } from "@/lib/db/schema";
import { clearStoredSiteKey, setStoredSiteKey } from "@/lib/federation/remote-site/site-key";
import { recordLandingClick, recordLandingView, recordLoginAttempt } from "@/lib/site-analytics/record";
import { GET as syncRoute } from "@/app/api/(remote-site)/federated/sync/route";
import { POST as commandRoute } from "@/app/api/(remote-site)/federated/command/route";
import { GET as todosRoute } from "@/app/api/(remote-site)/csc/todos/route";
import { GET as featuresRoute } from "@/app/api/(remote-site)/csc/features/route";
import { POST as beaconRoute } from "@/app/api/analytics/beacon/route";

const key = "remote-site-key-0123456789abcdefghijklmnopq";
const get = (route: (r: Request, c: unknown) => Promise<Response>, path: string, bearer?: string) =>
  route(new Request(`http://localhost${path}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} }), {});
const command = (body: unknown, bearer = key) =>
  commandRoute(
    new Request("http://localhost/api/federated/command", {
      method: "POST",
      headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    {},
  );

type Payload = {
  todos: { title: string }[];
  errors: Record<string, unknown>[];
  features: { featureName: string; version: string }[];
  analytics: Record<string, number | string | null>[];
  site: { version: string };
};
const today = () => new Date().toISOString().slice(0, 10);
async function todaysAnalytics() {
  const payload = (await (await get(syncRoute, "/api/federated/sync", key)).json()) as Payload;
  return payload.analytics.find((a) => String(a.dataDate).startsWith(today()))!;
}

describe("this app as a remote site", () => {
  beforeAll(() => clearStoredSiteKey());

  it("answers 503 while no key is configured, then 401 for a wrong or missing key", async () => {
    expect((await get(syncRoute, "/api/federated/sync", key)).status).toBe(503);
    await setStoredSiteKey(key, "admin");
    expect((await get(syncRoute, "/api/federated/sync", `${key}x`)).status).toBe(401);
    const missing = await get(todosRoute, "/api/csc/todos");
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toContain("Bearer");
  });

  it("serves its TODOs, errors (without personal data), features and analytics with the key", async () => {
    await setStoredSiteKey(key, "admin");
    await db.insert(todoItems).values({ title: "Remote-side TODO", priority: "high", category: "technical" });
    await db.insert(errorLogs).values({
      severity: "critical",
      errorMessage: "Remote-side failure",
      requestMethod: "POST",
      requestUrl: "/api/x",
      ipAddress: "203.0.113.9",
      userAgent: "UA",
      userId: 1,
    });
    const response = await get(syncRoute, "/api/federated/sync", key);
    expect(response.status).toBe(200);
    const payload = (await response.json()) as Payload;
    expect(payload.todos.map((t) => t.title)).toContain("Remote-side TODO");
    const error = payload.errors.find((e) => e.errorMessage === "Remote-side failure")!;
    expect(error).toMatchObject({ severity: "critical", requestMethod: "POST", requestUrl: "/api/x", resolved: false });
    expect(JSON.stringify(error)).not.toMatch(/203\.0\.113\.9|"UA"|userId/);
    expect(payload.features.map((f) => f.featureName)).toContain("Centralized Site Control");
    expect(payload.features.every((f) => f.version === payload.site.version)).toBe(true);
    expect(Array.isArray(payload.analytics)).toBe(true);
    const features = (await (await get(featuresRoute, "/api/csc/features", key)).json()) as unknown[];
    expect(features).toHaveLength(payload.features.length);
  });

  it("counts landing views, clicks, bounces, page load time and sign-ins into today's analytics", async () => {
    await setStoredSiteKey(key, "admin");
    await recordLandingView();
    const before = await todaysAnalytics();
    await recordLandingView(1_500);
    await recordLandingView(500);
    await recordLandingClick(true);
    await recordLandingClick(false);
    await recordLoginAttempt(false);
    await recordLoginAttempt(true);
    const after = await todaysAnalytics();
    expect(Number(after.landingPageViews) - Number(before.landingPageViews)).toBe(2);
    expect(Number(after.landingPageClicks) - Number(before.landingPageClicks)).toBe(2);
    expect(Number(after.loginAttempts) - Number(before.loginAttempts)).toBe(2);
    expect(Number(after.successfulLogins) - Number(before.successfulLogins)).toBe(1);
    expect(after.bounceRate).toBeGreaterThanOrEqual(0);
    expect(after.bounceRate).toBeLessThanOrEqual(1);
    expect(after.pageLoadTime).toBeGreaterThan(0);
    expect(after.totalUsers).toBeGreaterThanOrEqual(0);
  });

  it("records beacons from the landing page and refuses malformed ones", async () => {
    await setStoredSiteKey(key, "admin");
    const before = await todaysAnalytics();
    const beacon = (body: string) =>
      beaconRoute(
        new Request("http://localhost/api/analytics/beacon", {
          method: "POST",
          headers: { "content-type": "text/plain", "x-forwarded-for": "192.0.2.55" },
          body,
        }),
      );
    expect((await beacon(JSON.stringify({ event: "view", loadTimeMs: 900 }))).status).toBe(204);
    expect((await beacon(JSON.stringify({ event: "click", first: true }))).status).toBe(204);
    expect((await beacon("not json")).status).toBe(400);
    expect((await beacon(JSON.stringify({ event: "purchase" }))).status).toBe(400);
    const after = await todaysAnalytics();
    expect(Number(after.landingPageViews) - Number(before.landingPageViews)).toBe(1);
    expect(Number(after.landingPageClicks) - Number(before.landingPageClicks)).toBe(1);
  });

  it("runs only its safe commands and answers anything else with 'Unknown command'", async () => {
    await setStoredSiteKey(key, "admin");
    const timestamp = new Date().toISOString();
    expect(await (await command({ command: "ping", timestamp, source: "hub" })).json()).toEqual({
      success: true,
      message: "pong",
      response: "pong",
    });
    expect(await (await command({ command: " VERSION ", timestamp })).json()).toMatchObject({
      success: true,
      response: { version: expect.any(String) },
    });
    expect(await (await command({ command: "status", timestamp })).json()).toMatchObject({
      success: true,
      response: { pendingTodos: expect.any(Number), unresolvedErrors: expect.any(Number) },
    });
    const unknown = await (await command({ command: "rm -rf /", timestamp })).json();
    expect(unknown).toMatchObject({ success: false, message: expect.stringContaining("Unknown command") });
    expect((await command({ command: "", timestamp })).status).toBe(422);
    expect((await command({ command: "ping", timestamp: "yesterday" })).status).toBe(422);
    expect((await command({ command: "ping", timestamp }, "wrong-key")).status).toBe(401);
  });
});
