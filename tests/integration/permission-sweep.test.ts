/**
 * The permission sweep (docs/decisions/auth-and-roles.md "Roles"): every server action and admin route names a key of
 * the one permission table, and answers `forbidden` (403) to a `viewer` and to `staff` exactly where the
 * table leaves that role out. The callers come from disk (tests/support/entry-points.ts) and the
 * expectations from the table, so neither is a hand list. Calls carry no valid input: a refused role is
 * refused before its input is parsed, an allowed one gets past the check to the input rules.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_SCREENS } from "@/lib/admin-screens";
import { PERMISSION_KEYS, roleMay, type PermissionKey } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { auditLog, type UserRole } from "@/lib/db/schema";
import { loadEntryPoints, type EntryPoint } from "@/tests/support/entry-points";
import { createTestUser, deleteTestUsers, sessionUserOf, type TestUser } from "@/tests/support/users";

const CLIENT = vi.hoisted(() => ({ "x-forwarded-for": "198.51.100.61", "user-agent": "permission-sweep" }));
vi.mock("next/headers", () => ({ headers: async () => new Headers(CLIENT) }));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
  updateTag: () => undefined,
}));
// Work the routes hand to `after` would run once the response is sent; no response is sent here.
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: () => undefined,
}));

let signedIn: SessionUser | null = null;
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => signedIn,
}));

const entries = await loadEntryPoints();
const keyed = entries.filter(
  (entry): entry is EntryPoint & { guard: PermissionKey } => entry.guard !== undefined && entry.guard !== "public",
);
const created: TestUser[] = [];

async function signInAs(role: UserRole): Promise<void> {
  const user = await createTestUser(db, `sweep-${role}`, role);
  created.push(user);
  signedIn = await sessionUserOf(db, user, "sweep");
}

/** The HTTP status of a route call, or the action's `code`; a thrown error (our 500) as `thrown`. */
async function answerOf(entry: EntryPoint): Promise<string | number> {
  try {
    if (entry.kind === "action") {
      const result = (await (entry.handler as (input: unknown) => Promise<{ ok: boolean; code?: string }>)({})) as {
        ok: boolean;
        code?: string;
      };
      return result.ok ? "ok" : result.code!;
    }
    const url = `http://localhost${entry.urlPath!.replace(/\[(\w+)\]/g, "1")}`;
    const method = entry.name.split("#")[1]!;
    // An aborted signal ends a stream (/api/live) as soon as it opens.
    const response = (await (entry.handler as (request: Request, context: unknown) => Promise<Response>)(
      new Request(url, { method, headers: CLIENT, signal: AbortSignal.abort() }),
      { params: Promise.resolve({ id: "1", collected: "todos" }) },
    )) as Response;
    await response.body?.cancel();
    return response.status;
  } catch {
    return "thrown";
  }
}

afterAll(async () => {
  signedIn = null;
  await deleteTestUsers(db, created);
});

describe("the permission table covers every entry point", () => {
  it("finds the actions and admin routes on disk", () => {
    expect(entries.filter((e) => e.kind === "action").length).toBeGreaterThan(40);
    expect(entries.filter((e) => e.kind === "route" && e.usesWithAdmin).length).toBeGreaterThan(15);
  });

  it("wraps every exported server action with a key of the table or as public", () => {
    const unwrapped = entries.filter((e) => e.kind === "action" && e.guard === undefined).map((e) => e.name);
    expect(unwrapped).toEqual([]);
    for (const entry of keyed) expect(PERMISSION_KEYS, entry.name).toContain(entry.guard);
  });

  it("wraps every method of an admin route with a key, and no other route reads the session itself", () => {
    const adminRoutes = entries.filter((e) => e.kind === "route" && e.usesWithAdmin);
    expect(adminRoutes.filter((e) => e.guard === undefined || e.guard === "public").map((e) => e.name)).toEqual([]);
    expect(entries.filter((e) => e.kind === "route" && !e.usesWithAdmin && e.readsSession).map((e) => e.name)).toEqual(
      [],
    );
  });

  it("uses every key of the table, on an entry point or as the key that opens an admin screen", () => {
    const used = new Set([
      ...keyed.map((e) => e.guard),
      ...ADMIN_SCREENS.flatMap((s) => (s.permission ? [s.permission] : [])),
    ]);
    expect(PERMISSION_KEYS.filter((key) => !used.has(key))).toEqual([]);
  });
});

describe.each(["viewer", "staff"] as const)("as %s", (role) => {
  beforeAll(() => signInAs(role));

  it("is refused exactly where the table leaves the role out, and each refusal is recorded under its key", async () => {
    const mismatches: string[] = [];
    for (const entry of keyed) {
      const answer = await answerOf(entry);
      const refused = answer === "forbidden" || answer === 403;
      if (refused === roleMay(role, entry.guard)) mismatches.push(`${entry.name} (${entry.guard}): ${answer}`);
    }
    expect(mismatches).toEqual([]);

    const refusedKeys = new Set(keyed.filter((e) => !roleMay(role, e.guard)).map((e) => e.guard));
    const rows = await db.select().from(auditLog).where(eq(auditLog.actorId, signedIn!.id));
    const refusals = rows.filter((row) => row.outcome === "refused" && row.reason === "forbidden");
    expect(new Set(refusals.map((row) => row.action))).toEqual(refusedKeys);
    expect(refusals.every((row) => row.ipAddress === "198.51.100.61" && row.userAgent === "permission-sweep")).toBe(
      true,
    );
  });
});
