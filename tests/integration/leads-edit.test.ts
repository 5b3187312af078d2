/**
 * Editing a lead's contact details (docs/sms.md "Leads"): the admin's name, phone and e-mail
 * are saved in their stored forms and written to the timeline; a phone or e-mail another lead holds is a
 * conflict naming that lead (also when two edits claim it at once); bad input is refused field by field.
 * Runs on PGlite and on PostgreSQL (scripts/with-postgres.sh).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { leadTimeline } from "@/lib/leads/timeline-queries";
import { pageLeads } from "@/lib/leads/queries";
import { leadEvents, leads } from "@/lib/db/schema";
import { isAppError } from "@/lib/errors/app-error";
import { mergeLeadAction, updateLeadContactAction } from "@/lib/leads/actions";
import { editLeadContact, type LeadContact } from "@/lib/leads/contact-details";
import { sendEmailReply, sendSmsReply } from "@/lib/leads/reply";
import { phoneNumber } from "@/tests/support/twilio";

vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "198.51.100.41" }) }));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
}));
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => ({ id: 1, username: "admin", role: "owner", sid: "test" }),
}));

const tag = () => randomUUID().slice(0, 8);
const email = () => `ann.${tag()}@example.com`;

async function newLead(values: { name?: string; phone?: string; email?: string }) {
  const [row] = await db.insert(leads).values(values).returning();
  return row!;
}
const leadOf = async (id: number) => (await db.select().from(leads).where(eq(leads.id, id)))[0];
const edit = (id: number, contact: LeadContact) => db.transaction((tx) => editLeadContact(tx, id, contact, "admin"));
const eventsOf = (id: number) => db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(leadEvents.id);

describe("editing a lead's contact details", () => {
  it("saves the phone as E.164 and the e-mail lower-cased, shows the change on the timeline and in the search", async () => {
    const lead = await newLead({ name: "Ann", email: email() });
    const national = `(555) ${String(Math.floor(Math.random() * 1e7))
      .padStart(7, "0")
      .replace(/^(\d{3})/, "$1-")}`;
    const typed = { id: lead.id, name: "  Ann Lee ", phone: national, email: ` ANN.${tag()}@Example.COM ` };
    const answer = await updateLeadContactAction(typed);
    expect(answer).toEqual({ ok: true, data: { changed: true } });

    const saved = (await leadOf(lead.id))!;
    const e164 = `+1${national.replace(/\D/g, "")}`;
    expect(saved.name).toBe("Ann Lee");
    expect(saved.phone).toBe(e164);
    expect(saved.email).toBe(typed.email.trim().toLowerCase());

    const { items } = await leadTimeline(lead.id);
    const event = items.find((i) => i.kind === "event" && i.eventKind === "contact-details");
    expect(event).toMatchObject({
      actor: "admin",
      body: `Name: Ann → Ann Lee. Phone: none → +1 ${national}. E-mail: ${lead.email} → ${saved.email}.`,
    });

    const found = await pageLeads({
      q: e164,
      status: "all",
      source: "all",
      reply: "all",
      assigned: "all",
      userId: 1,
      cursor: null,
      dir: "next",
      size: 25,
    });
    expect(found.page.rows.map((r) => r.id)).toEqual([lead.id]);

    // The same details again change nothing and record nothing.
    expect(await updateLeadContactAction(typed)).toEqual({ ok: true, data: { changed: false } });
    expect(await eventsOf(lead.id)).toHaveLength(1);
  });

  it("reads international and 00-prefixed numbers and keeps one stored form", async () => {
    const lead = await newLead({ email: email() });
    const suffix = String(Math.floor(Math.random() * 1e4)).padStart(4, "0");
    expect(
      await updateLeadContactAction({ id: lead.id, name: "", phone: `0044 20 7946 ${suffix}`, email: lead.email! }),
    ).toMatchObject({ ok: true });
    expect((await leadOf(lead.id))!.phone).toBe(`+44207946${suffix}`);
    // Typed differently, it is the same number: nothing changes.
    expect(
      await updateLeadContactAction({ id: lead.id, name: "", phone: `+44 20 7946 ${suffix}`, email: lead.email! }),
    ).toEqual({ ok: true, data: { changed: false } });
  });

  it("refuses a phone or e-mail another lead holds, naming that lead for Open and Merge", async () => {
    const holder = await newLead({ name: "Bea Holder", phone: phoneNumber(), email: email() });
    const lead = await newLead({ name: "Ann", email: email() });

    const byPhone = await updateLeadContactAction({
      id: lead.id,
      name: "Ann",
      phone: holder.phone!,
      email: lead.email!,
    });
    expect(byPhone).toMatchObject({ ok: false, code: "conflict", details: { otherLeadId: holder.id } });
    expect(!byPhone.ok && byPhone.error).toContain(`lead #${holder.id} (Bea Holder)`);
    expect(!byPhone.ok && byPhone.fieldErrors?.phone?.[0]).toMatch(/already belongs to lead #\d+ \(Bea Holder\)/);

    const byEmail = await updateLeadContactAction({
      id: lead.id,
      name: "Ann",
      phone: "",
      email: holder.email!.toUpperCase(),
    });
    expect(byEmail).toMatchObject({
      ok: false,
      code: "conflict",
      details: { otherLeadId: holder.id },
      fieldErrors: { email: [expect.stringContaining(holder.email!)] },
    });

    // Nothing of the refused edit was kept, and the holder is untouched.
    expect(await leadOf(lead.id)).toMatchObject({ name: "Ann", phone: null, email: lead.email });
    expect(await leadOf(holder.id)).toMatchObject({ phone: holder.phone, email: holder.email });
    expect(await eventsOf(lead.id)).toHaveLength(0);

    // The dialog's "Merge and save": the merge keeps the older lead, which then takes the edit.
    const merged = await mergeLeadAction({ id: lead.id, otherId: holder.id });
    expect(merged).toEqual({ ok: true, data: { keptId: holder.id } });
    expect(
      await updateLeadContactAction({ id: holder.id, name: "Ann Holder", phone: holder.phone!, email: lead.email! }),
    ).toEqual({ ok: true, data: { changed: true } });
    expect(await leadOf(holder.id)).toMatchObject({ name: "Ann Holder", phone: holder.phone, email: lead.email });
  });

  it("ends two edits claiming one phone at once with one saved and one conflict", async () => {
    const phone = phoneNumber();
    const [a, b] = await Promise.all([newLead({ email: email() }), newLead({ email: email() })]);
    const results = await Promise.allSettled(
      [a, b].map((lead) => edit(lead.id, { name: null, phone, email: lead.email })),
    );
    const saved = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(saved).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(isAppError(refused[0]!.reason, "conflict")).toBe(true);
    const holders = await db.select({ id: leads.id }).from(leads).where(eq(leads.phone, phone));
    expect(holders).toHaveLength(1);
    expect((refused[0]!.reason as { details?: unknown }).details).toEqual({ otherLeadId: holders[0]!.id });
  });

  it("lets the admin clear both phone and e-mail, as a split can, and then refuses replies for want of an address", async () => {
    const lead = await newLead({ name: "Cy", phone: phoneNumber(), email: email() });
    expect(await updateLeadContactAction({ id: lead.id, name: "Cy", phone: "", email: "" })).toEqual({
      ok: true,
      data: { changed: true },
    });
    expect(await leadOf(lead.id)).toMatchObject({ phone: null, email: null });
    const [event] = await eventsOf(lead.id);
    expect(event!.body).toMatch(/^Phone: \+1 \(555\) \d{3}-\d{4} → none\. E-mail: .+ → none\.$/);
    await expect(
      db.transaction((tx) => sendSmsReply(tx, { leadId: lead.id, body: "Hi", admin: "admin" })),
    ).rejects.toThrow("This lead has no phone number to text.");
    await expect(
      db.transaction((tx) =>
        sendEmailReply(tx, {
          leadId: lead.id,
          subject: "Hi",
          body: "Hi",
          admin: "admin",
          siteUrl: "https://example.com",
          contactEmail: "a@example.com",
        }),
      ),
    ).rejects.toThrow("This lead has no e-mail address to write to.");
    // The freed phone can now be another lead's.
    const other = await newLead({ email: email() });
    expect(await edit(other.id, { name: null, phone: lead.phone, email: other.email })).toBe(true);
  });

  it("refuses bad input field by field and keeps the lead as it was", async () => {
    const lead = await newLead({ name: "Dee", email: email() });
    const base = { id: lead.id, name: "Dee", phone: "", email: lead.email! };
    const refusals = [
      [{ name: "Dee\u0000" }, "name", "Name contains a control character (U+0000)"],
      [{ name: "Dee\u0007Bell" }, "name", "Name contains a control character (U+0007)"],
      [{ name: "x".repeat(101) }, "name", "The name must be at most 100 characters"],
      [{ phone: "555-CALL-NOW" }, "phone", "Enter a valid phone number, e.g. +1 555 123 4567"],
      [{ phone: "12345" }, "phone", "Enter a valid phone number, e.g. +1 555 123 4567"],
      [{ phone: "+1 555\u0000 123 4567" }, "phone", "Phone number contains a control character (U+0000)"],
      [{ email: "not an address" }, "email", "Enter a valid e-mail address, e.g. ann@example.com"],
      [{ email: "ann@example.com\n" + "bcc@example.com" }, "email", "E-mail contains a control character (U+000A)"],
    ] as const;
    for (const [change, field, message] of refusals) {
      const answer = await updateLeadContactAction({ ...base, ...change });
      expect(answer, JSON.stringify(change)).toMatchObject({
        ok: false,
        code: "invalid",
        fieldErrors: { [field]: [message] },
      });
    }
    expect(await updateLeadContactAction({ ...base, id: 2_147_483_000 })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await leadOf(lead.id)).toMatchObject({ name: "Dee", phone: null, email: lead.email });
    expect(await eventsOf(lead.id)).toHaveLength(0);
  });
});
