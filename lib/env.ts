/**
 * The one reader of `process.env`: every setting the app uses, validated with zod once per process.
 *
 * Documented variable by variable in `.env.example`. Throws at import time with a message naming each
 * bad variable, so a misconfigured deployment stops at start-up instead of failing on first use.
 * Secrets fail closed: in production a missing `NEXTAUTH_SECRET` is an error; in development a random
 * secret is generated once and kept in the data folder so sessions survive restarts.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { isTimeZone } from "@/lib/format/date";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const optionalUrl = optional.pipe(z.url().optional());

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** A whole number between `min` and `max` given as text; blank or unset means `fallback`. */
const integerSetting = (min: number, max: number, fallback: number) =>
  optional.transform((v) => (v === undefined ? fallback : Number(v))).pipe(z.number().int().min(min).max(max));

/**
 * `NEXT_PHASE` while `next build` runs: Next.js's `PHASE_PRODUCTION_BUILD` (next/constants), written out
 * because that module cannot be imported by name from plain Node.js ESM (Playwright, scripts).
 */
const PRODUCTION_BUILD_PHASE = "phase-production-build";

/** zod schema of the raw environment; exported for tests. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  PGLITE_DIR: z.string().trim().min(1).default(".data/pglite"),
  DATABASE_CONNECT_TIMEOUT_MS: integerSetting(100, 120_000, 5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: integerSetting(0, 3_600_000, 30_000),
  NEXTAUTH_SECRET: optional.pipe(z.string().min(16, "NEXTAUTH_SECRET must be at least 16 characters").optional()),
  PUBLIC_BASE_URL: optional.pipe(z.url("PUBLIC_BASE_URL must be an absolute URL").optional()),
  ADMIN_USERNAME: optional,
  ADMIN_PASSWORD: optional.pipe(z.string().min(6, "ADMIN_PASSWORD must be at least 6 characters").optional()),
  ADMIN_EMAIL: optional.pipe(z.email("ADMIN_EMAIL must be an e-mail address").optional()),
  CONTACT_EMAIL: z.email("CONTACT_EMAIL must be an e-mail address").default("hello@customportalsolutions.com"),
  EMAIL_FROM: z.string().trim().min(3).default("Custom Portal Solutions <noreply@customportalsolutions.com>"),
  RESEND_API_KEY: optional,
  RESEND_BASE_URL: optionalUrl,
  TWILIO_PHONE_NUMBER: z.string().trim().default("+1 (555) 010-2030"),
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_ACCOUNT_SID: optional.pipe(
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, "TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits")
      .optional(),
  ),
  TWILIO_API_BASE_URL: optionalUrl,
  TELEGRAM_API_BASE_URL: optionalUrl.transform((v) => v ?? "https://api.telegram.org"),
  AGENCY_TIME_ZONE: z
    .string()
    .trim()
    .default("America/New_York")
    .refine(isTimeZone, "AGENCY_TIME_ZONE must be an IANA time zone, e.g. America/Chicago"),
  SMS_WEBHOOK_SECRET: optional.pipe(z.string().min(16, "SMS_WEBHOOK_SECRET must be at least 16 characters").optional()),
  ALLOW_PRIVATE_SITE_URLS: flag,
  AI_API_KEY: optional,
  AI_BASE_URL: optionalUrl,
  AI_MODEL: optional,
  PEXELS_API_KEY: optional,
  PEXELS_BASE_URL: optionalUrl.transform((v) => v ?? "https://api.pexels.com"),
  CHROMIUM_PATH: optional.transform((v) => v ?? "/usr/bin/chromium"),
  /** The agency's PKCS#12 (base64) that seals signed quotes; unset outside production: a self-signed one per process. */
  QUOTE_SIGNING_P12_BASE64: optional.pipe(z.base64("QUOTE_SIGNING_P12_BASE64 must be base64").optional()),
  QUOTE_SIGNING_P12_PASSPHRASE: optional,
  /** Stripe (docs/decisions/quotes-and-projects.md "Paying an invoice: Stripe or bank transfer"): unset, invoices show bank details. */
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Where the Stripe SDK sends its requests; unset: Stripe's own API. A local Stripe-speaking server in tests. */
  STRIPE_API_BASE_URL: optionalUrl,
  CRON_SECRET: optional.pipe(z.string().min(16, "CRON_SECRET must be at least 16 characters").optional()),
  SCHEDULER: z.enum(["on", "off"]).optional(),
  FEDERATION_SITE_KEY: optional.pipe(
    z.string().min(32, "FEDERATION_SITE_KEY must be at least 32 characters").optional(),
  ),
  FEDERATION_ENCRYPTION_KEY: optional.pipe(
    z.string().min(32, "FEDERATION_ENCRYPTION_KEY must be at least 32 characters").optional(),
  ),
  FEDERATION_SYNC_CONCURRENCY: integerSetting(1, 256, 64),
  FEDERATION_BROADCAST_CONCURRENCY: integerSetting(1, 1024, 64),
  FEDERATION_SITE_TIMEOUT_MS: integerSetting(500, 120_000, 10_000),
  UPTIME_CHECK_CONCURRENCY: integerSetting(1, 1024, 100),
  VERCEL: optional,
  ERROR_RETENTION_DAYS: integerSetting(1, 3650, 90),
  RETENTION_DAYS_SMS: integerSetting(1, 3650, 180),
  RETENTION_DAYS_SYNC_REPORTS: integerSetting(1, 3650, 180),
  RETENTION_DAYS_COMMAND_RESPONSES: integerSetting(1, 3650, 180),
  RETENTION_DAYS_OUTBOX: integerSetting(1, 3650, 180),
  TRUSTED_PROXY_HOPS: integerSetting(0, 10, 0),
  PORT: integerSetting(1, 65_535, 3000),
  NEXTAUTH_URL: optionalUrl,
  /** Set by Next.js itself: `phase-production-build` in every process of `next build`. */
  NEXT_PHASE: optional,
});

