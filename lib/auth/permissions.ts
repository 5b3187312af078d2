/**
 * The one permission table (docs/decisions/auth-and-roles.md "Roles"): every server action (`adminAction`, lib/action.ts)
 * and every admin route handler (`withAdmin`, lib/auth/route.ts) names a key of `PERMISSIONS`, and the
 * wrappers read the roles allowed from here before they parse any input. `PermissionKey` is the table's
 * keys, so a wrapper naming a key that is not in the table fails the type check (and the build);
 * tests/integration/permission-sweep.test.ts fails when an action or admin route is not wrapped at all.
 *
 * Kinds: a `change` is audited (one `audit_log` row in the change's own transaction, lib/audit/); an
 * `export` hands personal data out and is audited too; a `read` only shows what the screens show.
 * Pure data, shared by the server and the screens (which hide what a role cannot do; the server is the rule).
 */
import { USER_ROLES, type UserRole } from "@/lib/db/schema/auth";

/** How a permission is recorded: `change` and `export` write an audit row, `read` does not. */
export type PermissionKind = "change" | "export" | "read";

/**
 * Where an audited call's target row id comes from: a field of the action's parsed input or answer, or
 * of the route's path (`params`); `actor` for an action on the caller's own account.
 */
export interface PermissionTarget {
  /** The kind of row, as /audit-log filters it (`lead`, `site`, `user`…). */
  type: string;
  /** The field holding its id; `id` unless named. */
  idField?: string;
}

/** One row of the table. */
export interface Permission {
  /** What the permission allows, in a few words, for /audit-log and the Team screen. */
  label: string;
  roles: readonly UserRole[];
  kind: PermissionKind;
  target?: PermissionTarget;
  /**
   * Open to a user without a second factor while the owner requires one: the enrolment's own steps.
   * Every other permission refuses that user (lib/auth/caller-refusal.ts).
   */
  beforeSecondFactor?: boolean;
}

const EVERYONE = USER_ROLES;
const STAFF: readonly UserRole[] = ["owner", "staff"];
const OWNER: readonly UserRole[] = ["owner"];

