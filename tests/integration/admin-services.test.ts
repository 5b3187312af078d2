/**
 * The services behind the project-code, portfolio, site-setting and digest-schedule actions, called
 * without Next: what an admin's save, show/hide or delete leaves in the database, the `not_found` answer
 * for a row deleted meanwhile, and that each write joins a caller's transaction. None of these writes
 * can collide with another row (no unique column is editable), so there is no `conflict` case.
 * Runs on PGlite and on PostgreSQL (scripts/with-postgres.sh).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { getEmailScheduler } from "@/lib/todos/queries";
import {
  emailScheduler,
  leadEvents,
  leads,
  portfolioProjects,
  projectCodes,
  siteSettings,
  smsMessages,
  type EmailScheduler,
} from "@/lib/db/schema";
import { DEFAULT_SETTINGS } from "@/lib/settings/default-settings";
import { isAppError } from "@/lib/errors/app-error";
import {
  createPortfolioProject,
  deletePortfolioProject,
  setPortfolioVisibility,
  updatePortfolioProject,
} from "@/lib/portfolio/projects";
import { captureProjectScreenshot } from "@/lib/portfolio/screenshot";
import { createProjectCode } from "@/lib/project-codes/create";
import { deleteProjectCode, updateProjectCode, updateProjectDraft } from "@/lib/project-codes/manage";
import { redeemForVisitor } from "@/lib/project-codes/redeem";
import { ScreenshotError } from "@/lib/screenshots/errors";
import { saveSiteSetting } from "@/lib/settings/site-settings";
import { saveDigestSchedule } from "@/lib/todos/digest-schedule";
import { nextScheduledRun } from "@/lib/todos/schedule";
import { portfolioProjectSchema } from "@/lib/portfolio/schemas";
import { phoneNumber } from "@/tests/support/twilio";

const capturePng = vi.hoisted(() => vi.fn<(url: string) => Promise<Buffer>>());
vi.mock("@/lib/screenshots/capture", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/screenshots/capture")>()),
  capturePng,
}));

const GONE = 2_000_000_000;
const tag = () => randomUUID().slice(0, 8);
const notFound = (e: unknown) => isAppError(e, "not_found");

/** Rolls the caller's transaction back after `work`, as a failing later step would. */
class Rollback extends Error {}
async function inRolledBackTransaction(work: (tx: typeof db) => Promise<unknown>): Promise<void> {
  await expect(
    db.transaction(async (tx) => {
      await work(tx);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}

const codeRow = async (id: number) => (await db.select().from(projectCodes).where(eq(projectCodes.id, id)))[0];
const projectRow = async (id: number) =>
  (await db.select().from(portfolioProjects).where(eq(portfolioProjects.id, id)))[0];

const contact = {
  status: "contacted",
  contactName: "Ada Lovelace",
  contactEmail: "ada@example.com",
  contactPhone: "555-0100",
  notes: "Call back Monday",
} as const;

describe("project codes", () => {
  it("saves an edited code's status and contact fields and moves its lead to that status", async () => {
    const created = await createProjectCode(db, { draft: `A booking portal for dog groomers ${tag()}` });
    await redeemForVisitor(db, { code: created.code, name: "Grace Hopper", email: `grace.${tag()}@example.com` });
    const leadId = (await codeRow(created.id))!.leadId!;
    expect(leadId).not.toBeNull();

    expect(await updateProjectCode(db, created.id, { ...contact, status: "proposal-sent" }, "admin")).toEqual({
      code: created.code,
    });

    expect(await codeRow(created.id)).toMatchObject({ ...contact, status: "proposal-sent" });
    const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.status).toBe("proposal-sent");
    const events = await db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId));
    expect(events).toContainEqual(
      expect.objectContaining({ kind: "status", toStatus: "proposal-sent", actor: "admin" }),
    );
  });

  it("answers not_found for an edit of a deleted code", async () => {
    await expect(updateProjectCode(db, GONE, contact, "admin")).rejects.toSatisfy(notFound);
    await expect(updateProjectDraft(db, GONE, "OVERVIEW\nA portal")).rejects.toSatisfy(notFound);
  });

  it("leaves the code and its lead as they were when the caller's transaction rolls back", async () => {
    const created = await createProjectCode(db, { draft: `A members area for a chess club ${tag()}` });
    await redeemForVisitor(db, { code: created.code, name: "Grace Hopper", email: `grace.${tag()}@example.com` });
    const before = (await codeRow(created.id))!;
    await inRolledBackTransaction((tx) =>
      updateProjectCode(tx, created.id, { ...contact, status: "declined" }, "admin"),
    );
    expect(await codeRow(created.id)).toEqual(before);
    const [lead] = await db.select().from(leads).where(eq(leads.id, before.leadId!));
    expect(lead!.status).toBe(before.status);
  });

  it("replaces the draft", async () => {
    const created = await createProjectCode(db, { draft: "OVERVIEW\nThe template draft" });
    expect(await updateProjectDraft(db, created.id, "OVERVIEW\nThe admin's own draft")).toEqual({ code: created.code });
    expect((await codeRow(created.id))!.draft).toBe("OVERVIEW\nThe admin's own draft");
  });

  it("deletes a code, keeps the message that created it unlinked, and answers not_found the second time", async () => {
    const created = await createProjectCode(db, { draft: `A quote tool for roofers ${tag()}` });
    const [message] = await db
      .insert(smsMessages)
      .values({
        fromNumber: phoneNumber(),
        toNumber: "+15550000000",
        messageBody: "A quote tool for roofers",
        projectCodeId: created.id,
      })
      .returning({ id: smsMessages.id });

    expect(await deleteProjectCode(db, created.id)).toEqual({ code: created.code });

    expect(await codeRow(created.id)).toBeUndefined();
    const [kept] = await db.select().from(smsMessages).where(eq(smsMessages.id, message!.id));
    expect(kept).toMatchObject({ messageBody: "A quote tool for roofers", projectCodeId: null });
    await expect(deleteProjectCode(db, created.id)).rejects.toSatisfy(notFound);
  });

  it("redeems a code once, with its lead, and answers not_found 'Invalid or expired code' after", async () => {
    const created = await createProjectCode(db, { draft: "OVERVIEW\nA client portal" });
    const email = `linus.${tag()}@example.com`;
    expect(await redeemForVisitor(db, { code: created.code, name: "Linus", email })).toEqual({
      projectIdea: "OVERVIEW\nA client portal",
    });
    const [lead] = await db.select().from(leads).where(eq(leads.email, email));
    expect((await codeRow(created.id))!).toMatchObject({ isUsed: true, usedByEmail: email, leadId: lead!.id });

    await expect(
      redeemForVisitor(db, { code: created.code, name: "Someone Else", email: `other.${tag()}@example.com` }),
    ).rejects.toMatchObject({
      code: "not_found",
      message: "Invalid or expired code",
    });
    await expect(redeemForVisitor(db, { code: "NOSUCHCODE", name: "Linus", email })).rejects.toSatisfy(notFound);
  });
});

