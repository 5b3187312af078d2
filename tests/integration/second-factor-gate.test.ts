/**
 * The owner's second-factor policy on the server (docs/decisions/auth-and-roles.md "Second factor", "Policy"): while it
 * is on, a signed-in user without a factor is refused by every server action and admin route, with words
 * telling them to enrol, except the enrolment's own steps; once enrolled, the same calls go through. The
 * callers come from disk (tests/support/entry-points.ts), so a new action or route is covered unasked.
 */
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as readUser } from "@/app/api/user/route";
import { setNotificationAction } from "@/lib/account/actions";
import { ENROL_FIRST_MESSAGE } from "@/lib/auth/caller-refusal";
import { permissionOf, type PermissionKey } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { securityPolicy } from "@/lib/db/schema";
import { confirmAuthenticatorAction, startAuthenticatorAction } from "@/lib/second-factor/actions";
import { setSecondFactorRequired } from "@/lib/second-factor/policy";
import { loadEntryPoints, type EntryPoint } from "@/tests/support/entry-points";
import { createTestUser, deleteTestUsers, sessionUserOf, type TestUser } from "@/tests/support/users";

vi.mock("next/headers", () => ({ headers: async () => new Headers({ "user-agent": "second-factor-gate" }) }));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
  updateTag: () => undefined,
}));
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: () => undefined,
}));
let signedIn: SessionUser | null = null;
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => signedIn,
}));

const keyed = (await loadEntryPoints()).filter(
  (entry): entry is EntryPoint & { guard: PermissionKey } => entry.guard !== undefined && entry.guard !== "public",
);
const created: TestUser[] = [];
let owner: TestUser;

beforeAll(async () => {
  owner = await createTestUser(db, "gate", "owner");
  created.push(owner);
  signedIn = await sessionUserOf(db, owner);
  await setSecondFactorRequired(db, true);
});

afterAll(async () => {
  signedIn = null;
  await db.delete(securityPolicy);
  await deleteTestUsers(db, created);
});

/** The answer's status (a route) or code (an action), and the words the caller reads. */
async function answerOf(entry: EntryPoint): Promise<{ answer: string | number; error?: string }> {
  if (entry.kind === "action") {
    const result = (await (
      entry.handler as (input: unknown) => Promise<{ ok: boolean; code?: string; error?: string }>
    )({}))!;
    return { answer: result.ok ? "ok" : result.code!, error: result.error };
  }
  const url = `http://localhost${entry.urlPath!.replace(/\[(\w+)\]/g, "1")}`;
  const response = await (entry.handler as (request: Request, context: unknown) => Promise<Response>)(
    new Request(url, { method: entry.name.split("#")[1]!, signal: AbortSignal.abort() }),
    { params: Promise.resolve({ id: "1", collected: "todos" }) },
  );
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  return { answer: response.status, error: body.error };
}

describe("an owner without a second factor while the team requires one", () => {
  it("is refused by every action and admin route but the enrolment's, told to set one up", async () => {
    const gated = keyed.filter((entry) => !permissionOf(entry.guard).beforeSecondFactor);
    expect(gated.length).toBeGreaterThan(50);
    const passed: string[] = [];
    for (const entry of gated) {
      const { answer, error } = await answerOf(entry);
      if (!((answer === "forbidden" || answer === 403) && error === ENROL_FIRST_MESSAGE)) {
        passed.push(`${entry.name}: ${answer}`);
      }
    }
    expect(passed).toEqual([]);
  });

  it("enrols an authenticator, and then the same action and route go through", async () => {
    expect(await setNotificationAction({ notification: "weekly-digest", enabled: false })).toEqual({
      ok: false,
      code: "forbidden",
      error: ENROL_FIRST_MESSAGE,
    });
    const refused = await readUser(new Request("http://localhost/api/user"), {});
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: ENROL_FIRST_MESSAGE });

    const started = await startAuthenticatorAction({});
    if (!started.ok) throw new Error(started.error);
    const confirmed = await confirmAuthenticatorAction({ code: await generate({ secret: started.data.secret }) });
    expect(confirmed).toMatchObject({ ok: true });
    signedIn = await sessionUserOf(db, owner);

    expect(await setNotificationAction({ notification: "weekly-digest", enabled: false })).toEqual({
      ok: true,
      data: { notification: "weekly-digest", enabled: false },
    });
    const allowed = await readUser(new Request("http://localhost/api/user"), {});
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toMatchObject({ user: { username: owner.username } });
  });
});
