/**
 * Every limit of lib/limits/rules.ts under 60 requests sent at once (docs/decisions/auth-and-roles.md "Limits that hold
 * under parallel requests"): at most the limit are checked (or let through), and a right secret sent
 * among them once the limit is reached is refused. The rule table itself first (60 concurrent counts of
 * each rule), then each entry point as the browser, a form or a hub reaches it. Run it on PostgreSQL
 * (scripts/with-postgres.sh) to see true concurrency; on PGlite the statements queue on one connection.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { eq, gte, sql } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as beaconRoute } from "@/app/api/analytics/beacon/route";
import { GET as reportRoute } from "@/app/api/admin/status-pages/[id]/reports/[month]/route";
import { changePassword } from "@/lib/account/profile";
import { authorizePasskey, PASSKEY_REFUSED } from "@/lib/auth/authorize-passkey";
import { authorizeSecondFactor, WRONG_SECOND_FACTOR } from "@/lib/auth/authorize-second-factor";
import { authorizeCredentials, INVALID_CREDENTIALS } from "@/lib/auth/options";
import { verifyPassword } from "@/lib/auth/password";
import { requestPasswordReset } from "@/lib/auth/reset-tokens";
import { parseSecondStep } from "@/lib/auth/second-step";
import { submitContact } from "@/lib/contact/actions";
import type { ActionResult } from "@/lib/action";
import { db } from "@/lib/db";
import { projectCodes, sessions, siteAnalyticsDaily, statusPages, users } from "@/lib/db/schema";
import { autoRegister } from "@/lib/federation/auto-register";
import { countAttempt } from "@/lib/limits/count-attempt";
import { LIMITS, type LimitName } from "@/lib/limits/rules";
import { redeemCode } from "@/lib/project-codes/actions";
import { passkeyOptionsAction } from "@/lib/second-factor/sign-in-actions";
import { confirmAuthenticator } from "@/lib/second-factor/manage-factors";
import { startTotpEnrolment } from "@/lib/second-factor/totp";
import { sendTestSmsAction } from "@/lib/sms-intake/actions";
import { receiveInboundSms } from "@/lib/sms-intake/inbound";
import { subscribeAction } from "@/lib/status-subscribers/actions";
import { acceptInvitationAction } from "@/lib/team/actions";
import { createTestUser, deleteTestUsers, type TestUser } from "@/tests/support/users";

/** The address the next action call comes from (server actions read it from the request's headers). */
const visitor = vi.hoisted(() => ({ address: (): string => "192.0.2.10" }));
vi.mock("@/lib/request-ip", () => ({
  clientIp: (headers: { get(name: string): string | null }) => headers.get("x-test-address") ?? "unknown",
}));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-test-address": visitor.address(), "user-agent": "parallel-limits-test" }),
}));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
}));
// The console's limits are per user: an owner with a factor, so no policy is read. Each console test signs in
// a user of its own (`caller`), whose counters no other test file sharing this database has touched.
const caller = { id: 1, username: "admin" };
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => ({ ...caller, role: "owner", secondFactorEnabled: true, sid: "test" }),
}));
// Each allowed report would be printed by Chromium; the limit is what is measured here.
vi.mock("@/lib/status-reports/render-pdf", () => ({ renderPdf: async () => Buffer.from("%PDF-1.4") }));

const AT_ONCE = 60;
const created: TestUser[] = [];
afterAll(() => deleteTestUsers(db, created));

/** Runs `send(i)` for i in 0‥59, all at once. */
const atOnce = <T>(send: (i: number) => Promise<T>) => Promise.all(Array.from({ length: AT_ONCE }, (_, i) => send(i)));
const tally = <T>(answers: T[], pass: (answer: T) => boolean) => answers.filter(pass).length;
const unique = () => randomUUID().slice(0, 8);
/** A text address of its own: not an IP address, so it is its own subject. */
const address = () => `203.0.113.${randomUUID()}`;
const refusedByLimit = (result: ActionResult<unknown>) => !result.ok && result.code === "rate_limited";
const limitOf = (name: LimitName) => LIMITS[name].limit;

