/**
 * A database outage under a running server (docs/decisions/data-and-jobs.md "503 on a database blip"): the hub's
 * replica reaches PostgreSQL through a proxy this test takes down (tests/support/database-proxy-server.ts),
 * so every open connection drops and new ones are refused. Meanwhile every console screen, a public page
 * that is not cached yet and a server action answer 503 with `Retry-After`, and the page says the service
 * is briefly unavailable; once the database is back, everything answers again without a restart, the page
 * on screen comes back by itself, and the outage is recorded once, not once per request.
 */
import { randomUUID } from "node:crypto";
import { eq, gt, like, sql } from "drizzle-orm";
import { expect, test, type APIResponse } from "@playwright/test";
import { ADMIN_SCREENS } from "@/lib/admin-screens";
import { errorLogs, portfolioProjects } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";

const replica = `http://127.0.0.1:${process.env.E2E_REPLICA_PORT}`;
const proxyControl = `http://127.0.0.1:${process.env.E2E_DB_PROXY_CONTROL_PORT}`;

test.use({ storageState: ADMIN_STATE, baseURL: replica });

const handle = openTestDatabase();
const { db } = handle;

/** Takes the replica's database away (`down`) or brings it back (`up`). */
async function database(state: "down" | "up") {
  const response = await fetch(`${proxyControl}/${state}`, { method: "POST" });
  expect(response.status).toBe(204);
}

test.afterAll(async () => {
  await database("up");
  await handle.close();
});

/** An answer as Playwright gives it, from its API client or the browser. */
type Answer = Pick<APIResponse, "status" | "headers">;

function expectUnavailable(response: Answer | null, what: string) {
  expect(response?.status(), what).toBe(503);
  expect(response?.headers()["retry-after"], what).toBe("5");
}

/** The error monitor's record of database outages: how many there were, in all. */
async function recordedOutages(): Promise<number> {
  const [row] = await db
    .select({ occurrences: sql<number>`coalesce(sum(${errorLogs.occurrences}), 0)::int` })
    .from(errorLogs)
    .where(like(errorLogs.errorMessage, "DatabaseOutageError:%"));
  return row!.occurrences;
}

/**
 * {@link recordedOutages} once it stays the same for longer than the outage probe's interval (2 s): a blip
 * just before this test (tests/e2e/database-blip.spec.ts) is recorded when the probe sees the database again.
 */
async function settledOutages(): Promise<number> {
  for (let previous = await recordedOutages(); ;) {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const now = await recordedOutages();
    if (now === previous) return now;
    previous = now;
  }
}

test("pages and actions answer 503 while the database is away, then recover by themselves; the outage is recorded once", async ({
  page,
}) => {
  const title = `Outage harbor ${randomUUID().slice(0, 8)}`;
  const [project] = await db
    .insert(portfolioProjects)
    .values({ title, description: "Not visited before the outage." })
    .returning();
  const outagesBefore = await settledOutages();
  const startedAt = new Date();

  await page.goto("/weekly-todo");
  await expect(page.getByRole("heading", { level: 1, name: "Weekly TODO System" })).toBeVisible();
  await page.getByRole("button", { name: "Add TODO" }).click();
  const dialog = page.getByRole("dialog", { name: "Add TODO" });
  await dialog.getByLabel("Title").fill(`Written during an outage ${title}`);

  await database("down");

  // A server action: its answer is 503, and the form says why instead of losing the input.
  const action = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.request().headers()["next-action"] !== undefined,
  );
  await dialog.getByRole("button", { name: "Add TODO" }).click();
  expectUnavailable(await action, "the Add TODO action");
  await expect(page.getByText("The service is briefly unavailable. Please try again in a few seconds.")).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveValue(`Written during an outage ${title}`);

  // Every console screen, and a public page that is not in the cache yet.
  for (const screen of ADMIN_SCREENS) expectUnavailable(await page.request.get(screen.path), screen.path);
  expectUnavailable(await page.request.get(`/projects/${project!.id}`), "a project's page");

  // What a person sees: the page says so, and keeps trying.
  expectUnavailable(await page.goto("/leads"), "/leads in the browser");
  await expect(page.getByRole("heading", { name: "Briefly unavailable" })).toBeVisible();
  await expect(page.getByText("The service is briefly unavailable.")).toBeVisible();

  await database("up");

  // The same page comes back without a reload, and the server answers again without a restart.
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible({ timeout: 20_000 });
  for (const path of ["/dashboard", "/leads", `/projects/${project!.id}`])
    expect((await page.request.get(path)).status(), path).toBe(200);

  // One record of the outage, written once the database answered again, and no error per request.
  await expect.poll(recordedOutages, { timeout: 15_000 }).toBe(outagesBefore + 1);
  const recorded = await db.select().from(errorLogs).where(gt(errorLogs.lastSeenAt, startedAt));
  expect(recorded.map((row) => row.errorMessage)).toEqual([
    expect.stringMatching(
      /^DatabaseOutageError: The database was unavailable for \d+ s, from .+ to .+; \d+ requests and jobs met it/,
    ),
  ]);

  await db.delete(portfolioProjects).where(eq(portfolioProjects.id, project!.id));
});
