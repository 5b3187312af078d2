/**
 * A database outage in route handlers and server actions (docs/decisions/data-and-jobs.md "503 on a database blip"):
 * each failing call is answered 503 (or `unavailable`), and the outage is recorded once, when the
 * database answers the probe again, however many calls met it.
 */
import { and, gt, like, not, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { adminAction, publicAction } from "@/lib/action";
import { getCurrentUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { errorLogs } from "@/lib/db/schema";
import { PROBE_INTERVAL_MS, setDatabaseOutageReporter, setDatabaseProbe } from "@/lib/db/unavailable";
import { reportDatabaseOutage } from "@/lib/error-monitor/database-outage";
import { UNAVAILABLE_MESSAGE } from "@/lib/http/database-outage";
import { smsParams, phoneNumber, signTwilioForm } from "@/tests/support/twilio";

vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "198.51.100.42" }) }));
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: vi.fn(),
}));

const TOKEN = "twilio-token-for-outage-tests";
const WEBHOOK_URL = "http://localhost:3000/api/sms/webhook";

/** What node-postgres raises when the server ends a connection under a query (pg_terminate_backend), wrapped like Drizzle does. */
function terminated(): Error {
  const driver = Object.assign(new Error("terminating connection due to administrator command"), {
    code: "57P01",
    severity: "FATAL",
  });
  return new Error("Failed query: insert into sms_messages ...", { cause: driver });
}

async function loadWrappers() {
  vi.resetModules();
  vi.stubEnv("TWILIO_AUTH_TOKEN", TOKEN);
  vi.stubEnv("CRON_SECRET", "cron-secret-for-outage-tests");
  vi.stubEnv("PUBLIC_BASE_URL", "http://localhost:3000");
  const [{ withTwilioSignature }, { withCron }] = await Promise.all([
    import("@/lib/sms/twilio-webhook"),
    import("@/lib/cron/with-cron"),
  ]);
  return { withTwilioSignature, withCron };
}

function signedWebhook(): Request {
  const { body, signature } = signTwilioForm(
    TOKEN,
    WEBHOOK_URL,
    smsParams("An idea for a bakery website", phoneNumber()),
  );
  return new Request(WEBHOOK_URL, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
  });
}

const OUTAGE_RECORD = like(errorLogs.errorMessage, "DatabaseOutageError:%");

/** Whether the probe finds the database answering: not until a test says it is back. */
let databaseIsBack = false;
/** The outage's report under way (its record, then the error monitor's alerts), so a test ends after it. */
let reporting: Promise<void> | undefined;

beforeEach(() => {
  databaseIsBack = false;
  setDatabaseProbe(async () => {
    if (!databaseIsBack) throw terminated();
  });
  reporting = undefined;
  setDatabaseOutageReporter((outage) => (reporting = reportDatabaseOutage(outage)));
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

/** The outage's record, once the database is back and the probe has seen it (each test ends its outage so). */
async function recordedOnceBack() {
  databaseIsBack = true;
  await expect
    .poll(() => db.select().from(errorLogs).where(OUTAGE_RECORD), { timeout: 3 * PROBE_INTERVAL_MS })
    .toHaveLength(1);
  await reporting;
  return (await db.select().from(errorLogs).where(OUTAGE_RECORD))[0]!;
}

afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await db.delete(errorLogs).where(OUTAGE_RECORD);
});

describe("a database outage", () => {
  it("answers Twilio 503 with Retry-After and no <Message>, and records 20 failed requests as one outage once the database answers", async () => {
    const { withTwilioSignature } = await loadWrappers();
    const webhook = withTwilioSignature(() => Promise.reject(terminated()));
    const responses = await Promise.all(Array.from({ length: 20 }, () => webhook(signedWebhook())));
    for (const response of responses) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(response.headers.get("content-type")).toMatch(/^text\/xml/);
      expect(await response.text()).not.toContain("<Message>");
    }
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(String(vi.mocked(console.warn).mock.calls[0]![0])).toContain(
      "database unavailable at POST /api/sms/webhook: terminating connection due to administrator command",
    );
    // Nothing is written while the database is away; the record comes once it answers again.
    expect(await db.select().from(errorLogs).where(OUTAGE_RECORD)).toEqual([]);
    expect(await recordedOnceBack()).toEqual(
      expect.objectContaining({
        occurrences: 1,
        requestUrl: null,
        errorMessage: expect.stringMatching(
          /^DatabaseOutageError: The database was unavailable for \d+ s, from \S+ to \S+; 20 requests and jobs met it \(requests were answered 503\), the first at POST \/api\/sms\/webhook\nCaused by: Error: terminating connection due to administrator command/,
        ),
      }),
    );
    expect(console.info).toHaveBeenCalledWith(
      expect.stringMatching(/^\[db\] database reachable again after \d+ s; 20 requests and jobs met the outage$/),
    );
  });

  it("answers a cron call whose statement timed out 503 JSON, and counts it as an outage; other errors still reach Next as a 500", async () => {
    const { withCron } = await loadWrappers();
    const call = (error: Error) =>
      withCron(() => Promise.reject(error))(
        new Request("http://localhost/api/cron/x", {
          headers: { authorization: "Bearer cron-secret-for-outage-tests" },
        }),
        {},
      );
    const timedOut = await call(
      Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }),
    );
    expect(timedOut.status).toBe(503);
    expect(timedOut.headers.get("retry-after")).toBe("5");
    expect(await timedOut.json()).toEqual({ error: "The database is unavailable; retry shortly" });
    await expect(
      call(new Error("Failed query", { cause: Object.assign(new Error("duplicate key"), { code: "23505" }) })),
    ).rejects.toThrow("Failed query");
    expect((await recordedOnceBack()).errorMessage).toMatch(
      /; 1 request or job met it .*\nCaused by: Error: canceling statement due to statement timeout/,
    );
  });

  it("answers server actions `unavailable`, from the session check or the body, without an error per call", async () => {
    vi.mocked(getCurrentUser).mockRejectedValue(terminated());
    // Other test files of this worker may have left their own errors: only new rows count.
    const [{ before } = { before: 0 }] = await db
      .select({ before: sql<number>`coalesce(max(${errorLogs.id}), 0)::int` })
      .from(errorLogs);
    const schema = z.object({ name: z.string() });
    const signedIn = adminAction("todos.create", schema, async () => "saved");
    const contact = publicAction(schema, () => Promise.reject(terminated()));
    const unavailable = { ok: false, code: "unavailable", error: UNAVAILABLE_MESSAGE };
    expect(await signedIn({ name: "Ada" })).toEqual(unavailable);
    expect(await contact({ name: "Ada" })).toEqual(unavailable);

    expect((await recordedOnceBack()).errorMessage).toContain("; 2 requests and jobs met it");
    expect(
      await db
        .select()
        .from(errorLogs)
        .where(and(not(OUTAGE_RECORD), gt(errorLogs.id, before))),
    ).toEqual([]);
  });
});
