/**
 * Lead assignment (docs/decisions/sms-and-conversations.md "Lead assignment"): a staff member assigns a lead to a team member or
 * to nobody; the inbox's "Assigned to me" and "Unassigned" filters follow; a viewer, an inactive account or
 * a stranger cannot be assigned, and a viewer cannot assign; the timeline names who assigned, changed the
 * status, edited the contact and replied. Runs on PGlite and on PostgreSQL (scripts/with-postgres.sh).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { leads, users } from "@/lib/db/schema";
import type { SessionUser } from "@/lib/auth/session";
import { assignLeadAction, updateLeadContactAction, updateLeadStatusAction } from "@/lib/leads/actions";
import { pageLeads, type LeadPageRequest } from "@/lib/leads/queries";
import { sendEmailReply, sendSmsReply } from "@/lib/leads/reply";
import { leadTimeline } from "@/lib/leads/timeline-queries";
import { createTestUser, deleteTestUsers, sessionUserOf, type TestUser } from "@/tests/support/users";
import { phoneNumber } from "@/tests/support/twilio";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "198.51.100.43" }) }));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
}));
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => session.user,
}));

const tag = randomUUID().slice(0, 8);
const created: TestUser[] = [];
let ann: TestUser;
let bob: TestUser;
let viewer: TestUser;
let gone: TestUser;

async function member(
  prefix: string,
  role: "owner" | "staff" | "viewer",
  names?: { firstName: string; lastName: string },
) {
  const user = await createTestUser(db, prefix, role);
  if (names) await db.update(users).set(names).where(eq(users.id, user.id));
  created.push(user);
  return user;
}
const signIn = async (user: TestUser) => {
  session.user = await sessionUserOf(db, user);
};
const newLead = async () =>
  (
    await db
      .insert(leads)
      .values({ name: `Assign ${tag}`, phone: phoneNumber(), email: `assign.${randomUUID().slice(0, 8)}@example.test` })
      .returning()
  )[0]!;
const assigneeOf = async (id: number) =>
  (await db.select({ assignedTo: leads.assignedTo }).from(leads).where(eq(leads.id, id)))[0]!.assignedTo;
/** The ids of this file's leads that an inbox filter shows to `user`. */
const inbox = async (user: TestUser, assigned: LeadPageRequest["assigned"]) =>
  (
    await pageLeads({
      q: `Assign ${tag}`,
      status: "all",
      source: "all",
      reply: "all",
      assigned,
      userId: user.id,
      cursor: null,
      dir: "next",
      size: 100,
    })
  ).page.rows.map((row) => row.id);

beforeAll(async () => {
  ann = await member("ann", "staff", { firstName: "Ann", lastName: `Lee ${tag}` });
  bob = await member("bob", "staff");
  viewer = await member("viewer", "viewer");
  gone = await member("gone", "staff");
  await db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
});
afterAll(() => deleteTestUsers(db, created));

describe("assigning a lead", () => {
  it("assigns to a team member and back to nobody, and the inbox filters follow", async () => {
    const lead = await newLead();
    const other = await newLead();
    await signIn(bob);
    expect(await inbox(ann, "unassigned")).toEqual(expect.arrayContaining([lead.id, other.id]));

    expect(await assignLeadAction({ id: lead.id, assignedTo: ann.id })).toEqual({ ok: true, data: { changed: true } });
    expect(await assigneeOf(lead.id)).toBe(ann.id);
    expect(await inbox(ann, "me")).toEqual([lead.id]);
    expect(await inbox(bob, "me")).toEqual([]);
    const unassigned = await inbox(ann, "unassigned");
    expect(unassigned).toContain(other.id);
    expect(unassigned).not.toContain(lead.id);
    expect(await inbox(bob, "all")).toEqual(expect.arrayContaining([lead.id, other.id]));

    // The same choice again changes nothing and records nothing.
    expect(await assignLeadAction({ id: lead.id, assignedTo: ann.id })).toEqual({ ok: true, data: { changed: false } });

    expect(await assignLeadAction({ id: lead.id, assignedTo: null })).toEqual({ ok: true, data: { changed: true } });
    expect(await assigneeOf(lead.id)).toBeNull();
    expect(await inbox(ann, "me")).toEqual([]);
    expect(await inbox(ann, "unassigned")).toEqual(expect.arrayContaining([lead.id, other.id]));

    const { items } = await leadTimeline(lead.id, lead.phone);
    const assignments = items.filter((item) => item.kind === "event" && item.eventKind === "assignment");
    expect(assignments).toMatchObject([
      { body: `Ann Lee ${tag}`, actor: bob.username },
      { body: null, actor: bob.username },
    ]);
  });

  it("refuses a viewer, an inactive account or an unknown id as assignee, and a viewer as assigner", async () => {
    const lead = await newLead();
    await signIn(ann);
    for (const assignedTo of [viewer.id, gone.id, 2_000_000_000]) {
      expect(await assignLeadAction({ id: lead.id, assignedTo })).toMatchObject({
        ok: false,
        code: "invalid",
        error: "Choose an active owner or staff member from the list.",
      });
    }
    expect(await assignLeadAction({ id: lead.id + 1_000_000, assignedTo: ann.id })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await assigneeOf(lead.id)).toBeNull();

    await signIn(viewer);
    expect(await assignLeadAction({ id: lead.id, assignedTo: ann.id })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await assigneeOf(lead.id)).toBeNull();
  });
});

describe("the timeline names who acted", () => {
  it("shows the name of who replied, changed the status or edited the contact", async () => {
    const lead = await newLead();
    await signIn(ann);
    expect(await updateLeadStatusAction({ id: lead.id, status: "contacted" })).toMatchObject({ ok: true });
    expect(
      await updateLeadContactAction({ id: lead.id, name: "Cleo", phone: lead.phone!, email: lead.email! }),
    ).toMatchObject({ ok: true });
    await db.transaction((tx) => sendSmsReply(tx, { leadId: lead.id, body: "Thanks, Cleo!", admin: ann.username }));
    await db.transaction((tx) =>
      sendEmailReply(tx, {
        leadId: lead.id,
        subject: "Your idea",
        body: "Hello",
        admin: bob.username,
        siteUrl: "https://example.com",
        contactEmail: "hello@example.test",
      }),
    );

    const { items } = await leadTimeline(lead.id, lead.phone);
    const named = `Ann Lee ${tag}`;
    expect(items.find((item) => item.kind === "event" && item.eventKind === "status")).toMatchObject({ actor: named });
    expect(items.find((item) => item.kind === "event" && item.eventKind === "contact-details")).toMatchObject({
      actor: named,
    });
    expect(items.find((item) => item.kind === "sms" && item.direction === "outbound")).toMatchObject({ sentBy: named });
    // A member without a name is shown by username.
    expect(items.find((item) => item.kind === "email" && item.emailKind === "reply")).toMatchObject({
      sentBy: bob.username,
    });
  });
});