async function user(prefix: string): Promise<TestUser> {
  const u = await createTestUser(db, prefix);
  created.push(u);
  return u;
}

/** Resolves to "signed in" or the message the form shows. */
const outcome = (attempt: Promise<unknown>) =>
  attempt.then(
    () => "signed in",
    (error: Error) => error.message,
  );
const signIn = (username: string, password: string, from: string) =>
  outcome(authorizeCredentials({ username, password }, { "x-test-address": from }));

const LOCKED = /^Too many failed sign-in attempts\./;

describe("the rule table", () => {
  it.each(Object.keys(LIMITS) as LimitName[])(
    "%s lets exactly its limit of 60 concurrent attempts through",
    async (name) => {
      const subject = randomUUID();
      const attempts = await atOnce(() => countAttempt(name, subject));
      expect(tally(attempts, (a) => a.allowed)).toBe(Math.min(limitOf(name), AT_ONCE));
      expect((await countAttempt(name, subject)).allowed).toBe(limitOf(name) > AT_ONCE);
    },
  );
});

describe("sign-in passwords", () => {
  it("login.pair: checks 5 of 60 wrong passwords from one address, then refuses the right one sent among 59 wrong", async () => {
    const owner = await user("pair");
    const from = address();
    const first = await atOnce(() => signIn(owner.username, "wrong password", from));
    expect(tally(first, (a) => a === INVALID_CREDENTIALS)).toBe(limitOf("login.pair"));
    expect(tally(first, (a) => LOCKED.test(a))).toBe(AT_ONCE - limitOf("login.pair"));
    const second = await atOnce((i) => signIn(owner.username, i === 30 ? owner.password : "wrong password", from));
    expect(tally(second, (a) => LOCKED.test(a))).toBe(AT_ONCE);
  });

  it("login.pair: of 39 wrong passwords and the right one at once, at most 5 are checked, and the right one only among them", async () => {
    const owner = await user("race");
    const from = address();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(owner.username, i === 39 ? owner.password : `guess ${i}`, from)),
    );
    const checked = tally(answers, (a) => !LOCKED.test(a));
    expect(checked).toBeLessThanOrEqual(limitOf("login.pair"));
    expect(tally(answers, (a) => a === INVALID_CREDENTIALS) + tally(answers, (a) => a === "signed in")).toBe(checked);
  });

  it("login.address: checks 50 of 60 usernames sprayed from one address, then refuses a real user's right password there", async () => {
    const owner = await user("spray");
    const from = address();
    const first = await atOnce((i) => signIn(`nobody-${i}-${unique()}`, "Winter2026!", from));
    expect(tally(first, (a) => a === INVALID_CREDENTIALS)).toBe(limitOf("login.address"));
    const second = await atOnce((i) =>
      i === 0 ? signIn(owner.username, owner.password, from) : signIn(`nobody-${i}-${unique()}`, "Winter2026!", from),
    );
    expect(tally(second, (a) => LOCKED.test(a))).toBe(AT_ONCE);
  });

  it("login.user: past 20 guesses of one username, 60 more at once from those addresses are all refused, the right one too", async () => {
    const owner = await user("spread");
    const guessers = Array.from({ length: limitOf("login.user") }, address);
    const first = await Promise.all(guessers.map((from) => signIn(owner.username, "a guess", from)));
    expect(tally(first, (a) => a === INVALID_CREDENTIALS)).toBe(limitOf("login.user"));
    const second = await atOnce((i) =>
      signIn(owner.username, i === 7 ? owner.password : "another guess", guessers[i % guessers.length]!),
    );
    expect(tally(second, (a) => LOCKED.test(a))).toBe(AT_ONCE);
  });
});