/** Every action's and admin route's permission, by key (`<domain>.<what>`). */
export const PERMISSIONS = {
  // The signed-in user's own account: every role keeps its own profile, password and e-mail choices.
  "account.view": { label: "Read own account", roles: EVERYONE, kind: "read" },
  "account.profile": {
    label: "Edit own profile",
    roles: EVERYONE,
    kind: "change",
    target: { type: "user", idField: "actor" },
  },
  "account.password": {
    label: "Change own password",
    roles: EVERYONE,
    kind: "change",
    target: { type: "user", idField: "actor" },
  },
  "account.error-emails": {
    label: "Turn own error e-mails on or off",
    roles: EVERYONE,
    kind: "change",
    target: { type: "user", idField: "actor" },
  },
  "account.notifications": {
    label: "Turn own alert e-mails or weekly digest on or off",
    roles: EVERYONE,
    kind: "change",
    target: { type: "user", idField: "actor" },
  },
  "account.authenticator": {
    label: "Add or remove own authenticator app",
    roles: EVERYONE,
    kind: "change",
    target: { type: "user", idField: "actor" },
    beforeSecondFactor: true,
  },
  "account.passkeys": {
    label: "Add, rename or remove own passkeys",
    roles: EVERYONE,
    kind: "change",
    target: { type: "user", idField: "actor" },
    beforeSecondFactor: true,
  },
  "account.recovery-codes": {
    label: "Make new recovery codes",
    roles: EVERYONE,
    kind: "change",
    target: { type: "user", idField: "actor" },
  },
  "account.sessions": {
    label: "Sign out own sessions",
    roles: EVERYONE,
    kind: "change",
    target: { type: "user", idField: "actor" },
  },
  "security.policy": { label: "Require a second factor of everyone", roles: OWNER, kind: "change" },
  "security.reset-second-factor": {
    label: "Reset a user's second factor",
    roles: OWNER,
    kind: "change",
    target: { type: "user", idField: "userId" },
  },

  "live.subscribe": { label: "Follow live updates", roles: EVERYONE, kind: "read" },

  "leads.status": { label: "Change a lead's status", roles: STAFF, kind: "change", target: { type: "lead" } },
  "leads.assign": { label: "Assign a lead to a team member", roles: STAFF, kind: "change", target: { type: "lead" } },
  "leads.details": {
    label: "Edit a lead's note and follow-up",
    roles: STAFF,
    kind: "change",
    target: { type: "lead" },
  },
  "leads.contact": { label: "Edit a lead's contact details", roles: STAFF, kind: "change", target: { type: "lead" } },
  "leads.merge": { label: "Merge two leads", roles: STAFF, kind: "change", target: { type: "lead" } },
  "leads.split": { label: "Split a lead", roles: STAFF, kind: "change", target: { type: "lead" } },
  "leads.reply": {
    label: "Reply to a lead",
    roles: STAFF,
    kind: "change",
    target: { type: "lead", idField: "leadId" },
  },

  "codes.generate": {
    label: "Generate a project code",
    roles: STAFF,
    kind: "change",
    target: { type: "project-code" },
  },
  "codes.update": { label: "Edit a project code", roles: STAFF, kind: "change", target: { type: "project-code" } },
  "codes.draft": {
    label: "Edit a project code's draft",
    roles: STAFF,
    kind: "change",
    target: { type: "project-code" },
  },
  "codes.delete": { label: "Delete a project code", roles: STAFF, kind: "change", target: { type: "project-code" } },

  "quotes.view": { label: "Read quotes and their evidence", roles: EVERYONE, kind: "read" },
  "quotes.create": {
    label: "Draft a quote for a lead",
    roles: STAFF,
    kind: "change",
    target: { type: "quote" },
  },
  "quotes.save": {
    label: "Edit a quote (a sent one gets a new version)",
    roles: STAFF,
    kind: "change",
    target: { type: "quote" },
  },
  "quotes.send": { label: "Send a quote to its client", roles: STAFF, kind: "change", target: { type: "quote" } },
  "quotes.void": { label: "Void a quote and its links", roles: STAFF, kind: "change", target: { type: "quote" } },
  "quotes.terms": { label: "Change the quotes' terms template", roles: STAFF, kind: "change" },

  "invoices.view": { label: "Read invoices and their payments", roles: EVERYONE, kind: "read" },
  "invoices.bank-details": {
    label: "Change the bank-transfer details invoices show",
    roles: STAFF,
    kind: "change",
  },
  "invoices.record-payment": {
    label: "Record a payment received by hand (bank transfer)",
    roles: STAFF,
    kind: "change",
    target: { type: "invoice" },
  },
  "invoices.create": {
    label: "Draft an invoice for a project",
    roles: STAFF,
    kind: "change",
    target: { type: "invoice" },
  },
  "invoices.issue": {
    label: "Issue a draft invoice (number it and e-mail it)",
    roles: STAFF,
    kind: "change",
    target: { type: "invoice" },
  },
  "invoices.void": { label: "Void an issued invoice", roles: STAFF, kind: "change", target: { type: "invoice" } },
  "invoices.credit": {
    label: "Issue a credit note against an invoice",
    roles: STAFF,
    kind: "change",
    target: { type: "invoice" },
  },
  "projects.deliver": {
    label: "Mark a project delivered (issues its final invoice)",
    roles: STAFF,
    kind: "change",
    target: { type: "project" },
  },

  "projects.view": { label: "Read projects and their updates", roles: EVERYONE, kind: "read" },
  "projects.milestone": {
    label: "Mark a project's milestone done or not done",
    roles: STAFF,
    kind: "change",
    target: { type: "project", idField: "projectId" },
  },
  "projects.update": {
    label: "Write a project update, or share it with the client",
    roles: STAFF,
    kind: "change",
    target: { type: "project", idField: "projectId" },
  },
  "projects.status-pages": {
    label: "Choose the status pages a project's client sees",
    roles: STAFF,
    kind: "change",
    target: { type: "project", idField: "projectId" },
  },
  "client-links.copy": {
    label: "Make a link to a client's page",
    roles: STAFF,
    kind: "change",
    target: { type: "lead", idField: "leadId" },
  },
  "client-links.revoke": {
    label: "Revoke every link to a client's page",
    roles: STAFF,
    kind: "change",
    target: { type: "lead", idField: "leadId" },
  },
  "client-links.resend": {
    label: "E-mail a client a new link to their page",
    roles: STAFF,
    kind: "change",
    target: { type: "lead", idField: "leadId" },
  },

  "phones.create": { label: "Authorize a phone", roles: STAFF, kind: "change", target: { type: "authorized-phone" } },
  "phones.update": {
    label: "Edit an authorized phone",
    roles: STAFF,
    kind: "change",
    target: { type: "authorized-phone" },
  },
  "phones.activate": {
    label: "Turn an authorized phone on or off",
    roles: STAFF,
    kind: "change",
    target: { type: "authorized-phone" },
  },
  "phones.delete": {
    label: "Remove an authorized phone",
    roles: STAFF,
    kind: "change",
    target: { type: "authorized-phone" },
  },

  "portfolio.create": {
    label: "Add a portfolio project",
    roles: STAFF,
    kind: "change",
    target: { type: "portfolio-project" },
  },
  "portfolio.update": {
    label: "Edit a portfolio project",
    roles: STAFF,
    kind: "change",
    target: { type: "portfolio-project" },
  },
  "portfolio.visibility": {
    label: "Show or hide a portfolio project",
    roles: STAFF,
    kind: "change",
    target: { type: "portfolio-project" },
  },
  "portfolio.delete": {
    label: "Delete a portfolio project",
    roles: STAFF,
    kind: "change",
    target: { type: "portfolio-project" },
  },
  "portfolio.describe": { label: "Draft a project description with AI", roles: STAFF, kind: "read" },
  "portfolio.screenshot": {
    label: "Capture a project screenshot",
    roles: STAFF,
    kind: "change",
    target: { type: "screenshot" },
  },
  "photos.search": { label: "Search the photo library", roles: EVERYONE, kind: "read" },

  // Bookings (docs/decisions/bookings.md "Bookings"): every role reads /bookings; staff run the week and its settings.
  "bookings.outcome": {
    label: "Record a booking's outcome",
    roles: STAFF,
    kind: "change",
    target: { type: "booking" },
  },
  "bookings.cancel": { label: "Cancel a booking", roles: STAFF, kind: "change", target: { type: "booking" } },
  "bookings.reschedule": {
    label: "Move a booking to another time",
    roles: STAFF,
    kind: "change",
    target: { type: "booking" },
  },
  "bookings.event-types": {
    label: "Edit a booking event type",
    roles: STAFF,
    kind: "change",
    target: { type: "booking-event-type" },
  },
  "bookings.send-link": {
    label: "Send a lead the booking link",
    roles: STAFF,
    kind: "change",
    target: { type: "lead", idField: "leadId" },
  },
  "bookings.feed": {
    label: "Renew or revoke a host's calendar feed",
    roles: STAFF,
    kind: "change",
    target: { type: "user", idField: "userId" },
  },
  "bookings.hours": {
    label: "Edit a host's booking hours",
    roles: STAFF,
    kind: "change",
    target: { type: "user", idField: "userId" },
  },
  "todos.create": { label: "Add a TODO", roles: STAFF, kind: "change", target: { type: "todo" } },
  "todos.update": { label: "Edit a TODO", roles: STAFF, kind: "change", target: { type: "todo" } },
  "todos.delete": { label: "Delete a TODO", roles: STAFF, kind: "change", target: { type: "todo" } },
  "todos.send-digest": { label: "Send the weekly TODO e-mail now", roles: STAFF, kind: "change" },
  "todos.schedule": { label: "Change the weekly e-mail schedule", roles: OWNER, kind: "change" },

  "errors.view": { label: "Read the error log", roles: EVERYONE, kind: "read" },
  "errors.resolve": { label: "Resolve an error", roles: STAFF, kind: "change", target: { type: "error-log" } },
  "errors.test-throw": { label: "Throw a test error", roles: STAFF, kind: "change" },
  "fleet-issues.todo": {
    label: "Make a TODO of a fleet issue",
    roles: STAFF,
    kind: "change",
    target: { type: "fleet-issue" },
  },
  "fleet-issues.resolve": {
    label: "Resolve a fleet issue",
    roles: STAFF,
    kind: "change",
    target: { type: "fleet-issue" },
  },

  "routing.create-route": { label: "Add an SMS route", roles: STAFF, kind: "change", target: { type: "sms-route" } },
  "routing.update-route": { label: "Edit an SMS route", roles: STAFF, kind: "change", target: { type: "sms-route" } },
  "routing.delete-route": { label: "Delete an SMS route", roles: STAFF, kind: "change", target: { type: "sms-route" } },
  "routing.create-number": {
    label: "Add a phone number",
    roles: STAFF,
    kind: "change",
    target: { type: "phone-number" },
  },
  "routing.update-number": {
    label: "Edit a phone number",
    roles: STAFF,
    kind: "change",
    target: { type: "phone-number" },
  },
  "routing.test": { label: "Test which route a message takes", roles: EVERYONE, kind: "read" },
  "sms.test": { label: "Send a test SMS through the pipeline", roles: STAFF, kind: "change" },
  "sms.saved-replies": {
    label: "Add, edit or delete a saved reply",
    roles: STAFF,
    kind: "change",
    target: { type: "saved-reply" },
  },
  "sms.opt-out-status": { label: "Check whether a number opted out", roles: EVERYONE, kind: "read" },
  "sms.media": { label: "Open a photo or file a lead texted", roles: EVERYONE, kind: "read" },
  "sms.consent-ledger.export": { label: "Export the consent ledger", roles: OWNER, kind: "export" },
  "email.test": { label: "Send a test e-mail", roles: STAFF, kind: "change" },

  "federation.view": { label: "Read the hub's sites and data", roles: EVERYONE, kind: "read" },
  "federation.sync": { label: "Sync remote sites", roles: STAFF, kind: "change", target: { type: "site" } },
  "federation.sites.create": {
    label: "Register a remote site",
    roles: OWNER,
    kind: "change",
    target: { type: "site" },
  },
  "federation.sites.update": {
    label: "Edit, pause or resume a remote site",
    roles: OWNER,
    kind: "change",
    target: { type: "site" },
  },
  "federation.sites.delete": { label: "Remove a remote site", roles: OWNER, kind: "change", target: { type: "site" } },
  "federation.broadcast": { label: "Broadcast a command to every site", roles: OWNER, kind: "change" },
  "federation.remote-site-key.set": { label: "Store this site's remote-site key", roles: OWNER, kind: "change" },
  "federation.remote-site-key.clear": { label: "Forget this site's remote-site key", roles: OWNER, kind: "change" },
  "uptime.monitor": {
    label: "Change a site's monitor",
    roles: STAFF,
    kind: "change",
    target: { type: "site", idField: "siteId" },
  },
  "uptime.check-now": {
    label: "Check a site now",
    roles: STAFF,
    kind: "change",
    target: { type: "site", idField: "siteId" },
  },

  "alerts.create-channel": {
    label: "Add an alert channel",
    roles: OWNER,
    kind: "change",
    target: { type: "alert-channel" },
  },
  "alerts.update-channel": {
    label: "Edit an alert channel",
    roles: OWNER,
    kind: "change",
    target: { type: "alert-channel" },
  },
  "alerts.delete-channel": {
    label: "Delete an alert channel",
    roles: OWNER,
    kind: "change",
    target: { type: "alert-channel" },
  },
  "alerts.test-channel": {
    label: "Send a test alert",
    roles: OWNER,
    kind: "change",
    target: { type: "alert-channel" },
  },
  "status-pages.settings": {
    label: "Add a status page or change its name, address or host",
    roles: STAFF,
    kind: "change",
    target: { type: "status-page" },
  },
  "status-pages.layout": {
    label: "Change a status page's components",
    roles: STAFF,
    kind: "change",
    target: { type: "status-page", idField: "pageId" },
  },
  "status-pages.publish": {
    label: "Publish a status page, or take it back to a draft",
    roles: STAFF,
    kind: "change",
    target: { type: "status-page" },
  },
  "status-pages.delete": {
    label: "Delete a status page and its subscribers",
    roles: OWNER,
    kind: "change",
    target: { type: "status-page" },
  },
  "status-pages.report": { label: "Download a status page's monthly report", roles: EVERYONE, kind: "read" },
  "status-subscribers.add-chat": {
    label: "Post a status page's notices to a chat app",
    roles: STAFF,
    kind: "change",
    target: { type: "status-subscriber" },
  },
  "status-subscribers.remove": {
    label: "Remove a status page's subscriber",
    roles: STAFF,
    kind: "change",
    target: { type: "status-subscriber" },
  },
  "status-subscribers.export": {
    label: "Export a status page's subscribers",
    roles: OWNER,
    kind: "export",
    target: { type: "status-page" },
  },
  "incidents.create": {
    label: "Open an incident",
    roles: STAFF,
    kind: "change",
    target: { type: "incident", idField: "incidentId" },
  },
  "incidents.update": {
    label: "Post an incident update",
    roles: STAFF,
    kind: "change",
    target: { type: "incident", idField: "incidentId" },
  },
  "incidents.edit": { label: "Edit an incident", roles: STAFF, kind: "change", target: { type: "incident" } },
  "incidents.delete": { label: "Delete an incident", roles: STAFF, kind: "change", target: { type: "incident" } },
  "maintenance.save": {
    label: "Schedule or change maintenance",
    roles: STAFF,
    kind: "change",
    target: { type: "maintenance", idField: "maintenanceId" },
  },
  "maintenance.cancel": { label: "Cancel maintenance", roles: STAFF, kind: "change", target: { type: "maintenance" } },

  "alerts.rule": {
    label: "Change an alert rule",
    roles: OWNER,
    kind: "change",
    target: { type: "alert-rule", idField: "kind" },
  },

  "team.view": { label: "Open the Team screen", roles: OWNER, kind: "read" },
  "team.invite": { label: "Invite a team member", roles: OWNER, kind: "change", target: { type: "invitation" } },
  "team.invitation.resend": {
    label: "Send an invitation again",
    roles: OWNER,
    kind: "change",
    target: { type: "invitation" },
  },
  "team.invitation.revoke": {
    label: "Revoke an invitation",
    roles: OWNER,
    kind: "change",
    target: { type: "invitation" },
  },
  "team.role": { label: "Change a team member's role", roles: OWNER, kind: "change", target: { type: "user" } },
  "team.active": {
    label: "Deactivate or reactivate a team member",
    roles: OWNER,
    kind: "change",
    target: { type: "user" },
  },
  "team.sign-out": {
    label: "Sign a team member out everywhere",
    roles: OWNER,
    kind: "change",
    target: { type: "user" },
  },

  "audit.view": { label: "Read the audit log", roles: OWNER, kind: "read" },
  "audit.export": { label: "Export the audit log", roles: OWNER, kind: "export" },

  "settings.public-site": {
    label: "Change a public site setting",
    roles: OWNER,
    kind: "change",
    target: { type: "setting", idField: "key" },
  },
} as const satisfies Record<string, Permission>;

/** A key of the permission table; a wrapper naming anything else does not compile. */
export type PermissionKey = keyof typeof PERMISSIONS;

/** Every key, in the table's order. */
export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as PermissionKey[];

/** The table's row for `key` (typed as the general shape, whatever literal types the table holds). */
export function permissionOf(key: PermissionKey): Permission {
  return PERMISSIONS[key];
}

/** What a refused caller is told (code `forbidden`, HTTP 403). */
export const FORBIDDEN_MESSAGE = "Your role does not allow this.";

/** Whether `role` may run what `key` names. */
export function roleMay(role: UserRole, key: PermissionKey): boolean {
  return permissionOf(key).roles.includes(role);
}