/** A project as the admin's form sends it, after validation. */
const project = (fields: Record<string, unknown> = {}) =>
  portfolioProjectSchema.parse({
    title: `Client portal ${tag()}`,
    description: "A portal for a law firm.",
    technologies: ["Next.js", " next.js ", "Postgres"],
    ...fields,
  });

async function insertSample(): Promise<number> {
  const [row] = await db
    .insert(portfolioProjects)
    .values({
      title: `Sample ${tag()}`,
      description: "A seeded example.",
      isSample: true,
      isVisible: false,
      isFeatured: true,
    })
    .returning({ id: portfolioProjects.id });
  return row!.id;
}

describe("portfolio projects", () => {
  it("stores a new project as the form sent it", async () => {
    const row = await createPortfolioProject(db, project({ projectUrl: "example.com", isVisible: false }));
    expect(row).toMatchObject({
      projectUrl: "https://example.com",
      technologies: ["Next.js", "Postgres"],
      isVisible: false,
      isSample: false,
      isFeatured: false,
    });
    expect(await projectRow(row.id)).toEqual(row);
  });

  it("saving a sample replaces its fields, makes it the admin's own and keeps its featured flag when the form has none", async () => {
    const id = await insertSample();
    const fields = project({ isVisible: true });
    const row = await updatePortfolioProject(db, id, fields);
    expect(row).toMatchObject({
      id,
      title: fields.title,
      description: fields.description,
      isVisible: true,
      isSample: false,
      isFeatured: true,
    });
    expect(await projectRow(id)).toEqual(row);
  });

  it("showing a sample publishes it; hiding one leaves it a sample", async () => {
    const hidden = await insertSample();
    expect(await setPortfolioVisibility(db, hidden, false)).toEqual({ id: hidden, isVisible: false });
    expect(await projectRow(hidden)).toMatchObject({ isVisible: false, isSample: true });

    expect(await setPortfolioVisibility(db, hidden, true)).toEqual({ id: hidden, isVisible: true });
    expect(await projectRow(hidden)).toMatchObject({ isVisible: true, isSample: false });
  });

  it("answers not_found for an edit or show/hide of a deleted project", async () => {
    await expect(updatePortfolioProject(db, GONE, project())).rejects.toMatchObject({
      code: "not_found",
      message: "This project no longer exists. Reload the page to see the current list.",
    });
    await expect(setPortfolioVisibility(db, GONE, true)).rejects.toSatisfy(notFound);
  });

  it("deletes a project, and deleting it again succeeds", async () => {
    const { id } = await createPortfolioProject(db, project());
    expect(await deletePortfolioProject(db, id)).toEqual({ id });
    expect(await projectRow(id)).toBeUndefined();
    expect(await deletePortfolioProject(db, id)).toEqual({ id });
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    const fields = project();
    await inRolledBackTransaction((tx) => createPortfolioProject(tx, fields));
    expect(await db.select().from(portfolioProjects).where(eq(portfolioProjects.title, fields.title))).toEqual([]);
  });
});

