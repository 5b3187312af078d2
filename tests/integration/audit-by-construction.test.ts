/**
 * Audit by construction (docs/decisions/auth-and-roles.md "Audit log"): for every key of the permission table, one
 * action or admin route guarded by it is called once by an owner with valid input, and exactly one
 * `audit_log` row names the key (none for a `read`), with the target it acted on and none of the
 * secrets it was given. `FIXTURES` is typed by the table's keys, so a new key does not compile until it
 * has its call here. Also: the row commits or rolls back with the change, and refusals are recorded.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminAction } from "@/lib/action";
import { ADMIN_SCREENS } from "@/lib/admin-screens";
import { createChannel } from "@/lib/alerts/channels-and-rules";
import { TEXT_GRAPHEMES } from "@/lib/audit/redact";
import { PERMISSION_KEYS, permissionOf, type PermissionKey } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import {
  auditLog,
  authorizedPhones,
  errorLogs,
  federatedSites,
  fleetIssues,
  leads,
  projectMilestones,
  statusSubscribers,
  todoItems,
  userInvitations,
  type AuditLogRow,
} from "@/lib/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { ingestErrors } from "@/lib/fleet-issues/ingest";
import { addAuthorizedPhone } from "@/lib/phones/authorized-phones";
import { createPortfolioProject } from "@/lib/portfolio/projects";
import { createProjectCode } from "@/lib/project-codes/create";
import { createQuoteForLead, saveQuote } from "@/lib/quotes/create-quote";
import { draftInvoice } from "@/lib/invoices/issue-invoice";
import { createTestClient, issueTestInvoice } from "@/tests/support/invoices";
import { createProjectClient } from "@/tests/support/client-portal";
import { quoteFieldsSchema, toQuoteDraft } from "@/lib/quotes/schemas";
import { createPhoneNumber, createSmsRoute } from "@/lib/sms-intake/routing/change-routes";
import { phoneNumberConfigSchema, smsRouteSchema } from "@/lib/sms-intake/routing/schemas";
import { confirmAuthenticator } from "@/lib/second-factor/manage-factors";
import { startTotpEnrolment } from "@/lib/second-factor/totp";
import { inviteMember } from "@/lib/team/invitations";
import { createIncident } from "@/lib/incidents/incident-service";
import { createIncidentSchema } from "@/lib/incidents/schemas";
import { saveMaintenance } from "@/lib/scheduled-maintenance/schedule";
import { maintenanceSchema } from "@/lib/scheduled-maintenance/schemas";
import { saveStatusPageSettings } from "@/lib/status-pages/status-page-service";
import { createTodo } from "@/lib/todos/items";
import { todoSchema, type TodoInput } from "@/lib/todos/schemas";
import { createBooking } from "@/lib/bookings/create-booking";
import { bookSchema } from "@/lib/bookings/schemas";
import { createBookingHost, createEventType, newIdempotencyKey } from "@/tests/support/bookings";
import { loadEntryPoints, type EntryPoint } from "@/tests/support/entry-points";
import { insertSite } from "@/tests/support/federation";
import { phoneNumber } from "@/tests/support/twilio";
import { createTestUser, deleteTestUsers, sessionUserOf, type TestUser } from "@/tests/support/users";

const CLIENT = vi.hoisted(() => ({ "x-forwarded-for": "198.51.100.62", "user-agent": "audit-by-construction" }));
vi.mock("next/headers", () => ({ headers: async () => new Headers(CLIENT) }));
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  revalidatePath: () => undefined,
  updateTag: () => undefined,
}));
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: () => undefined,
}));
vi.mock("@/lib/screenshots/capture", async (original) => ({
  ...(await original<typeof import("@/lib/screenshots/capture")>()),
  capturePng: async () => Buffer.from("89504e470d0a1a0a", "hex"),
}));
let signedIn: SessionUser | null = null;
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => signedIn,
}));

const tag = randomBytes(4).toString("hex");
const SECRET_KEY = `remote-site-key-${randomBytes(24).toString("hex")}`;
const NEW_PASSWORD = `new-pw-${randomBytes(8).toString("hex")}`;
const LONG_BODY = `Hello from the audit test ${tag}. ${"This part of the message must never reach the audit log. ".repeat(4)}TAIL-${tag}`;
let owner: TestUser;
const created: TestUser[] = [];

/**
 * How one key is exercised: an action's input or a route's request, built after any rows it needs; or
 * `screen` for a read that opens an admin screen (lib/admin-screens.ts `permission`), which no call names.
 */
type Call = { input: unknown } | { method: string; path: string; body?: unknown; params?: Record<string, string> };
interface Fixture {
  /** The export to call when several share the key (default: the first by file name). */
  use?: string;
  call: () => Promise<Call>;
  /** Text that must not appear anywhere in the row. */
  secrets?: string[];
  /** The outcome the call has (default `ok`). */
  outcome?: "ok" | "refused" | "error";
  /** The target id the row must name, when the call knows it. */
  targetId?: () => string | null | Promise<string | null>;
}

