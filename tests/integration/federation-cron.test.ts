import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { federatedSites } from "@/lib/db/schema";

type CronGet = (request: Request, context: { params: Promise<{ job: string }> }) => Promise<Response>;

/** The cron route with CRON_SECRET set to `secret` (lib/env reads the environment once per module load). */
async function cronRoute(secret: string | undefined): Promise<CronGet> {
  vi.resetModules();
  vi.stubEnv("CRON_SECRET", secret ?? "");
  return (await import("@/app/api/cron/[job]/route")).GET;
}
const call = (get: CronGet, auth?: string, job = "federated-sync") =>
  get(new Request(`http://localhost/api/cron/${job}`, { headers: auth ? { authorization: auth } : {} }), {
    params: Promise.resolve({ job }),
  });

// Sites other test files left behind must not be called by this run.
beforeAll(() => db.update(federatedSites).set({ isActive: false }));
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("GET /api/cron/federated-sync", () => {
  it("answers 503 without CRON_SECRET", async () => {
    expect((await call(await cronRoute(undefined), "Bearer anything")).status).toBe(503);
  });

  it("answers 401 for a wrong bearer, runs the sync once per tick with the right one, and 404 for an unknown job", async () => {
    const secret = "cron-secret-for-federation-tests";
    const get = await cronRoute(secret);
    expect((await call(get)).status).toBe(401);
    expect((await call(get, `Bearer ${secret}-nope`)).status).toBe(401);
    const ok = await call(get, `Bearer ${secret}`);
    expect(ok.status).toBe(200);
    const tick = new Date(Math.floor(Date.now() / 21_600_000) * 21_600_000).toISOString();
    expect(await ok.json()).toMatchObject({
      job: "federated-sync",
      tick,
      ran: true,
      result: {
        total: expect.any(Number),
        success: expect.any(Number),
        failed: expect.any(Number),
        durationMs: expect.any(Number),
      },
    });
    // A second firing in the same 6-hour tick (another instance, or Vercel retrying) does nothing.
    const again = await call(get, `Bearer ${secret}`);
    expect(await again.json()).toEqual({ job: "federated-sync", tick, ran: false });
    expect((await call(get, `Bearer ${secret}`, "no-such-job")).status).toBe(404);
  });
});
