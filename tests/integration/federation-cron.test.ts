import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { federatedSites } from "@/lib/db/schema";

/** The cron route with CRON_SECRET set to `secret` (lib/env reads the environment once per module load). */
async function cronRoute(secret: string | undefined) {
  vi.resetModules();
  vi.stubEnv("CRON_SECRET", secret ?? "");
  return (await import("@/app/api/cron/federated-sync/route")).GET;
}
const call = (get: (r: Request) => Promise<Response>, auth?: string) =>
  get(new Request("http://localhost/api/cron/federated-sync", { headers: auth ? { authorization: auth } : {} }));

// Sites other test files left behind must not be called by this run.
beforeAll(() => db.update(federatedSites).set({ isActive: false }));
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("GET /api/cron/federated-sync", () => {
  it("answers 503 without CRON_SECRET", async () => {
    expect((await call(await cronRoute(undefined), "Bearer anything")).status).toBe(503);
  });

  it("answers 401 for a wrong bearer and runs the sync with the right one", async () => {
    const secret = "cron-secret-for-federation-tests";
    const get = await cronRoute(secret);
    expect((await call(get)).status).toBe(401);
    expect((await call(get, `Bearer ${secret}-nope`)).status).toBe(401);
    const ok = await call(get, `Bearer ${secret}`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ total: expect.any(Number), success: expect.any(Number), failed: expect.any(Number), durationMs: expect.any(Number) });
  });
});