const newLead = async (values: Partial<typeof leads.$inferInsert> = {}) =>
  (
    await db
      .insert(leads)
      .values({ name: `Audit ${tag}`, ...values })
      .returning()
  )[0]!.id;
const newTodo = () =>
  createTodo(db, {
    title: `Audit todo ${tag}`,
    description: "",
    priority: "low",
    category: "general",
    status: "pending",
    dueDate: "",
  });
const newProject = () =>
  createPortfolioProject(db, {
    title: `Audit ${tag}`,
    description: "A project",
    imageUrl: null,
    projectUrl: null,
    technologies: [],
    isVisible: false,
  });
/** A site on TEST-NET-1 (RFC 5737: never answers); a random port keeps each address unique across fixtures. */
const newSite = (isActive = true) =>
  insertSite(db, {
    siteUrl: `https://192.0.2.${1 + Math.floor(Math.random() * 200)}:${1024 + Math.floor(Math.random() * 64_000)}`,
    isActive,
  });
const newPhone = async () => {
  const number = phoneNumber();
  await addAuthorizedPhone(db, { phoneNumber: number, ownerName: "Audit", description: null }, "admin");
  return number;
};
const route = smsRouteSchema.parse({
  name: `Audit ${tag}`,
  description: "",
  pattern: `audit-${tag}`,
  targetType: "email",
  targetValue: "team@example.test",
});
const todo: TodoInput = {
  title: "Call the printer",
  description: "",
  priority: "medium",
  category: "general",
  status: "pending",
  dueDate: "",
};
const monitor = {
  checkPath: "/",
  intervalSeconds: 60,
  timeoutSeconds: 5,
  retries: 0,
  expectedStatusMin: 200,
  expectedStatusMax: 399,
  keyword: "",
  ignoreTlsErrors: false,
  paused: false,
  maintenanceStartsAt: "",
  maintenanceEndsAt: "",
};
const rule = {
  kind: "site_down",
  enabled: true,
  channelIds: [],
  throttleMinutes: 30,
  certificateDays: 14,
  spikeCount: 10,
  spikeMinutes: 10,
};
const statusPageFields = (name: string) => ({
  name: `Audit ${name} ${tag}`,
  slug: `audit-${name}-${tag}`.toLowerCase(),
  logoUrl: "",
  customHost: "",
  timeZone: "UTC",
});
const newStatusPage = async (name: string) =>
  (await saveStatusPageSettings(db, { ...statusPageFields(name), reportRecipients: [] })).id;
const incidentFields = async () => ({
  title: `Audit outage ${tag}`,
  impact: "major",
  siteIds: [(await newSite(true)).id],
  status: "investigating",
  body: "We are looking into it.",
});
const newIncident = async () =>
  (await createIncident(db, createIncidentSchema.parse(await incidentFields()), "admin")).incidentId;
const maintenanceFields = async () => ({
  title: `Audit maintenance ${tag}`,
  description: "",
  timeZone: "UTC",
  startsLocal: "2031-03-01T02:00",
  endsLocal: "2031-03-01T03:00",
  repeatsWeekly: false,
  repeatUntil: "",
  siteIds: [(await newSite(true)).id],
});
const newMaintenance = async () =>
  (await saveMaintenance(db, maintenanceSchema.parse(await maintenanceFields()), "admin")).maintenanceId;
/** A confirmed booking far ahead, with its own host and event type (the host stays: bookings keep their host). */
/** A booking at `startAt` (default 2031-06-02 15:00 UTC), booked the day before. */
async function newBooking(startAt = "2031-06-02T15:00:00Z"): Promise<number> {
  const host = await createBookingHost(db, { weekdays: [0, 1, 2, 3, 4, 5, 6], startTime: "00:00", endTime: "24:00" });
  const eventType = await createEventType(db, [host]);
  const input = bookSchema.parse({
    eventTypeSlug: eventType.slug,
    startAt,
    timeZone: "UTC",
    name: "Audit Guest",
    email: `guest-${tag}-${newIdempotencyKey()}@example.test`,
    phone: phoneNumber(),
    idempotencyKey: newIdempotencyKey(),
  });
  return (await createBooking(db, input, new Date(Date.parse(startAt) - 86_400_000))).bookingId;
}

const quoteFields = {
  title: "Audit quote",
  summary: "",
  currency: "USD",
  items: [{ description: "Design", quantity: "1", unit: "", unitPrice: "100", discountPercent: "", taxPercent: "" }],
  discountPercent: "",
  taxPercent: "",
  taxMode: "exclusive" as const,
  validUntil: "2099-01-01",
  paymentTerms: "",
  depositPercent: "",
  termsText: "",
};
const newQuote = async () => (await createQuoteForLead(db, await newLead(), "admin")).id;
const newInvoice = async () =>
  (
    await issueTestInvoice(db, await createTestClient(db, `Audit ${tag}`), {
      priceMinor: 5000,
      currency: "EUR",
      issueDate: "2026-07-01",
      dueDate: "2026-07-15",
    })
  ).id;
