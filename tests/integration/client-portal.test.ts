/**
 * The client's link and page (docs/decisions/quotes-and-projects.md "The client's page"): staff copy,
 * resend and revoke a client's link (a viewer may not); `/c` answers the same for a client's address and
 * a stranger's, e-mails a link only to the client, refuses a malformed address and counts every request
 * before checking it; a monthly report's e-mail carries a link only to a client whose project shows the
 * page; the message box puts the client's message in the lead's conversation and tells the
 * team; a view is written on the lead's timeline at most once an hour per link.
 */
import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import {
  copyClientLinkAction,
  postClientMessageAction,
  requestSignInLinkAction,
  resendClientLinkAction,
  revokeClientLinksAction,
} from "@/lib/client-portal/actions";
import { findClientLink, reportClientLinkLine } from "@/lib/client-portal/client-link";
import { recordClientView } from "@/lib/client-portal/record-view";
import { SIGN_IN_LINK_SENT } from "@/lib/client-portal/sign-in-link";
import { db } from "@/lib/db";
import {
  clientLinks,
  contactRequests,
  leadEvents,
  leads,
  outboxMessages,
  projectStatusPages,
  statusPages,
} from "@/lib/db/schema";
import { env } from "@/lib/env";
import { CLIENT_MESSAGE_KIND } from "@/lib/leads/labels";
import { firstTriesSettled } from "@/lib/outbox/deliver";
import { createProjectClient, type TestProjectClient } from "@/tests/support/client-portal";
import { createTestUser, deleteTestUsers, sessionUserOf, type TestUser } from "@/tests/support/users";

const request = vi.hoisted(() => ({ ip: "198.51.100.70", deferred: [] as Promise<void>[] }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": request.ip, "user-agent": "client-portal" }),
}));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
}));
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (work: () => Promise<void>) => void request.deferred.push(work()),
}));
const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => session.user,
}));

const tag = randomUUID().slice(0, 8);
let staff: TestUser;
let viewer: TestUser;
let client: TestProjectClient;

/** The token of a client link's URL. */
const tokenOf = (url: string) => url.slice(url.lastIndexOf("/c/") + 3);
/** Runs the work `/c` deferred past its answer. */
const settle = async () => {
  await Promise.all(request.deferred.splice(0));
  await firstTriesSettled();
};
const mailsTo = (to: string) =>
  db
    .select({ body: outboxMessages.body, subject: outboxMessages.subject })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, to));

beforeAll(async () => {
  staff = await createTestUser(db, `cp-${tag}`, "staff");
  viewer = await createTestUser(db, `cpv-${tag}`, "viewer");
  client = await createProjectClient(db, `Client ${tag}`);
});
afterAll(async () => {
  await settle();
  await deleteTestUsers(db, [staff, viewer]);
});

describe("the client's link", () => {
  it("copies and resends working links, refuses a viewer, and revoking ends them all", async () => {
    session.user = await sessionUserOf(db, staff);
    const copied = await copyClientLinkAction({ leadId: client.leadId });
    if (!copied.ok) throw new Error(copied.error);
    expect(copied.data.url).toMatch(/\/c\/[A-Za-z0-9_-]{43}$/);
    const copiedToken = tokenOf(copied.data.url);
    expect((await findClientLink(db, copiedToken))?.leadId).toBe(client.leadId);

    expect(await resendClientLinkAction({ leadId: client.leadId })).toMatchObject({
      ok: true,
      data: { to: client.email },
    });
    const [mail] = await mailsTo(client.email);
    const sentToken = tokenOf(/https?:\/\/\S+\/c\/\S+/.exec(mail!.body)![0]);
    expect(sentToken).not.toBe(copiedToken);
    expect((await findClientLink(db, sentToken))?.leadId).toBe(client.leadId);
    // Only hashes are stored.
    const stored = await db.select().from(clientLinks).where(eq(clientLinks.leadId, client.leadId));
    expect(stored.map((l) => l.tokenHash)).not.toContain(sentToken);

    session.user = await sessionUserOf(db, viewer);
    expect(await revokeClientLinksAction({ leadId: client.leadId })).toMatchObject({ ok: false, code: "forbidden" });
    expect(await copyClientLinkAction({ leadId: client.leadId })).toMatchObject({ ok: false, code: "forbidden" });

    session.user = await sessionUserOf(db, staff);
    expect(await revokeClientLinksAction({ leadId: client.leadId })).toMatchObject({ ok: true, data: { revoked: 2 } });
    expect(await findClientLink(db, copiedToken)).toBeNull();
    expect(await findClientLink(db, sentToken)).toBeNull();
  });

  it("makes no link for a lead without a project, and says so", async () => {
    session.user = await sessionUserOf(db, staff);
    const [lead] = await db
      .insert(leads)
      .values({ name: `No project ${tag}` })
      .returning();
    expect(await copyClientLinkAction({ leadId: lead!.id })).toMatchObject({ ok: false, code: "not_found" });
  });
});