/** A user with an authenticator in force, at the second step: its pending token, secret and recovery codes. */
async function atSecondStep(prefix: string) {
  const owner = await user(prefix);
  const { secret } = await startTotpEnrolment(db, owner);
  const { recoveryCodes } = await confirmAuthenticator(db, owner.id, await generate({ secret }));
  const step = parseSecondStep(await signIn(owner.username, owner.password, address()));
  expect(step).not.toBeNull();
  return { owner, token: step!.token, secret, recoveryCodes: recoveryCodes! };
}
const secondStep = (pendingToken: string, method: string, code: string) =>
  outcome(authorizeSecondFactor({ pendingToken, method, code }, { "x-test-address": "198.51.100.60" }));
const LOCKED_STEP = /^Too many wrong codes\./;
const sessionsOf = async (userId: number) =>
  (await db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe("second factor", () => {
  it("second-factor: checks 5 of 60 wrong codes, then refuses the right code sent among 59 wrong", async () => {
    const { owner, token, secret } = await atSecondStep("mfa-race");
    const first = await atOnce(() => secondStep(token, "authenticator", "000000"));
    const checked = tally(first, (a) => !LOCKED_STEP.test(a));
    expect(checked).toBe(limitOf("second-factor"));
    expect(tally(first, (a) => a === WRONG_SECOND_FACTOR)).toBe(limitOf("second-factor") - 1);
    const right = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const second = await atOnce((i) => secondStep(token, "authenticator", i === 30 ? right : "000000"));
    expect(tally(second, (a) => LOCKED_STEP.test(a))).toBe(AT_ONCE);
    expect(await sessionsOf(owner.id)).toBe(0);
  });

  it("second-factor (recovery codes): of 39 wrong and one right at once, at most 5 are checked, and a right code after them is refused", async () => {
    const { owner, token, recoveryCodes } = await atSecondStep("mfa-recovery");
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        secondStep(token, "recovery-code", i === 39 ? recoveryCodes[0]! : `WRONG${i}ABCDEFGHIJK`),
      ),
    );
    expect(tally(answers, (a) => !LOCKED_STEP.test(a))).toBeLessThanOrEqual(limitOf("second-factor"));
    const signedIn = tally(answers, (a) => a === "signed in");
    const second = await atOnce((i) =>
      secondStep(token, "recovery-code", i === 0 ? recoveryCodes[1]! : `WRONG${i}ABCDEFGHIJK`),
    );
    // The pending sign-in ends with a session, so after a success the rest are refused as expired.
    expect(tally(second, (a) => a === "signed in")).toBe(0);
    expect(await sessionsOf(owner.id)).toBe(signedIn);
  });
});

describe("passkeys", () => {
  it("passkey.sign-in: checks 10 of 60 passkey answers from one address", async () => {
    const from = address();
    const answers = await atOnce(() => outcome(authorizePasskey({ response: "{}" }, { "x-test-address": from })));
    expect(tally(answers, (a) => a === PASSKEY_REFUSED)).toBe(limitOf("passkey.sign-in"));
    expect(tally(answers, (a) => a.startsWith("Too many attempts."))).toBe(AT_ONCE - limitOf("passkey.sign-in"));
  });

  it("passkey.challenge: hands out 30 of 60 challenges asked for from one address", async () => {
    const from = address();
    visitor.address = () => from;
    const answers = await atOnce(() => passkeyOptionsAction({}));
    expect(tally(answers, (a) => a.ok)).toBe(limitOf("passkey.challenge"));
    expect(tally(answers, refusedByLimit)).toBe(AT_ONCE - limitOf("passkey.challenge"));
  });
});

