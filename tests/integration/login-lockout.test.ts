/**
 * Sign-in lockout (docs/decisions/auth-and-roles.md "Sign-in lockout"): each OWASP case through the real credentials
 * check (`authorizeCredentials`, what next-auth calls) and the route, with real users and passwords.
 */
import { randomUUID } from "node:crypto";
import { like, sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/auth/[...nextauth]/route";
import { countLoginAttempt } from "@/lib/auth/login-throttle";
import { LIMITS } from "@/lib/limits/rules";
import { authorizeCredentials, INVALID_CREDENTIALS } from "@/lib/auth/options";
import { db } from "@/lib/db";
import { rateLimits } from "@/lib/db/schema";
import { createTestUser, deleteTestUsers, type TestUser } from "@/tests/support/users";

// Which address a request comes from is lib/request-ip.ts's concern (tested there); here each test names its own.
vi.mock("@/lib/request-ip", () => ({
  clientIp: (headers: { get(name: string): string | null }) => headers.get("x-test-address") ?? "unknown",
}));

const LOGIN_PAIR_RULE = LIMITS["login.pair"];
const LOGIN_USER_RULE = LIMITS["login.user"];
const LOGIN_ADDRESS_RULE = LIMITS["login.address"];

const created: TestUser[] = [];
afterAll(() => deleteTestUsers(db, created));

async function user(): Promise<TestUser> {
  const u = await createTestUser(db, "lockout");
  created.push(u);
  return u;
}

const address = () => `203.0.113.${randomUUID()}`;
const WAIT = /^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/;

/** Signs in as next-auth would; resolves to "signed in" or the message the form shows. */
async function signIn(username: string, password: string, from: string): Promise<string> {
  try {
    await authorizeCredentials({ username, password }, { "x-test-address": from });
    return "signed in";
  } catch (error) {
    return (error as Error).message;
  }
}

async function failTimes(times: number, username: string, from: string) {
  for (let i = 0; i < times; i++) expect(await signIn(username, "wrong password", from)).toBe(INVALID_CREDENTIALS);
}

describe("sign-in lockout", () => {
  it("locks a username out at one address after 5 failures, while the same username elsewhere and colleagues there sign in", async () => {
    const [admin, colleague] = [await user(), await user()];
    const office = address();
    await failTimes(LOGIN_PAIR_RULE.limit, colleague.username, office);
    expect(await signIn(colleague.username, colleague.password, office)).toMatch(WAIT);
    expect(await signIn(admin.username, admin.password, office)).toBe("signed in");
    expect(await signIn(colleague.username, colleague.password, address())).toBe("signed in");
  });

  it("after 20 failures of a username across addresses, refuses it where it failed but lets a clean address with the right password in", async () => {
    const admin = await user();
    const attackers = Array.from({ length: LOGIN_USER_RULE.limit }, address);
    for (const from of attackers) await failTimes(1, admin.username, from);
    expect(await signIn(admin.username, "another guess", attackers[0]!)).toMatch(WAIT);
    expect(await signIn(admin.username, admin.password, attackers[1]!)).toMatch(WAIT);
    expect(await signIn(admin.username, admin.password, address())).toBe("signed in");
    const fresh = address();
    expect(await signIn(admin.username, "a fresh guess", fresh)).toBe(INVALID_CREDENTIALS);
    expect(await signIn(admin.username, "a second guess", fresh)).toMatch(WAIT);
  });

  it("after 50 failures from one address across usernames, refuses every username there, and not elsewhere", async () => {
    const admin = await user();
    const sprayer = address();
    for (let i = 0; i < LOGIN_ADDRESS_RULE.limit; i++) await countLoginAttempt(`nobody-${randomUUID()}`, sprayer);
    expect(await signIn(admin.username, admin.password, sprayer)).toMatch(WAIT);
    expect(await signIn(admin.username, admin.password, address())).toBe("signed in");
  });

  it("stays below each limit: 4 failures at an address still let the right password in, and a success counts for nothing but erases nothing", async () => {
    const admin = await user();
    const home = address();
    await failTimes(LOGIN_PAIR_RULE.limit - 1, admin.username, home);
    expect(await signIn(admin.username, admin.password, home)).toBe("signed in");
    expect(await signIn(admin.username, admin.password, home)).toBe("signed in");
    await failTimes(1, admin.username, home);
    expect(await signIn(admin.username, admin.password, home)).toMatch(WAIT);
  });

  it("counts a username the same whatever its case or surrounding spaces", async () => {
    const admin = await user();
    const from = address();
    await failTimes(LOGIN_PAIR_RULE.limit, `  ${admin.username.toUpperCase()} `, from);
    expect(await signIn(admin.username, admin.password, from)).toMatch(WAIT);
  });

  it("lifts a lockout once its 15-minute window has passed", async () => {
    const admin = await user();
    const from = address();
    await failTimes(LOGIN_PAIR_RULE.limit, admin.username, from);
    expect(await signIn(admin.username, admin.password, from)).toMatch(WAIT);
    await db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(like(rateLimits.key, `%${from}%`));
    expect(await signIn(admin.username, admin.password, from)).toBe("signed in");
  });

  it("answers a locked-out sign-in with 429, Retry-After and the wait in next-auth's { url } shape", async () => {
    const admin = await user();
    const from = address();
    await failTimes(LOGIN_PAIR_RULE.limit, admin.username, from);
    const response = await POST(
      new Request("http://localhost/api/auth/callback/credentials", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-test-address": from },
        body: new URLSearchParams({
          username: admin.username,
          password: admin.password,
          csrfToken: "t",
          json: "true",
        }).toString(),
      }) as never,
      { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) },
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(13 * 60);
    const body = (await response.json()) as { url: string; error: string };
    expect(body.error).toMatch(WAIT);
    expect(new URL(body.url).searchParams.get("error")).toBe(body.error);
  });
});