describe("the link in a monthly report's e-mail", () => {
  it("is added for a recipient who is the client of a project showing the page, and no one else", async () => {
    const [shown, other] = await db
      .insert(statusPages)
      .values([
        { name: `Shown ${tag}`, slug: `shown-${tag}`, publishedAt: new Date() },
        { name: `Other ${tag}`, slug: `other-${tag}`, publishedAt: new Date() },
      ])
      .returning();
    await db.insert(projectStatusPages).values({ projectId: client.projectId, statusPageId: shown!.id });
    const line = await reportClientLinkLine(db, client.email.toUpperCase(), shown!.id);
    expect((await findClientLink(db, tokenOf(line)))?.leadId).toBe(client.leadId);
    expect(await reportClientLinkLine(db, client.email, other!.id)).toBe("");
    expect(await reportClientLinkLine(db, `stranger-${tag}@example.test`, shown!.id)).toBe("");
  });
});

describe("/c: a link by e-mail", () => {
  it("answers a client's address and a stranger's alike, and e-mails only the client", async () => {
    request.ip = "198.51.100.71";
    const stranger = `nobody-${tag}@example.test`;
    const known = await requestSignInLinkAction({ email: client.email.toUpperCase() });
    const unknown = await requestSignInLinkAction({ email: stranger });
    expect(known).toEqual({ ok: true, data: { message: SIGN_IN_LINK_SENT } });
    expect(unknown).toEqual(known);
    await settle();
    expect(await mailsTo(stranger)).toEqual([]);
    const mails = await mailsTo(client.email);
    const signIn = mails.find((m) => m.subject === "Your project page" && m.body.includes("you did not ask"));
    const token = tokenOf(/https?:\/\/\S+\/c\/\S+/.exec(signIn!.body)![0]);
    expect((await findClientLink(db, token))?.leadId).toBe(client.leadId);
  });

  it("refuses a malformed address with a field error", async () => {
    request.ip = "198.51.100.72";
    const answer = await requestSignInLinkAction({ email: "not an address" });
    expect(answer).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: { email: ["Enter a valid e-mail address"] },
    });
  });

  it("lets 3 of 6 simultaneous requests for one address through, client or not", async () => {
    request.ip = "198.51.100.73";
    const email = `burst-${tag}@example.test`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => requestSignInLinkAction({ email })));
    expect(answers.filter((a) => a.ok)).toHaveLength(3);
    expect(answers.filter((a) => !a.ok && a.code === "rate_limited")).toHaveLength(3);
    await settle();
  });

  it("limits one address (an IPv6 /64) across e-mail addresses", async () => {
    const answers = [];
    for (let n = 0; n < 11; n += 1) {
      request.ip = `2001:db8:${tag.slice(0, 4)}:7::${n + 1}`;
      answers.push(await requestSignInLinkAction({ email: `spray-${n}-${tag}@example.test` }));
    }
    expect(answers.slice(0, 10).every((a) => a.ok)).toBe(true);
    expect(answers[10]).toMatchObject({ ok: false, code: "rate_limited" });
    await settle();
  });
});