const newDraftInvoice = async () => {
  const client = await createTestClient(db, `Audit ${tag}`);
  return (await draftInvoice(db, {
    ...client,
    kind: "standard",
    currency: "EUR",
    lines: [
      { description: "Work", quantityMilli: 1000, unit: "", unitPriceMinor: 5000, discountBp: 0, taxRateBp: null },
    ],
    taxMode: "exclusive",
    issueDate: "2026-07-01",
    dueDate: "2026-07-15",
  }))!;
};
const newProjectClient = () => createProjectClient(db, `Audit client ${tag}`);
let lastId: number | null = null;
const remember = (id: number) => ((lastId = id), id);
const lastTarget = () => (lastId === null ? null : String(lastId));

const FIXTURES: Record<PermissionKey, Fixture | "screen"> = {
  "account.view": { call: async () => ({ method: "GET", path: "/api/user" }) },
  "account.profile": {
    call: async () => ({
      input: { email: `owner-${tag}@example.test`, firstName: "Ada", lastName: "Owner", phoneNumber: "" },
    }),
  },
  "account.password": {
    call: async () => ({
      input: { currentPassword: owner.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    }),
    secrets: [NEW_PASSWORD],
  },
  "account.error-emails": { call: async () => ({ input: { errorEmailEnabled: false } }) },
  "account.notifications": { call: async () => ({ input: { notification: "alert-emails", enabled: true } }) },
  "account.authenticator": { use: "startAuthenticatorAction", call: async () => ({ input: {} }) },
  "account.passkeys": { use: "startPasskeyAction", call: async () => ({ input: {} }) },
  "account.recovery-codes": {
    call: async () => {
      // New codes need a factor in force: the owner confirms an authenticator first.
      const { secret } = await startTotpEnrolment(db, owner);
      await confirmAuthenticator(db, owner.id, await generate({ secret }));
      return { input: {} };
    },
  },
  "account.sessions": { use: "signOutOtherSessionsAction", call: async () => ({ input: {} }) },
  "security.policy": { call: async () => ({ input: { requireSecondFactor: false } }) },
  "security.reset-second-factor": {
    call: async () => {
      const user = await createTestUser(db, "audit-reset", "staff");
      created.push(user);
      return { input: { userId: remember(user.id) } };
    },
    targetId: lastTarget,
  },
  "live.subscribe": { call: async () => ({ method: "GET", path: "/api/live?topics=leads" }) },

  "leads.status": {
    call: async () => ({ input: { id: remember(await newLead()), status: "contacted" } }),
    targetId: lastTarget,
  },
  "leads.assign": {
    call: async () => ({ input: { id: remember(await newLead()), assignedTo: owner.id } }),
    targetId: lastTarget,
  },
  "leads.details": {
    call: async () => ({ input: { id: remember(await newLead()), ownerNote: "Call back", nextFollowUpOn: "" } }),
    targetId: lastTarget,
  },
  "leads.contact": {
    call: async () => ({
      input: { id: remember(await newLead()), name: "Ann", phone: "", email: `ann.${tag}@example.test` },
    }),
    targetId: lastTarget,
  },
  "leads.merge": {
    call: async () => ({ input: { id: remember(await newLead()), otherId: await newLead() } }),
    targetId: lastTarget,
  },
  "leads.split": {
    call: async () => ({
      input: {
        id: remember(await newLead({ phone: phoneNumber() })),
        smsMessageIds: [],
        contactRequestIds: [],
        projectCodeIds: [],
        movePhone: true,
        moveEmail: false,
      },
    }),
    targetId: lastTarget,
  },
  "leads.reply": {
    use: "sendEmailReplyAction",
    call: async () => ({
      input: {
        leadId: remember(await newLead({ email: `reply.${tag}@example.test` })),
        subject: "Your portal",
        body: LONG_BODY,
      },
    }),
    secrets: [`TAIL-${tag}`],
    targetId: lastTarget,
  },

  "codes.generate": { call: async () => ({ input: { projectIdea: "A booking portal for dog groomers" } }) },
  "codes.update": {
    call: async () => ({
      input: {
        id: remember((await createProjectCode(db, { draft: "OVERVIEW" })).id),
        status: "contacted",
        contactName: "",
        contactEmail: "",
        contactPhone: "",
        notes: "",
      },
    }),
    targetId: lastTarget,
  },
  "codes.draft": {
    call: async () => ({
      input: { id: remember((await createProjectCode(db, { draft: "OVERVIEW" })).id), projectIdea: "OVERVIEW\nNew" },
    }),
    targetId: lastTarget,
  },
  "codes.delete": {
    call: async () => ({ input: { id: remember((await createProjectCode(db, { draft: "OVERVIEW" })).id) } }),
    targetId: lastTarget,
  },

  "quotes.view": "screen",
  "quotes.create": { call: async () => ({ input: { leadId: await newLead() } }) },
  "quotes.save": {
    call: async () => ({ input: { ...quoteFields, id: remember(await newQuote()) } }),
    targetId: lastTarget,
  },
  "quotes.send": {
    call: async () => {
      const id = remember(await newQuote());
      await saveQuote(db, id, toQuoteDraft(quoteFieldsSchema.parse(quoteFields)), "admin");
      // The lead has no e-mail address: refused before anything is printed or sent.
      return { input: { id, channel: "email" } };
    },
    targetId: lastTarget,
    outcome: "refused",
  },
  "quotes.void": { call: async () => ({ input: { id: remember(await newQuote()) } }), targetId: lastTarget },
  "quotes.terms": { call: async () => ({ input: { terms: "1. Scope." } }) },
  "invoices.view": "screen",
  "invoices.bank-details": { call: async () => ({ input: { details: "IBAN DE00 0000 0000 0000 0000 00" } }) },
  "invoices.record-payment": {
    call: async () => ({ input: { id: remember(await newInvoice()), amount: "20.00", note: "Bank transfer" } }),
    targetId: lastTarget,
  },
  "invoices.create": {
    call: async () => ({
      input: {
        projectId: (await createTestClient(db, `Audit ${tag}`)).projectId,
        currency: "EUR",
        items: quoteFields.items,
        taxPercent: "",
        taxMode: "exclusive",
        dueDate: "2026-07-31",
        notes: "",
      },
    }),
  },
  "invoices.issue": {
    call: async () => ({ input: { id: remember(await newDraftInvoice()) } }),
    targetId: lastTarget,
  },
  "invoices.void": { call: async () => ({ input: { id: remember(await newInvoice()) } }), targetId: lastTarget },
  "invoices.credit": {
    call: async () => ({
      // 10.00 of the invoice's 50.00.
      input: { id: remember(await newInvoice()), items: [{ ...quoteFields.items[0]!, unitPrice: "10" }], notes: "" },
    }),
    targetId: lastTarget,
  },
  "projects.deliver": {
    call: async () => ({ input: { id: remember((await createTestClient(db, `Audit ${tag}`)).projectId) } }),
    targetId: lastTarget,
  },
  "projects.view": "screen",
  "projects.milestone": {
    call: async () => {
      const client = remember((await newProjectClient()).projectId);
      const [milestone] = await db
        .select({ id: projectMilestones.id })
        .from(projectMilestones)
        .where(eq(projectMilestones.projectId, client));
      return { input: { projectId: client, milestoneId: milestone!.id, done: true } };
    },
    targetId: lastTarget,
  },
  "projects.update": {
    use: "addProjectUpdateAction",
    call: async () => ({
      input: { projectId: remember((await newProjectClient()).projectId), body: "Design done", shared: true },
    }),
    targetId: lastTarget,
  },
  "projects.status-pages": {
    call: async () => ({ input: { projectId: remember((await newProjectClient()).projectId), statusPageIds: [] } }),
    targetId: lastTarget,
  },
  "client-links.copy": {
    call: async () => ({ input: { leadId: remember((await newProjectClient()).leadId) } }),
    targetId: lastTarget,
  },
  "client-links.revoke": {
    call: async () => ({ input: { leadId: remember((await newProjectClient()).leadId) } }),
    targetId: lastTarget,
  },
  "client-links.resend": {
    call: async () => ({ input: { leadId: remember((await newProjectClient()).leadId) } }),
    targetId: lastTarget,
  },
  "phones.create": {
    call: async () => ({ input: { phoneNumber: phoneNumber(), ownerName: "Grace", description: "" } }),
  },
  "phones.update": {
    call: async () => ({
      input: { id: remember(await phoneId(await newPhone())), ownerName: "Grace H", description: "" },
    }),
    targetId: lastTarget,
  },
  "phones.activate": {
    call: async () => ({ input: { id: remember(await phoneId(await newPhone())), isActive: false } }),
    targetId: lastTarget,
  },
  "phones.delete": {
    call: async () => ({ input: { id: remember(await phoneId(await newPhone())) } }),
    targetId: lastTarget,
  },

  "portfolio.create": {
    call: async () => ({ input: { title: "Audit project", description: "Built for the audit", technologies: [] } }),
  },
  "portfolio.update": {
    call: async () => ({
      input: {
        id: remember((await newProject()).id),
        title: "Audit project 2",
        description: "Edited",
        technologies: [],
      },
    }),
    targetId: lastTarget,
  },
  "portfolio.visibility": {
    call: async () => ({ input: { id: remember((await newProject()).id), isVisible: true } }),
    targetId: lastTarget,
  },
  "portfolio.delete": {
    call: async () => ({ input: { id: remember((await newProject()).id) } }),
    targetId: lastTarget,
  },
  "portfolio.describe": { call: async () => ({ input: { title: "Audit project", technologies: [] } }) },
  "portfolio.screenshot": { call: async () => ({ input: { url: "https://example.com/" } }) },
  "photos.search": { call: async () => ({ input: { query: "office" } }) },

  "bookings.outcome": {
    // An outcome is recorded once the booking has started.
    call: async () => ({ input: { id: remember(await newBooking("2024-06-03T15:00:00Z")), outcome: "completed" } }),
    targetId: lastTarget,
  },
  "bookings.cancel": {
    call: async () => ({ input: { id: remember(await newBooking()), reason: "The guest asked by phone" } }),
    targetId: lastTarget,
  },
  "bookings.reschedule": {
    call: async () => ({ input: { id: remember(await newBooking()), startAt: "2031-06-02T16:00:00Z" } }),
    targetId: lastTarget,
  },
  "bookings.event-types": {
    call: async () => ({
      input: {
        name: "Audit call",
        slug: `audit-call-${tag}`.toLowerCase(),
        description: "",
        durationMinutes: 30,
        locationKind: "video",
        locationDetail: "https://meet.example.test/audit",
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        minimumNoticeMinutes: 60,
        horizonDays: 30,
        dailyCap: "",
        guestChangeCutoffHours: 24,
        maxGuestReschedules: 2,
        phoneQuestion: "optional",
        asksNotes: true,
        notesRequired: false,
        questions: [{ label: "Company", kind: "text", required: false }],
        isActive: true,
        hostIds: [owner.id],
      },
    }),
  },
  "bookings.send-link": {
    call: async () => ({ input: { leadId: remember(await newLead({ email: `link-${tag}@example.test` })) } }),
    targetId: lastTarget,
  },
  "bookings.feed": {
    call: async () => ({ input: { userId: owner.id, action: "revoke" } }),
    targetId: () => String(owner.id),
  },
  "bookings.hours": {
    call: async () => ({
      input: {
        userId: owner.id,
        timeZone: "Europe/Berlin",
        weekly: ["", "09:00-12:00, 13:00-17:00", "09:00-17:00", "09:00-17:00", "09:00-17:00", "09:00-12:00", ""],
        overrides: "2031-12-24 off",
      },
    }),
    targetId: () => String(owner.id),
  },
  "todos.create": { call: async () => ({ input: todo }) },
  "todos.update": {
    call: async () => ({ input: { ...todo, id: remember((await newTodo()).id) } }),
    targetId: lastTarget,
  },
  "todos.delete": { call: async () => ({ input: { id: remember((await newTodo()).id) } }), targetId: lastTarget },
  "todos.send-digest": { call: async () => ({ input: {} }) },
  "todos.schedule": {
    call: async () => ({
      input: {
        isEnabled: false,
        scheduleDay: "monday",
        scheduleTime: "09:00",
        timeZone: "UTC",
      },
    }),
  },

  "errors.view": { call: async () => ({ method: "GET", path: "/api/admin/error-logs" }) },
  "errors.resolve": {
    call: async () => {
      const [row] = await db
        .insert(errorLogs)
        .values({ severity: "low", errorMessage: `Audit ${tag}` })
        .returning();
      return { method: "PATCH", path: "/api/admin/error-logs/[id]/resolve", params: { id: String(remember(row!.id)) } };
    },
    targetId: lastTarget,
  },
  "errors.test-throw": {
    call: async () => ({ method: "POST", path: "/api/admin/diagnostics/throw" }),
    outcome: "error",
  },
  "fleet-issues.todo": { call: async () => ({ input: { id: remember(await newIssue()) } }), targetId: lastTarget },
  "fleet-issues.resolve": { call: async () => ({ input: { id: remember(await newIssue()) } }), targetId: lastTarget },

  "routing.create-route": {
    call: async () => ({
      input: {
        name: "Audit route",
        description: "",
        pattern: "audit",
        targetType: "email",
        targetValue: "team@example.test",
      },
    }),
  },
  "routing.update-route": {
    call: async () => ({
      input: {
        id: remember((await createSmsRoute(db, route)).id),
        name: "Audit route 2",
        description: "",
        pattern: "audit",
        targetType: "email",
        targetValue: "team@example.test",
      },
    }),
    targetId: lastTarget,
  },
  "routing.delete-route": {
    call: async () => ({ input: { id: remember((await createSmsRoute(db, route)).id) } }),
    targetId: lastTarget,
  },
  "routing.create-number": { call: async () => ({ input: { phoneNumber: phoneNumber(), description: "" } }) },
  "routing.update-number": {
    call: async () => ({
      input: {
        id: remember(
          (await createPhoneNumber(db, phoneNumberConfigSchema.parse({ phoneNumber: phoneNumber(), description: "" })))
            .id,
        ),
        provider: "twilio",
        description: "Second line",
      },
    }),
    targetId: lastTarget,
  },
  "routing.test": { call: async () => ({ method: "POST", path: "/api/sms/test-routing", body: { message: "hello" } }) },
  "sms.test": { call: async () => ({ input: { message: "HELP", phoneNumber: phoneNumber() } }) },
  "sms.saved-replies": {
    use: "createSavedReplyAction",
    call: async () => ({ input: { name: `Audit ${tag}`, body: "Thanks, we will call you back today." } }),
  },
  "sms.opt-out-status": { call: async () => ({ input: { phone: phoneNumber() } }) },
  "sms.media": { call: async () => ({ method: "GET", path: "/api/sms/media/[id]", params: { id: "1" } }) },
  "sms.consent-ledger.export": { call: async () => ({ method: "GET", path: "/api/sms/consent-ledger" }) },
  "email.test": { call: async () => ({ input: { email: `test-${tag}@example.test` } }) },

  "federation.view": { call: async () => ({ method: "GET", path: "/api/csc/status" }) },
  "federation.sync": { use: "POST", call: async () => ({ method: "POST", path: "/api/csc/sync" }) },
  "federation.sites.create": {
    call: async () => ({
      method: "POST",
      path: "/api/csc/sites",
      body: { siteName: `Audit ${tag}`, siteUrl: "https://audit-new.example.com", adminEmail: "" },
    }),
  },
  "federation.sites.update": {
    call: async () => ({
      method: "PATCH",
      path: "/api/csc/sites/[id]",
      params: { id: String(remember((await newSite(false)).id)) },
      body: { description: "Edited" },
    }),
    targetId: lastTarget,
  },
  "federation.sites.delete": {
    call: async () => ({
      method: "DELETE",
      path: "/api/csc/sites/[id]",
      params: { id: String(remember((await newSite(false)).id)) },
    }),
    targetId: lastTarget,
  },
  "federation.broadcast": {
    call: async () => {
      // No site is called: the broadcast reaches active sites only.
      await db.update(federatedSites).set({ isActive: false });
      return {
        method: "POST",
        path: "/api/federated/broadcast-command",
        body: { commandText: "status", description: "" },
      };
    },
  },
  "federation.remote-site-key.set": {
    call: async () => ({ input: { key: SECRET_KEY } }),
    secrets: [SECRET_KEY, SECRET_KEY.slice(-20)],
  },
  "federation.remote-site-key.clear": { call: async () => ({ input: {} }) },
  "uptime.monitor": {
    call: async () => ({ input: { ...monitor, siteId: remember((await newSite(true)).id) } }),
    targetId: lastTarget,
  },
  "uptime.check-now": {
    call: async () => ({ input: { siteId: remember((await newSite(true)).id) } }),
    targetId: lastTarget,
  },

  "alerts.create-channel": {
    call: async () => ({
      input: {
        name: "Hook",
        kind: "webhook",
        target: `https://hooks.example.test/services/${tag}-webhook-secret`,
        enabled: true,
      },
    }),
    secrets: [`${tag}-webhook-secret`],
  },
  "alerts.update-channel": {
    call: async () => ({
      input: {
        id: remember(await newChannel()),
        name: "Phones",
        kind: "ntfy",
        serverUrl: "https://ntfy.example.test",
        topic: `${tag}alertsecret`,
        enabled: true,
      },
    }),
    targetId: lastTarget,
    secrets: [`${tag}alertsecret`],
  },
  "alerts.delete-channel": {
    call: async () => ({ input: { id: remember(await newChannel()) } }),
    targetId: lastTarget,
  },
  "alerts.test-channel": { call: async () => ({ input: { id: remember(await newChannel()) } }), targetId: lastTarget },
  "alerts.rule": { call: async () => ({ input: rule }), targetId: () => "site_down" },
  "status-pages.settings": { call: async () => ({ input: statusPageFields("new") }) },
  "status-pages.layout": {
    call: async () => ({ input: { pageId: remember(await newStatusPage("layout")), groups: [], components: [] } }),
    targetId: lastTarget,
  },
  "status-pages.publish": {
    call: async () => ({ input: { id: remember(await newStatusPage("publish")), published: true } }),
    targetId: lastTarget,
  },
  "status-pages.delete": {
    call: async () => ({ input: { id: remember(await newStatusPage("delete")) } }),
    targetId: lastTarget,
  },
  "status-pages.report": {
    call: async () => ({
      method: "GET",
      path: "/api/admin/status-pages/[id]/reports/[month]",
      params: { id: String(await newStatusPage("report")), month: "2020-01" },
    }),
  },
  "status-subscribers.add-chat": {
    call: async () => ({
      input: {
        pageId: await newStatusPage("chat"),
        kind: "ntfy",
        serverUrl: "https://ntfy.example.test",
        topic: `${tag}chatsecret`,
      },
    }),
    // An ntfy topic is the credential of its messages, though its name says nothing of it.
    secrets: [`${tag}chatsecret`],
  },
  "status-subscribers.remove": {
    call: async () => {
      const pageId = await newStatusPage("subscriber");
      const [subscriber] = await db
        .insert(statusSubscribers)
        .values({ pageId, channel: "email", target: `leaving-${tag}@example.test` })
        .returning();
      return { input: { pageId, id: remember(subscriber!.id) } };
    },
    targetId: lastTarget,
  },
  "status-subscribers.export": {
    call: async () => ({
      method: "GET",
      path: "/api/admin/status-pages/[id]/subscribers/export",
      params: { id: String(remember(await newStatusPage("export"))) },
    }),
    targetId: lastTarget,
  },
  "incidents.create": { call: async () => ({ input: await incidentFields() }) },
  "incidents.update": {
    call: async () => ({
      input: { incidentId: remember(await newIncident()), status: "identified", body: "A bad deploy; rolling back." },
    }),
    targetId: lastTarget,
  },
  "incidents.edit": {
    call: async () => ({
      input: { ...(await incidentFields()), id: remember(await newIncident()), postmortem: "" },
    }),
    targetId: lastTarget,
  },
  "incidents.delete": { call: async () => ({ input: { id: remember(await newIncident()) } }), targetId: lastTarget },
  "maintenance.save": { call: async () => ({ input: await maintenanceFields() }) },
  "maintenance.cancel": {
    call: async () => ({ input: { id: remember(await newMaintenance()) } }),
    targetId: lastTarget,
  },

  "team.view": "screen",
  "team.invite": {
    call: async () => ({ input: { email: `invitee-${tag}@example.test`, role: "staff" } }),
    targetId: () => lastInvitationId(`invitee-${tag}@example.test`),
  },
  "team.invitation.resend": {
    call: async () => ({ input: { id: remember(await newInvitation("resend")) } }),
    targetId: lastTarget,
  },
  "team.invitation.revoke": {
    call: async () => ({ input: { id: remember(await newInvitation("revoke")) } }),
    targetId: lastTarget,
  },
  "team.role": {
    call: async () => ({ input: { id: remember(await newMember()), role: "staff" } }),
    targetId: lastTarget,
  },
  "team.active": {
    call: async () => ({ input: { id: remember(await newMember()), isActive: false } }),
    targetId: lastTarget,
  },
  "team.sign-out": { call: async () => ({ input: { id: remember(await newMember()) } }), targetId: lastTarget },

  "audit.view": "screen",
  "audit.export": { call: async () => ({ method: "GET", path: "/api/admin/audit-log/export?action=team.role" }) },

  "settings.public-site": {
    use: "updateSettingAction",
    call: async () => ({ input: { key: "show-project-idea", value: "true" } }),
    targetId: () => "show-project-idea",
  },
};

async function phoneId(number: string): Promise<number> {
  return (
    await db.select({ id: authorizedPhones.id }).from(authorizedPhones).where(eq(authorizedPhones.phoneNumber, number))
  )[0]!.id;
}

async function newIssue(): Promise<number> {
  const site = await newSite(false);
  const message = `TypeError: audit ${randomBytes(4).toString("hex")}`;
  await db.transaction((tx) =>
    ingestErrors(
      tx,
      [
        {
          siteId: site.id,
          errors: [
            {
              errorMessage: message,
              stackTrace: null,
              severity: "high",
              errorType: null,
              isResolved: false,
              createdAt: new Date(),
            },
          ],
        },
      ],
      new Date(),
    ),
  );
  return (await db.select({ id: fleetIssues.id }).from(fleetIssues).where(eq(fleetIssues.message, message)))[0]!.id;
}

/** An open invitation of a fresh address; the plain token is not needed here. */
async function newInvitation(label: string): Promise<number> {
  return (await inviteMember(db, { email: `${label}-${tag}@example.test`, role: "viewer" }, owner)).id;
}

async function lastInvitationId(email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: userInvitations.id })
    .from(userInvitations)
    .where(eq(userInvitations.email, email));
  return row ? String(row.id) : null;
}

