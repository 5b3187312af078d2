import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import type { DbHandle } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrate";
import { seedDatabase } from "@/lib/seed";
import { parseEnv } from "@/lib/env";
import { openEmptyDatabase } from "../support/fresh-db";

let handle: DbHandle;
beforeAll(async () => {
  handle = openEmptyDatabase();
  await applyMigrations(handle);
});
afterAll(() => handle.close());

const count = async (table: string) =>
  (
    (await handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe("seed", () => {
  it("creates a development admin with a generated password, kept for the next start", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "seed-")), "pglite");
    const env = parseEnv({ NODE_ENV: "development", PGLITE_DIR: dataDir });
    const first = await seedDatabase(handle.db, env);
    const second = await seedDatabase(handle.db, env);
    expect(first).toMatchObject({ username: "admin", generated: true, created: true });
    expect(second).toMatchObject({ username: "admin", password: first!.password, created: false });
    const [admin] = (
      (await handle.db.execute(
        sql`select password, first_name, last_name from users where username = 'admin'`,
      )) as unknown as {
        rows: { password: string; first_name: string | null; last_name: string | null }[];
      }
    ).rows;
    expect(await verifyPassword(admin!.password, first!.password!)).toBe(true);
    // No made-up name ("Welcome back, Site."): the console greets by username until one is entered.
    expect(admin).toMatchObject({ first_name: null, last_name: null });
  });

  it("is idempotent: one admin, one default setting (hidden), one scheduler row", async () => {
    const env = parseEnv({
      NODE_ENV: "production",
      NEXTAUTH_SECRET: "s".repeat(32),
      ADMIN_USERNAME: "owner",
      ADMIN_PASSWORD: "secret-pass",
      ADMIN_EMAIL: "owner@example.test",
    });
    await seedDatabase(handle.db, env);
    await seedDatabase(handle.db, env);
    expect(await count("users where username = 'owner'")).toBe(1);
    expect(await count("site_settings where setting_key = 'show-project-idea' and setting_value = false")).toBe(1);
    expect(await count("email_scheduler")).toBe(1);
  });

  it("offers the free consultation once: a 30-minute phone call hosted by the admin on weekdays", async () => {
    const env = parseEnv({
      NODE_ENV: "development",
      PGLITE_DIR: path.join(mkdtempSync(path.join(tmpdir(), "seed-")), "db"),
    });
    await seedDatabase(handle.db, env);
    await seedDatabase(handle.db, env);
    expect(
      await count(
        "booking_event_types where slug = 'free-consultation' and duration_minutes = 30 and location_kind = 'phone'",
      ),
    ).toBe(1);
    expect(
      await count(
        "booking_hosts h join booking_event_types e on e.id = h.event_type_id join users u on u.id = h.user_id where e.slug = 'free-consultation' and u.username = 'admin'",
      ),
    ).toBe(1);
    expect(await count("booking_weekly_hours where weekday between 1 and 5")).toBe(10);
    expect(await count("booking_weekly_hours where weekday in (0, 6)")).toBe(0);
  });

  it("configures the shared number once, with project-code intake for unmatched messages", async () => {
    const env = parseEnv({
      NODE_ENV: "production",
      NEXTAUTH_SECRET: "s".repeat(32),
      TWILIO_PHONE_NUMBER: "+1 (555) 777-0101",
    });
    await seedDatabase(handle.db, env);
    await seedDatabase(handle.db, env);
    expect(
      await count(
        "phone_number_config where phone_number = '+15557770101' and no_match_action = 'project_code' and is_active",
      ),
    ).toBe(1);
    expect(await count("sms_routing_version where version > 0")).toBe(1);
  });

  it("creates no admin in production without ADMIN_PASSWORD", async () => {
    const env = parseEnv({ NODE_ENV: "production", NEXTAUTH_SECRET: "s".repeat(32), ADMIN_USERNAME: "nobody" });
    expect(await seedDatabase(handle.db, env)).toBeNull();
    expect(await count("users where username = 'nobody'")).toBe(0);
  });
});
