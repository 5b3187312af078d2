/** Users, their revocable sessions, password-reset tokens and login throttling (spec: docs/spec/operator-console.md §3). */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, json, pgTable, serial, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { at, createdAt, updatedAt } from "./columns";

/**
 * What a user may do in the console (docs/decisions/auth-and-roles.md "Roles"): `owner` everything, `staff` the daily
 * work, `viewer` every screen and no change. lib/auth/permissions.ts says which role may run what.
 */
export const USER_ROLES = ["owner", "staff", "viewer"] as const;
export type UserRole = (typeof USER_ROLES)[number];

const usersColumns = {
  id: serial("id").primaryKey(),
  username: varchar("username", { length: 50 }).notNull().unique(),
  email: varchar("email", { length: 255 }).notNull().unique(),
  password: text("password").notNull(),
  firstName: varchar("first_name", { length: 100 }),
  lastName: varchar("last_name", { length: 100 }),
  phoneNumber: varchar("phone_number", { length: 20 }),
  isActive: boolean("is_active").notNull().default(true),
  /** New rows are viewers until someone chooses more; the migration made every earlier user an owner. */
  role: varchar("role", { length: 10 }).$type<UserRole>().notNull().default("viewer"),
  /**
   * Whether sign-in asks this user for a second factor: a confirmed authenticator or at least one passkey.
   * Kept by lib/second-factor/factor-flag.ts in the same transaction as every factor change; the Team
   * screen reads it as "second factor on/off".
   */
  secondFactorEnabled: boolean("second_factor_enabled").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
};

export const users = pgTable("users", usersColumns, (t) => [
  check("users_role_check", sql`${t.role} in ('owner', 'staff', 'viewer')`),
]);

const sessionsColumns = {
  sid: varchar("sid", { length: 64 }).primaryKey(),
  id: serial("id").notNull(),
  sess: json("sess").$type<{ userId: number; userAgent?: string }>().notNull(),
  expire: timestamp("expire", { withTimezone: true, precision: 6 }).notNull(),
  userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  ipAddress: varchar("ip_address", { length: 45 }),
  createdAt: createdAt(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Session store in the connect-pg-simple shape; `sess` holds `{ userId }`. A missing or expired row means
 * signed out. `user_id`, the address and the times feed /account's list of sessions; `last_seen_at` moves
 * at most once a minute (lib/auth/sessions.ts). `id` only orders that list's pages: the session is its `sid`.
 */
export const sessions = pgTable("sessions", sessionsColumns, (t) => [
  index("sessions_expire_idx").on(t.expire),
  index("sessions_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
]);

/** Only the SHA-256 of the token is stored in `token`; the plain token travels once, in the e-mail. */
export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  token: varchar("token", { length: 128 }).notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  usedAt: at("used_at"),
});

/** Fixed-window counters for rate limits (login, contact, redeem); shared by every instance through the database. */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  count: integer("count").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each user's notification choices (docs/decisions/auth-and-roles.md "Per-person notifications"): critical-error e-mails
 * (on unless turned off, the spec's default), alert e-mails and the weekly digest (off until chosen, so a
 * fresh install keeps sending them to the configured address). `notificationRecipients` (lib/account/notification-settings.ts) reads them.
 */
export const adminSettings = pgTable("admin_settings", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  errorEmailEnabled: boolean("error_email_enabled").notNull().default(true),
  alertEmailEnabled: boolean("alert_email_enabled").notNull().default(false),
  digestEmailEnabled: boolean("digest_email_enabled").notNull().default(false),
  updatedAt: updatedAt(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