describe("passwords", () => {
  it("password-change: checks 5 of 60 wrong current passwords, then refuses the right one sent among 59 wrong", async () => {
    const owner = await user("change");
    const change = (currentPassword: string) =>
      changePassword(
        db,
        { id: owner.id, sid: "none" },
        { currentPassword, newPassword: "changed-1234", confirmPassword: "changed-1234" },
      ).then(
        () => "changed",
        (error: Error) => error.message,
      );
    const first = await atOnce(() => change("wrong password"));
    expect(tally(first, (a) => a === "Current password is incorrect")).toBe(limitOf("password-change"));
    const second = await atOnce((i) => change(i === 30 ? owner.password : "wrong password"));
    expect(tally(second, (a) => a.startsWith("Too many incorrect attempts."))).toBe(AT_ONCE);
    const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, owner.id));
    expect(await verifyPassword(row!.password, owner.password)).toBe(true);
  });

  it("password-reset.address and password-reset.email: 5 of 60 requests from one address, and 5 of 60 for one e-mail", async () => {
    const request = (email: string, from: string) =>
      requestPasswordReset(email, from, () => undefined).then(
        () => "accepted",
        (error: Error) => error.message,
      );
    const from = address();
    const byAddress = await atOnce((i) => request(`reset-${i}-${unique()}@example.test`, from));
    expect(tally(byAddress, (a) => a === "accepted")).toBe(limitOf("password-reset.address"));
    const email = `reset-${unique()}@example.test`;
    const byEmail = await atOnce(() => request(email, address()));
    expect(tally(byEmail, (a) => a === "accepted")).toBe(limitOf("password-reset.email"));
  });
});

describe("public forms", () => {
  it("invitation.accept: tries 10 of 60 acceptances from one address", async () => {
    const from = address();
    visitor.address = () => from;
    const answers = await atOnce((i) =>
      acceptInvitationAction({
        token: randomBytes(32).toString("base64url"),
        username: `invitee-${i}-${unique()}`,
        firstName: "",
        lastName: "",
        password: "invitee-password",
        confirmPassword: "invitee-password",
      }),
    );
    expect(tally(answers, (a) => !refusedByLimit(a))).toBe(limitOf("invitation.accept"));
  });

  it("redeem: tries 10 of 60 codes from one address, then refuses the right code sent among 59 wrong", async () => {
    const from = address();
    visitor.address = () => from;
    const code = `PAR${unique().toUpperCase()}`;
    await db.insert(projectCodes).values({ code, draft: "An idea worth guessing" });
    const redeem = (c: string) => redeemCode({ code: c, name: "Grace Hopper", email: "grace@example.test" });
    const first = await atOnce((i) => redeem(`NOPE${i}X`));
    expect(tally(first, (a) => !refusedByLimit(a))).toBe(limitOf("redeem"));
    const second = await atOnce((i) => redeem(i === 30 ? code : `NOPE${i}Y`));
    expect(tally(second, refusedByLimit)).toBe(AT_ONCE);
    const [row] = await db.select().from(projectCodes).where(eq(projectCodes.code, code));
    expect(row!.isUsed).toBe(false);
  });

  it("contact: stores 5 of 60 messages from one address", async () => {
    const from = address();
    visitor.address = () => from;
    const answers = await atOnce((i) =>
      submitContact({
        firstName: "Ada",
        lastName: `Parallel ${i}`,
        email: `ada-${i}@example.test`,
        company: "",
        projectType: "Consultation",
        message: "A portal, please.",
      }),
    );
    expect(tally(answers, (a) => a.ok)).toBe(limitOf("contact"));
  });
});