async function newMember(): Promise<number> {
  const member = await createTestUser(db, "audit-member", "viewer");
  created.push(member);
  return member.id;
}

const newChannel = () =>
  createChannel(db, { name: "Inbox", kind: "email", target: `inbox-${tag}@example.test`, enabled: true });

const entries = await loadEntryPoints();

/** The entry point a fixture calls for `key`. */
function entryFor(key: PermissionKey, use: string | undefined): EntryPoint {
  const candidates = entries.filter((e) => e.guard === key).sort((a, b) => a.name.localeCompare(b.name));
  const entry = use ? candidates.find((e) => e.name.endsWith(`#${use}`)) : candidates[0];
  if (!entry) throw new Error(`No action or route is guarded by ${key}${use ? ` as ${use}` : ""}`);
  return entry;
}

async function invoke(entry: EntryPoint, call: Call): Promise<void> {
  if ("input" in call) {
    await (entry.handler as (input: unknown) => Promise<unknown>)(call.input);
    return;
  }
  const query = call.path.includes("?") ? call.path.slice(call.path.indexOf("?")) : "";
  const headers = { ...CLIENT, ...(call.body === undefined ? {} : { "content-type": "application/json" }) };
  const request = new Request(`http://localhost${entry.urlPath}${query}`, {
    method: call.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    signal: AbortSignal.abort(),
  });
  const response = await (entry.handler as (request: Request, context: unknown) => Promise<Response>)(request, {
    params: Promise.resolve(call.params ?? {}),
  }).catch(() => null);
  await response?.body?.cancel();
}