describe("capture screenshot", () => {
  it("stores the PNG and answers where it is served", async () => {
    capturePng.mockResolvedValueOnce(Buffer.from("89504e470d0a1a0a", "hex"));
    const { screenshotUrl } = await captureProjectScreenshot("https://example.com", "admin");
    expect(screenshotUrl).toMatch(/^\/api\/screenshots\/[\w-]+$/);
  });

  it("answers a refused address as the admin's input (invalid) and a failed capture as unavailable, with the capture's message", async () => {
    capturePng.mockRejectedValueOnce(new ScreenshotError("blocked", "That address is not allowed."));
    await expect(captureProjectScreenshot("http://10.0.0.1", "admin")).rejects.toMatchObject({
      code: "invalid",
      message: "That address is not allowed.",
    });
    capturePng.mockRejectedValueOnce(new ScreenshotError("timeout", "The page took too long."));
    await expect(captureProjectScreenshot("https://example.com", "admin")).rejects.toMatchObject({
      code: "unavailable",
      message: "The page took too long.",
    });
  });
});

describe("site settings", () => {
  const key = "show-project-idea";
  let original: boolean;
  beforeAll(async () => {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.settingKey, key));
    original = row?.settingValue ?? false;
  });
  afterAll(() => saveSiteSetting(db, key, original, "test"));

  it("stores the value and who saved it", async () => {
    await saveSiteSetting(db, key, true, "admin");
    await saveSiteSetting(db, key, false, "editor");
    const rows = await db.select().from(siteSettings).where(eq(siteSettings.settingKey, key));
    expect(rows).toEqual([expect.objectContaining({ settingValue: false, updatedBy: "editor" })]);
  });

  it("creates a missing setting again with its seeded description", async () => {
    await db.delete(siteSettings).where(eq(siteSettings.settingKey, key));
    await saveSiteSetting(db, key, true, "admin");
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.settingKey, key));
    expect(row).toMatchObject({ settingValue: true, updatedBy: "admin", description: DEFAULT_SETTINGS[0].description });
  });
});

describe("digest schedule", () => {
  let original: EmailScheduler;
  beforeAll(async () => {
    original = await getEmailScheduler(db);
  });
  afterAll(() => db.update(emailScheduler).set(original).where(eq(emailScheduler.id, original.id)));

  const schedule = {
    scheduleDay: "friday",
    scheduleTime: "09:30:00",
    timeZone: "Europe/Berlin",
  } as const;

  it("stores the schedule with its next run counted from now", async () => {
    const now = new Date("2026-03-02T12:00:00Z");
    const nextRun = await saveDigestSchedule(db, { ...schedule, isEnabled: true }, now);
    expect(nextRun).toEqual(nextScheduledRun(schedule, now));
    expect(await getEmailScheduler(db)).toMatchObject({ ...schedule, isEnabled: true, nextRun });
  });

  it("clears the next run while the digest is disabled", async () => {
    expect(await saveDigestSchedule(db, { ...schedule, isEnabled: false })).toBeNull();
    expect(await getEmailScheduler(db)).toMatchObject({ isEnabled: false, nextRun: null });
  });
});