/** The validated settings, plus values derived from them. */
export type Env = Omit<z.infer<typeof envSchema>, "SCHEDULER" | "NEXT_PHASE" | "PUBLIC_BASE_URL"> & {
  /** The public address; unset, `http://localhost:<PORT>`, the address `npm run dev` and `npm start` listen on. */
  PUBLIC_BASE_URL: string;
  /** Whether this process runs the in-process scheduler: on by default, off on Vercel (its crons call the cron routes) and in tests. */
  schedulerEnabled: boolean;
  /** Absolute folder for files the app keeps next to its embedded database. */
  DATA_DIR: string;
  NEXTAUTH_SECRET: string;
  isProduction: boolean;
  /**
   * True while `next build` runs (Next.js's `NEXT_PHASE`): what it prerenders is a placeholder that must
   * not read the database, the network or the run-time settings (docs/decisions/data-and-jobs.md "The build needs no
   * database, and no address").
   */
  isBuildPhase: boolean;
};

/**
 * Parses an environment object.
 * @throws Error listing every invalid variable, or naming `NEXTAUTH_SECRET` when it is missing in production
 * (except while `next build` runs: the build signs nothing, and the server started from it checks again).
 */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}\nSee .env.example.`);
  }
  const { NEXT_PHASE, ...parsed } = result.data;
  const isProduction = parsed.NODE_ENV === "production";
  const isBuildPhase = NEXT_PHASE === PRODUCTION_BUILD_PHASE;
  const dataDir = path.resolve(
    parsed.PGLITE_DIR.startsWith("memory://") ? ".data" : path.dirname(path.resolve(parsed.PGLITE_DIR)),
  );
  // The build signs nothing: a throwaway secret lets it run without one (`npm start` checks again).
  let secret = parsed.NEXTAUTH_SECRET ?? (isBuildPhase ? randomBytes(32).toString("base64url") : undefined);
  if (!secret) {
    if (isProduction) {
      throw new Error(
        "NEXTAUTH_SECRET is not set. It signs every session: set it to a random string of at least 32 characters " +
          "(for example `openssl rand -base64 32`) before starting in production.",
      );
    }
    secret = developmentSecret(dataDir);
  }
  const schedulerEnabled = parsed.SCHEDULER ? parsed.SCHEDULER === "on" : !parsed.VERCEL && parsed.NODE_ENV !== "test";
  const settings: Env = {
    ...parsed,
    PUBLIC_BASE_URL: parsed.PUBLIC_BASE_URL ?? `http://localhost:${parsed.PORT}`,
    NEXTAUTH_SECRET: secret,
    DATA_DIR: dataDir,
    isProduction,
    isBuildPhase,
    schedulerEnabled,
  };
  if (isBuildPhase) {
    // A build may run without the address, or with another one than the server it becomes: whatever
    // `next build` prerenders with it is frozen. Reading it there fails the build instead.
    Object.defineProperty(settings, "PUBLIC_BASE_URL", {
      enumerable: true,
      get() {
        throw new Error(
          "PUBLIC_BASE_URL was read while next build prerendered a page. It is a run-time setting: " +
            "use publicBaseUrl() (null at build time) or render the page on request.",
        );
      },
    });
  }
  return settings;
}

/**
 * The public address every absolute URL of a page is built on (metadata, JSON-LD, sitemap, robots):
 * `PUBLIC_BASE_URL` as the running server has it, or null while `next build` prerenders, which knows no
 * address (docs/decisions/data-and-jobs.md "The build needs no database, and no address").
 */
export function publicBaseUrl(): URL | null {
  return env.isBuildPhase ? null : new URL(env.PUBLIC_BASE_URL);
}

/** A random secret kept in the data folder, so development sessions survive a restart. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "dev-nextauth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const env: Env = parseEnv(process.env);

// next-auth reads NEXTAUTH_URL itself and warns on the first sign-in when it is unset; the README
// documents it as optional, defaulting to the public address (a run-time setting: none at build time).
if (!env.isBuildPhase) process.env.NEXTAUTH_URL ??= env.PUBLIC_BASE_URL;