const rowsOf = (key: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, owner.id), eq(auditLog.action, key)));

beforeAll(async () => {
  owner = await createTestUser(db, `audit-owner`, "owner");
  created.push(owner);
  signedIn = await sessionUserOf(db, owner, "audit");
});

afterAll(async () => {
  signedIn = null;
  await deleteTestUsers(db, created);
});

describe("every key of the permission table", () => {
  it.each(PERMISSION_KEYS)("%s leaves exactly the audit rows its kind asks for, without secrets", async (key) => {
    const fixture = FIXTURES[key];
    if (fixture === "screen") {
      expect(permissionOf(key).kind).toBe("read");
      expect(ADMIN_SCREENS.filter((screen) => screen.permission === key)).toHaveLength(1);
      return;
    }
    lastId = null;
    const entry = entryFor(key, fixture.use);
    const call = await fixture.call();
    await invoke(entry, call);
    const rows: AuditLogRow[] = await rowsOf(key);
    if (permissionOf(key).kind === "read") {
      expect(rows).toEqual([]);
      return;
    }
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      action: key,
      actorUsername: owner.username,
      outcome: fixture.outcome ?? "ok",
      ipAddress: "198.51.100.62",
      userAgent: "audit-by-construction",
      targetType: permissionOf(key).target?.type ?? null,
    });
    if (fixture.targetId) expect(row!.targetId).toBe(await fixture.targetId());
    const stored = JSON.stringify(row);
    for (const secret of [owner.password, ...(fixture.secrets ?? [])]) expect(stored).not.toContain(secret);
  });
});