describe("the message box", () => {
  it("puts the message in the lead's conversation and tells the team", async () => {
    session.user = await sessionUserOf(db, staff);
    const copied = await copyClientLinkAction({ leadId: client.leadId });
    const token = tokenOf(copied.ok ? copied.data.url : "");
    const message = `Can we move the launch? 👩🏽‍💻 ${tag}`;
    expect(await postClientMessageAction({ token, message: `  ${message}\n` })).toMatchObject({ ok: true });
    const [stored] = await db
      .select()
      .from(contactRequests)
      .where(and(eq(contactRequests.leadId, client.leadId), eq(contactRequests.projectType, CLIENT_MESSAGE_KIND)));
    expect(stored!.message).toBe(message);
    const [lead] = await db.select().from(leads).where(eq(leads.id, client.leadId));
    expect(lead!.lastInboundAt).not.toBeNull();
    const [notice] = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, env.CONTACT_EMAIL), like(outboxMessages.body, `%${tag}%`)));
    expect(notice!.subject).toContain("on their client page");
  });

  it("refuses an empty message, a control character and a revoked link, storing nothing", async () => {
    session.user = await sessionUserOf(db, staff);
    const copied = await copyClientLinkAction({ leadId: client.leadId });
    const token = tokenOf(copied.ok ? copied.data.url : "");
    expect(await postClientMessageAction({ token, message: "   " })).toMatchObject({
      ok: false,
      fieldErrors: { message: ["Write a message first"] },
    });
    expect(await postClientMessageAction({ token, message: "a\u0000b" })).toMatchObject({ ok: false, code: "invalid" });
    expect(await postClientMessageAction({ token, message: "x".repeat(2_001) })).toMatchObject({
      ok: false,
      code: "invalid",
    });
    await revokeClientLinksAction({ leadId: client.leadId });
    expect(await postClientMessageAction({ token, message: "Hello?" })).toMatchObject({ ok: false, code: "not_found" });
    const stored = await db.select().from(contactRequests).where(eq(contactRequests.leadId, client.leadId));
    expect(stored.map((r) => r.message)).not.toContain("Hello?");
  });

  it("takes 10 messages per link in 10 minutes, counting simultaneous ones", async () => {
    session.user = await sessionUserOf(db, staff);
    const copied = await copyClientLinkAction({ leadId: client.leadId });
    const token = tokenOf(copied.ok ? copied.data.url : "");
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => postClientMessageAction({ token, message: `Burst ${n} ${tag}` })),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(10);
    expect(answers.filter((a) => !a.ok && a.code === "rate_limited")).toHaveLength(2);
  });
});

describe("views on the lead's timeline", () => {
  it("writes one entry per link per hour", async () => {
    session.user = await sessionUserOf(db, staff);
    const copied = await copyClientLinkAction({ leadId: client.leadId });
    const link = (await findClientLink(db, tokenOf(copied.ok ? copied.data.url : "")))!;
    const views = () =>
      db
        .select()
        .from(leadEvents)
        .where(and(eq(leadEvents.leadId, client.leadId), eq(leadEvents.kind, "client-page")));
    const before = (await views()).length;
    const opened = await Promise.all([1, 2, 3].map(() => recordClientView(db, link.linkId, link.leadId)));
    expect(opened.filter(Boolean)).toHaveLength(1);
    expect(await views()).toHaveLength(before + 1);
    await db
      .update(clientLinks)
      .set({ lastViewRecordedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(clientLinks.id, link.linkId));
    expect(await recordClientView(db, link.linkId, link.leadId)).toBe(true);
    expect(await views()).toHaveLength(before + 2);
  });
});
