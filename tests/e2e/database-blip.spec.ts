/**
 * A database blip under a webhook (docs/decisions/data-and-jobs.md "503 on a database blip"): every connection the
 * app servers hold is terminated while an SMS webhook request waits inside its transaction. The request
 * is answered 503 with Retry-After and no <Message>, the servers keep serving (the pool's `error`
 * listener), and Twilio's retry of the same MessageSid creates exactly one code.
 */
import { randomBytes, randomInt } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { Client } from "pg";
import twilio from "twilio";
import { projectCodes, smsMessages } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";

const TOKEN = process.env.TWILIO_AUTH_TOKEN ?? "e2e-twilio-auth-token";
/** The first key of the SMS pipeline's per-sender advisory lock (lib/sms-intake/inbound.ts, ASCII "sm"). */
const SENDER_LOCK_CLASS = 0x736d;

/** Posts an inbound message the way Twilio does: form-encoded and signed over the server's public URL. */
function textWebhook(request: APIRequestContext, baseURL: string, params: Record<string, string>) {
  const url = `${baseURL}/api/sms/webhook`;
  const headers = {
    "content-type": "application/x-www-form-urlencoded",
    "x-twilio-signature": twilio.getExpectedTwilioSignature(TOKEN, url, params),
  };
  return request.post(url, { headers, data: new URLSearchParams(params).toString() });
}

test("connections dropped under a webhook: 503 with Retry-After, and Twilio's retry creates one code", async ({
  request,
  baseURL,
}) => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("This test needs DATABASE_URL: run it through scripts/e2e.sh");
  const from = `+1555${String(randomInt(0, 10_000_000)).padStart(7, "0")}`;
  const params = {
    MessageSid: `SM${randomBytes(16).toString("hex")}`,
    AccountSid: `AC${"0".repeat(32)}`,
    From: from,
    To: "+15550102030",
    Body: `E2E blip ${Date.now().toString(36)}: a booking site for a bike repair shop`,
    NumMedia: "0",
  };

  // The test holds the sender's lock, so the webhook's transaction waits inside the database.
  const holder = new Client({ connectionString: url });
  const admin = new Client({ connectionString: url });
  await Promise.all([holder.connect(), admin.connect()]);
  try {
    await holder.query("begin");
    await holder.query("select pg_advisory_xact_lock($1, hashtext($2))", [SENDER_LOCK_CLASS, from]);
    const blocked = textWebhook(request, baseURL!, params);
    const waiting = async () =>
      (
        await admin.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event = 'advisory'",
        )
      ).rows[0]!.n;
    await expect.poll(waiting).toBe(1);

    // Every other connection to this database: the app servers' pools, busy and idle.
    const holderPid = (await holder.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
    const { rowCount } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid not in (pg_backend_pid(), $1)",
      [holderPid],
    );
    expect(rowCount).toBeGreaterThanOrEqual(1);

    const response = await blocked;
    expect(response.status()).toBe(503);
    expect(response.headers()["retry-after"]).toBe("5");
    expect(await response.text()).not.toContain("<Message>");
  } finally {
    await holder.query("rollback").catch(() => undefined);
    await Promise.all([holder.end(), admin.end()]);
  }

  // Twilio retries the same MessageSid: one reply with one code.
  const retry = await textWebhook(request, baseURL!, params);
  expect(retry.status()).toBe(200);
  const twiml = await retry.text();
  expect(twiml.match(/<Message>/g)).toHaveLength(1);
  const code = /project code is ([A-Z0-9]{8})/.exec(twiml)![1]!;

  const { db, close } = openTestDatabase();
  try {
    const stored = await db.select().from(smsMessages).where(eq(smsMessages.messageSid, params.MessageSid));
    expect(stored).toHaveLength(1);
    const codes = await db
      .select({ code: projectCodes.code })
      .from(smsMessages)
      .innerJoin(projectCodes, eq(projectCodes.id, smsMessages.projectCodeId))
      .where(and(eq(smsMessages.fromNumber, from), isNotNull(smsMessages.projectCodeId)));
    expect(codes).toEqual([{ code }]);
  } finally {
    await close();
  }
});