describe("the audit row and its change", () => {
  const titled = (title: string) => db.select().from(todoItems).where(eq(todoItems.title, title));
  const lastRow = async () =>
    (await db.select().from(auditLog).where(eq(auditLog.actorId, owner.id)).orderBy(desc(auditLog.id)).limit(1))[0];

  it("commits a done change with its row, which names the created row and the submitted fields", async () => {
    const title = `Done ${tag}`;
    expect(
      await adminAction("todos.create", todoSchema, (input) => createTodo(db, input))({ ...todo, title }),
    ).toMatchObject({ ok: true });
    const [stored] = await titled(title);
    expect(await lastRow()).toMatchObject({
      action: "todos.create",
      outcome: "ok",
      targetId: String(stored!.id),
      changes: expect.objectContaining({ title }),
    });
  });

  it("rolls a failed change back and records the failure on its own", async () => {
    const title = `Failed ${tag}`;
    const failing = adminAction("todos.create", todoSchema, async (input) => {
      await createTodo(db, input);
      throw new TypeError(`audit test failure ${tag}`);
    });
    expect(await failing({ ...todo, title })).toMatchObject({ ok: false, code: "internal" });
    expect(await titled(title)).toEqual([]);
    expect(await lastRow()).toMatchObject({ action: "todos.create", outcome: "error", reason: "internal" });
  });

  it("keeps what a refused change wrote before refusing, as without the audit, and records the refusal with it", async () => {
    const title = `Refused ${tag}`;
    const refusing = adminAction("todos.create", todoSchema, async (input) => {
      await createTodo(db, input);
      throw new AppError("conflict", "Already planned");
    });
    expect(await refusing({ ...todo, title })).toMatchObject({ ok: false, code: "conflict" });
    expect(await titled(title)).toHaveLength(1);
    expect(await lastRow()).toMatchObject({ action: "todos.create", outcome: "refused", reason: "conflict" });
  });

  it("records input its rules refuse as refused, naming the reason and nothing it was sent", async () => {
    const entry = entryFor("codes.generate", undefined);
    const answer = (await (entry.handler as (input: unknown) => Promise<{ code?: string }>)({
      projectIdea: "short",
    })) as { code?: string };
    expect(answer.code).toBe("invalid");
    expect(await lastRow()).toMatchObject({
      action: "codes.generate",
      outcome: "refused",
      reason: "invalid",
      changes: null,
    });
  });

  it("names the row a refused role tried to change, and keeps no id it could not trust", async () => {
    const viewer = await createTestUser(db, "audit-viewer", "viewer");
    created.push(viewer);
    const ownerSession = signedIn;
    signedIn = await sessionUserOf(db, viewer, "audit");
    try {
      const entry = entryFor("codes.draft", undefined);
      const call = entry.handler as (input: unknown) => Promise<{ code?: string }>;
      expect(await call({ id: 4242, projectIdea: "x" })).toMatchObject({ code: "forbidden" });
      expect(await call({ id: "4242; drop table", projectIdea: "x" })).toMatchObject({ code: "forbidden" });
    } finally {
      signedIn = ownerSession;
    }
    const rows = await db.select().from(auditLog).where(eq(auditLog.actorId, viewer.id)).orderBy(auditLog.id);
    expect(rows.map((r) => [r.outcome, r.reason, r.targetType, r.targetId])).toEqual([
      ["refused", "forbidden", "project-code", "4242"],
      ["refused", "forbidden", "project-code", null],
    ]);
  });

  it("is append-only: the database refuses to update or delete a row", async () => {
    await expect(db.execute(sql`update audit_log set outcome = 'ok' where actor_id = ${owner.id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log where actor_id = ${owner.id}`)).rejects.toThrow();
    expect(await lastRow()).toBeDefined();
  });

  it("keeps a message body's opening words only", async () => {
    const [row] = await rowsOf("leads.reply");
    const body = (row!.changes as { body: string }).body;
    expect(body).toBe(`${LONG_BODY.slice(0, TEXT_GRAPHEMES)}…`);
  });
});
