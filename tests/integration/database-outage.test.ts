import { like } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { errorLogs } from "@/lib/db/schema";
import { smsParams, phoneNumber, signTwilioForm } from "@/tests/support/twilio";

const TOKEN = "twilio-token-for-outage-tests";
const WEBHOOK_URL = "http://localhost:3000/api/sms/webhook";

/** What node-postgres raises when the server ends a connection under a query (pg_terminate_backend), wrapped like Drizzle does. */
function terminated(): Error {
  const driver = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01", severity: "FATAL" });
  return new Error("Failed query: insert into sms_messages ...", { cause: driver });
}

async function loadWrappers() {
  vi.resetModules();
  vi.stubEnv("TWILIO_AUTH_TOKEN", TOKEN);
  vi.stubEnv("CRON_SECRET", "cron-secret-for-outage-tests");
  vi.stubEnv("PUBLIC_BASE_URL", "http://localhost:3000");
  const [{ withTwilioSignature }, { withCron }] = await Promise.all([import("@/lib/sms/twilio-webhook"), import("@/lib/cron/with-cron")]);
  return { withTwilioSignature, withCron };
}

function signedWebhook(): Request {
  const { body, signature } = signTwilioForm(TOKEN, WEBHOOK_URL, smsParams("An idea for a bakery website", phoneNumber()));
  return new Request(WEBHOOK_URL, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature } });
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("a database blip in a route handler", () => {
  it("answers Twilio 503 with Retry-After and no <Message>, logging 20 failed requests as one event", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const monitorLine = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { withTwilioSignature } = await loadWrappers();
    const webhook = withTwilioSignature(() => Promise.reject(terminated()));
    const responses = await Promise.all(Array.from({ length: 20 }, () => webhook(signedWebhook())));
    for (const response of responses) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(response.headers.get("content-type")).toMatch(/^text\/xml/);
      expect(await response.text()).not.toContain("<Message>");
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain("database unavailable at POST /api/sms/webhook: terminating connection due to administrator command");
    await expect
      .poll(() => db.select().from(errorLogs).where(like(errorLogs.errorMessage, "DatabaseUnavailableError:%")))
      .toEqual([
        expect.objectContaining({
          occurrences: 1,
          requestUrl: "/api/sms/webhook",
          errorMessage: expect.stringContaining("Caused by: Error: terminating connection due to administrator command"),
        }),
      ]);
    expect(monitorLine).toHaveBeenCalledTimes(1);
  });

  it("answers a cron call whose statement timed out 503 JSON; other errors still reach Next as a 500", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { withCron } = await loadWrappers();
    const call = (error: Error) =>
      withCron(() => Promise.reject(error))(new Request("http://localhost/api/cron/x", { headers: { authorization: "Bearer cron-secret-for-outage-tests" } }), {});
    const timedOut = await call(Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }));
    expect(timedOut.status).toBe(503);
    expect(timedOut.headers.get("retry-after")).toBe("5");
    expect(await timedOut.json()).toEqual({ error: "The database is unavailable; retry shortly" });
    await expect(call(new Error("Failed query", { cause: Object.assign(new Error("duplicate key"), { code: "23505" }) }))).rejects.toThrow("Failed query");
  });
});
