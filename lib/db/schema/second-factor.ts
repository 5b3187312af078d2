/**
 * Second factors (docs/decisions/auth-and-roles.md "Second factor"): an authenticator (TOTP, RFC 6238), single-use
 * recovery codes, passkeys (WebAuthn), the one-time WebAuthn challenges, the sign-ins waiting for their
 * second step, and the owner's policy requiring a factor of everyone.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { at, createdAt } from "./columns";
import { users } from "./auth";

/**
 * One authenticator per user. `secret` is the base32 secret sealed with AES-256-GCM; it is never shown
 * again after enrolment. `confirmed_at` is null until the user typed one code from it. `last_used_step`
 * is the RFC 6238 time step of the last accepted code: a code of that step or earlier is refused (replay).
 */
export const totpCredentials = pgTable("totp_credentials", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: at("confirmed_at"),
  lastUsedStep: bigint("last_used_step", { mode: "number" }).notNull().default(0),
  createdAt: createdAt(),
});

/** Ten per user, shown once: only the SHA-256 of each (high-entropy) code is stored. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: varchar("code_hash", { length: 64 }).notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId, t.codeHash)],
);

/** A user's passkeys (WebAuthn credentials), several per user, each with a name the user chose. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credential ID, base64url (WebAuthn `id`). */
    credentialId: varchar("credential_id", { length: 1366 }).notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter (WebAuthn §6.1.1); 0 for authenticators that keep none. */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>(),
    name: varchar("name", { length: 60 }).notNull(),
    backedUp: boolean("backed_up").notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: at("last_used_at"),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);

/** What a WebAuthn challenge was issued for. */
export const WEBAUTHN_PURPOSES = ["register", "second-factor", "passkey-sign-in"] as const;
export type WebauthnPurpose = (typeof WEBAUTHN_PURPOSES)[number];

/** Challenges issued to browsers, single use, expiring after five minutes. */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    challenge: varchar("challenge", { length: 128 }).primaryKey(),
    /** The user it was issued to; null for a passkey-only sign-in, which learns the user from the passkey. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    purpose: varchar("purpose", { length: 16 }).$type<WebauthnPurpose>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("webauthn_challenges_purpose_check", sql`${t.purpose} in ('register', 'second-factor', 'passkey-sign-in')`),
    index("webauthn_challenges_expires_idx").on(t.expiresAt),
  ],
);

/**
 * A sign-in whose password passed and whose second factor has not yet: the SHA-256 of the token the
 * browser holds for the second step, valid five minutes, used once. No session exists until it passes.
 */
export const pendingSignIns = pgTable(
  "pending_sign_ins",
  {
    tokenHash: varchar("token_hash", { length: 64 }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("pending_sign_ins_expires_idx").on(t.expiresAt)],
);

/** The owner's security policy: one row (id 1). */
export const securityPolicy = pgTable(
  "security_policy",
  {
    id: integer("id").primaryKey().default(1),
    /** Every user must have a second factor; one without enrols before reaching any screen. */
    requireSecondFactor: boolean("require_second_factor").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("security_policy_single_row", sql`${t.id} = 1`)],
);

export type TotpCredential = typeof totpCredentials.$inferSelect;
export type Passkey = typeof passkeys.$inferSelect;
