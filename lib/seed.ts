/**
 * Idempotent seed, run before every `npm run dev` and `npm start`: the admin user, default site
 * settings, the e-mail scheduler row, the shared number (`TWILIO_PHONE_NUMBER`) in
 * `phone_number_config` and the "Free consultation" event type hosted by the admin. Existing rows are
 * never overwritten. It fills several domains' tables, so it sits with the composition root above them
 * (docs/architecture.md "Layers inside lib"), not in lib/db.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import type { Env } from "@/lib/env";
import type { Database } from "@/lib/db";
import { bumpRoutingVersion } from "@/lib/sms-intake/routing/routing-table-cache";
import { normalizePhoneNumber } from "@/lib/format/phone";
import { seedFreeConsultation } from "@/lib/bookings/seed-free-consultation";
import { emailScheduler, phoneNumberConfig, siteSettings, users } from "@/lib/db/schema";
import { DEFAULT_SETTINGS } from "@/lib/settings/default-settings";

/** The admin credentials the seed ensured; `generated` when the password was made up for development. */
export interface SeededAdmin {
  username: string;
  password?: string;
  generated: boolean;
  created: boolean;
}

/**
 * Where the admin comes from: ADMIN_USERNAME/ADMIN_PASSWORD when set; otherwise, outside production,
 * user `admin` with a random password generated once and kept in `<DATA_DIR>/admin-credentials.json`.
 */
function adminCredentials(env: Env): { username: string; password: string; email: string; generated: boolean } | null {
  const email = env.ADMIN_EMAIL ?? "admin@customportalsolutions.com";
  if (env.ADMIN_PASSWORD)
    return { username: env.ADMIN_USERNAME ?? "admin", password: env.ADMIN_PASSWORD, email, generated: false };
  if (env.isProduction) return null;
  const file = path.join(env.DATA_DIR, "admin-credentials.json");
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, "utf8")) as { username: string; password: string };
    return { ...saved, email, generated: true };
  }
  const created = { username: env.ADMIN_USERNAME ?? "admin", password: randomBytes(9).toString("base64url") };
  mkdirSync(env.DATA_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(created), { mode: 0o600 });
  return { ...created, email, generated: true };
}

/** The shared number, with the default no-match behaviour (project-code intake), unless it is configured already. */
async function seedSharedNumber(db: Database, env: Env): Promise<void> {
  const phoneNumber = normalizePhoneNumber(env.TWILIO_PHONE_NUMBER);
  if (!phoneNumber) return;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(phoneNumberConfig)
      .values({ phoneNumber, description: "Shared number: project ideas by text" })
      .onConflictDoNothing({ target: phoneNumberConfig.phoneNumber })
      .returning({ id: phoneNumberConfig.id });
    if (inserted.length > 0) await bumpRoutingVersion(tx);
  });
}

/** Seeds `db`; returns the admin it ensured, or null when production has no ADMIN_PASSWORD. */
export async function seedDatabase(db: Database, env: Env): Promise<SeededAdmin | null> {
  for (const setting of DEFAULT_SETTINGS) {
    await db.insert(siteSettings).values(setting).onConflictDoNothing({ target: siteSettings.settingKey });
  }
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(emailScheduler)) as [
    { count: number },
  ];
  if (count === 0) await db.insert(emailScheduler).values({});
  await seedSharedNumber(db, env);

  const admin = adminCredentials(env);
  if (!admin) return null;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, admin.username));
  if (!existing) {
    await db
      .insert(users)
      // No made-up name: the console greets by username until the admin enters a real name on /account.
      // The seeded admin owns the console (docs/decisions/auth-and-roles.md "Roles").
      .values({
        username: admin.username,
        email: admin.email,
        password: await hashPassword(admin.password),
        role: "owner",
      })
      .onConflictDoNothing();
  }
  await seedFreeConsultation(db, admin.username);
  return {
    username: admin.username,
    password: admin.generated ? admin.password : undefined,
    generated: admin.generated,
    created: !existing,
  };
}