describe("status-page subscriptions", () => {
  async function page(): Promise<string> {
    const slug = `par-${unique()}`;
    await db.insert(statusPages).values({ name: "Parallel", slug, publishedAt: new Date() });
    return slug;
  }
  const subscribeFrom = (from: string, slug: string, target: string) => {
    visitor.address = () => from;
    return subscribeAction({ slug, channel: "email", target });
  };

  it("subscribe.address: 5 of 60 from one IPv6 /64, whichever addresses of it they use", async () => {
    const slug = await page();
    const prefix = `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
    const answers = await atOnce((i) =>
      subscribeFrom(`${prefix}::${(i + 1).toString(16)}`, slug, `s${i}-${unique()}@example.test`),
    );
    expect(tally(answers, (a) => a.ok)).toBe(limitOf("subscribe.address"));
  });

  it("subscribe.target: 3 of 60 for one target, from 60 addresses", async () => {
    const slug = await page();
    const target = `target-${unique()}@example.test`;
    const answers = await atOnce(() => subscribeFrom(address(), slug, target));
    expect(tally(answers, (a) => a.ok)).toBe(limitOf("subscribe.target"));
  });

  it("subscribe.page: 50 of 60 for one page, from 60 addresses to 60 targets", async () => {
    const slug = await page();
    const answers = await atOnce((i) => subscribeFrom(address(), slug, `p${i}-${unique()}@example.test`));
    expect(tally(answers, (a) => a.ok)).toBe(limitOf("subscribe.page"));
  });
});

describe("the console and the protocol", () => {
  beforeEach(async () => {
    const owner = await user("console");
    Object.assign(caller, { id: owner.id, username: owner.username });
  });

  it("sms.test: runs 30 of 60 tests of one user", async () => {
    const answers = await atOnce((i) =>
      sendTestSmsAction({ message: "STATUS", phoneNumber: `+1555${String(1_000_000 + i * 7919).slice(-7)}` }),
    );
    expect(tally(answers, (a) => !refusedByLimit(a))).toBe(limitOf("sms.test"));
  });

  it("sms.sender: routes 5 of 60 texts of one number", async () => {
    const from = `+1555${String(Date.now()).slice(-7)}`;
    const answers = await atOnce((i) =>
      receiveInboundSms({
        messageSid: `SM${randomBytes(16).toString("hex")}`,
        from,
        to: "+15550102030",
        body: `An idea ${i}`,
      }),
    );
    expect(tally(answers, (a) => a.outcome !== "rate-limited")).toBe(limitOf("sms.sender"));
  });

  it("status-report: answers 10 of 60 report downloads of one user", async () => {
    const answers = await atOnce(() =>
      reportRoute(new Request("http://localhost/api/admin/status-pages/2147483000/reports/2026-01"), {
        params: Promise.resolve({ id: "2147483000", month: "2026-01" }),
      }),
    );
    expect(tally(answers, (a) => a.status !== 429)).toBe(limitOf("status-report"));
  });

  it("federation.auto-register: registers 5 of 60 sites from one address", async () => {
    const from = address();
    const answers = await atOnce((i) =>
      autoRegister(
        {
          siteName: `Parallel ${i} ${unique()}`,
          siteUrl: `https://par-${i}-${unique()}.example.com`,
          adminEmail: "hub@example.test",
          description: "",
        },
        from,
      ).then(
        () => "registered",
        (error: Error) => error.message,
      ),
    );
    expect(tally(answers, (a) => a === "registered")).toBe(limitOf("federation.auto-register"));
  });

  it("beacon: records 60 of two bursts of 60 beacons from one address", async () => {
    const from = address();
    const views = async () =>
      Number(
        (
          await db
            .select({ n: sql<number>`coalesce(sum(${siteAnalyticsDaily.landingPageViews}), 0)::int` })
            .from(siteAnalyticsDaily)
            .where(gte(siteAnalyticsDaily.day, sql`current_date - 1`))
        )[0]!.n,
      );
    const before = await views();
    const post = () =>
      beaconRoute(
        new Request("http://localhost/api/analytics/beacon", {
          method: "POST",
          headers: { "x-test-address": from },
          body: JSON.stringify({ event: "view" }),
        }),
      );
    const first = await atOnce(post);
    const second = await atOnce(post);
    expect([...first, ...second].every((r) => r.status === 204)).toBe(true);
    expect((await views()) - before).toBe(limitOf("beacon"));
  });
});
