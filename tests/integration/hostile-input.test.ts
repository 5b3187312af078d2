/**
 * Hostile input at every public entry point (docs/decisions/http-and-input.md "Hostile input"): NUL bytes, lone UTF-16
 * surrogates, 1 MB strings, arrays and objects where text is expected, and wrong content types each get a
 * 4xx (or an action's `{ ok: false }` naming the field), never a 5xx, and leave the database as it was.
 * Route handlers are called in-process, as Next.js calls them; actions as the forms call them.
 */
import { count, eq } from "drizzle-orm";
import { getExpectedTwilioSignature } from "twilio/lib/webhooks/webhooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as signInRoute } from "@/app/api/auth/[...nextauth]/route";
import { POST as autoRegisterRoute } from "@/app/api/(hub)/csc/auto-register/route";
import { POST as commandRoute } from "@/app/api/(remote-site)/federated/command/route";
import { POST as webhookRoute } from "@/app/api/sms/webhook/route";
import { forgotPasswordAction, resetPasswordAction } from "@/lib/auth/actions";
import { submitContact } from "@/lib/contact/actions";
import { redeemCode } from "@/lib/project-codes/actions";
import type { ActionResult } from "@/lib/action";
import { db } from "@/lib/db";
import {
  contactRequests,
  errorLogs,
  federatedErrors,
  federatedSites,
  federatedTodos,
  outboxMessages,
  passwordResetTokens,
  projectCodes,
  rateLimits,
  sessions,
  smsMessages,
} from "@/lib/db/schema";
import { env } from "@/lib/env";
import { clearStoredSiteKey, setStoredSiteKey } from "@/lib/federation/remote-site/site-key";
import { syncSites } from "@/lib/federation/sync";
import { insertSite } from "@/tests/support/federation";
import { samplePayload, startSimulator } from "@/tests/support/remote-site-simulator";
import { smsParams } from "@/tests/support/twilio";

// Server actions read the request's headers; outside a request, give them a visitor's.
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "198.51.100.23" }) }));

const ONE_MB = "a".repeat(1024 * 1024);
/** What a hostile client puts where text belongs. */
const HOSTILE: Record<string, unknown> = {
  "a NUL byte": "ab\u0000cd",
  "a control character": "ab\u001Bcd",
  "a lone high surrogate": "ab\uD800cd",
  "a lone low surrogate": "ab\uDC00cd",
  "a 1 MB string": ONE_MB,
  "an array": ["a", "b"],
  "an object": { $gt: "" },
  "a number": 42,
};
/** A form body can carry only text: a lone surrogate is sent as U+FFFD, and an array as a repeated name. */
const HOSTILE_FORM: Record<string, string | string[]> = {
  "a NUL byte": "ab\u0000cd",
  "a control character": "ab\u001Bcd",
  "a 1 MB string": ONE_MB,
  "an array": ["a", "b"],
};

/** Row counts of every table an entry point could write, including `error_logs`, where any 500 lands. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = {
    contactRequests,
    errorLogs,
    federatedSites,
    outboxMessages,
    passwordResetTokens,
    projectCodes,
    rateLimits,
    sessions,
    smsMessages,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(
      async ([name, table]) => [name, Number((await db.select({ n: count() }).from(table))[0]!.n)] as const,
    ),
  );
  const [used] = await db.select({ n: count() }).from(projectCodes).where(eq(projectCodes.isUsed, true));
  return { ...Object.fromEntries(entries), redeemedCodes: Number(used!.n) };
}

/** Runs `cases` and expects the database to be as it was before them. */
async function unchanged(cases: () => Promise<void>) {
  const before = await tableCounts();
  await cases();
  expect(await tableCounts()).toEqual(before);
}

function formBody(params: Record<string, string | string[]>): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) for (const v of [value].flat()) form.append(name, v);
  return form.toString();
}

function expect4xx(response: Response, label: string) {
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
}

function expectFieldError(result: ActionResult<unknown>, field: string, label: string) {
  expect(result.ok, label).toBe(false);
  if (!result.ok) expect(result.fieldErrors?.[field], label).toBeDefined();
}

describe("POST /api/sms/webhook, correctly signed", () => {
  const TOKEN = "hostile-test-twilio-token-0123456789";
  const URL_SIGNED = "https://hostile.example.test/api/sms/webhook";
  const saved = { token: env.TWILIO_AUTH_TOKEN, baseUrl: env.PUBLIC_BASE_URL, sid: env.TWILIO_ACCOUNT_SID };
  beforeAll(() => {
    env.TWILIO_AUTH_TOKEN = TOKEN;
    env.PUBLIC_BASE_URL = "https://hostile.example.test";
    env.TWILIO_ACCOUNT_SID = undefined;
  });
  afterAll(() => {
    env.TWILIO_AUTH_TOKEN = saved.token;
    env.PUBLIC_BASE_URL = saved.baseUrl;
    env.TWILIO_ACCOUNT_SID = saved.sid;
  });

  const send = (params: Record<string, string | string[]>, contentType = "application/x-www-form-urlencoded") =>
    webhookRoute(
      new Request("http://127.0.0.1:3000/api/sms/webhook", {
        method: "POST",
        headers: {
          "content-type": contentType,
          "x-twilio-signature": getExpectedTwilioSignature(TOKEN, URL_SIGNED, params),
        },
        body: formBody(params),
      }),
    );

  it("answers 4xx for hostile From, To, Body, MessageSid, AccountSid and OptOutType, storing nothing", async () => {
    await unchanged(async () => {
      for (const field of ["From", "To", "Body", "MessageSid", "AccountSid", "OptOutType"]) {
        for (const [what, value] of Object.entries(HOSTILE_FORM)) {
          expect4xx(
            await send({ ...smsParams("A booking portal for dog groomers", "+15550100999"), [field]: value }),
            `${field} with ${what}`,
          );
        }
      }
    });
  });

  it("answers 400, which Twilio does not retry, for a NUL byte in the message, with a message naming it", async () => {
    const response = await send(smsParams("Hello\u0000there", "+15550100998"));
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Malformed Twilio request: Body: Body contains a control character (U+0000)");
  });

  it("answers 415 for a body that is not form-encoded", async () => {
    await unchanged(async () => {
      expect((await send(smsParams("A booking portal", "+15550100997"), "application/json")).status).toBe(415);
      expect((await send(smsParams("A booking portal", "+15550100997"), "text/plain")).status).toBe(415);
    });
  });
});

describe("POST /api/auth/callback/credentials (sign-in)", () => {
  const post = (body: string, contentType: string | null) =>
    signInRoute(
      new Request("http://localhost/api/auth/callback/credentials", {
        method: "POST",
        headers: contentType ? { "content-type": contentType } : {},
        body,
      }) as never,
      { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) },
    );
  const fields = { username: "admin", password: "secret-password", csrfToken: "token", json: "true" };

  it("answers 4xx to hostile fields sent as JSON or as a form, before any lookup", async () => {
    await unchanged(async () => {
      for (const field of ["username", "csrfToken", "callbackUrl"]) {
        for (const [what, value] of Object.entries(HOSTILE)) {
          expect4xx(
            await post(JSON.stringify({ ...fields, [field]: value }), "application/json"),
            `JSON ${field} with ${what}`,
          );
        }
        for (const [what, value] of Object.entries(HOSTILE_FORM)) {
          expect4xx(
            await post(formBody({ ...fields, [field]: value }), "application/x-www-form-urlencoded"),
            `form ${field} with ${what}`,
          );
        }
      }
      for (const value of [ONE_MB, ["a", "b"], 42]) {
        expect4xx(await post(JSON.stringify({ ...fields, password: value }), "application/json"), "a hostile password");
      }
    });
  });

  it("answers 400 with the form's message for a NUL byte in the username", async () => {
    const response = await post("username=fz%00&password=x&csrfToken=t&json=true", "application/x-www-form-urlencoded");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe("Username contains a control character (U+0000)");
  });

  it("answers 400 for a form body declared as JSON, 415 for other content types, and 400 for JSON that is not an object", async () => {
    await unchanged(async () => {
      expect((await post(formBody(fields), "application/json")).status).toBe(400);
      expect((await post(formBody(fields), "text/plain")).status).toBe(415);
      expect((await post(formBody(fields), "multipart/form-data; boundary=x")).status).toBe(415);
      expect((await post(formBody(fields), null)).status).toBe(415);
      expect((await post("[1,2]", "application/json")).status).toBe(400);
      expect((await post("null", "application/json")).status).toBe(400);
    });
  });
});

describe("POST /api/csc/auto-register (no authentication)", () => {
  const valid = {
    siteName: "Hostile Co",
    siteUrl: "https://hostile.example.com",
    description: "A site",
    adminEmail: "ops@example.test",
  };
  const post = (body: string, contentType = "application/json") =>
    autoRegisterRoute(
      new Request("http://localhost/api/csc/auto-register", {
        method: "POST",
        headers: { "content-type": contentType },
        body,
      }),
    );

  it("answers 4xx for hostile fields, wrong content types and malformed bodies, creating no site", async () => {
    await unchanged(async () => {
      for (const field of Object.keys(valid)) {
        for (const [what, value] of Object.entries(HOSTILE)) {
          expect4xx(await post(JSON.stringify({ ...valid, [field]: value })), `${field} with ${what}`);
        }
      }
      expect((await post(JSON.stringify(valid), "text/plain")).status).toBe(415);
      expect((await post(formBody(valid), "application/x-www-form-urlencoded")).status).toBe(415);
      expect((await post("{", "application/json")).status).toBe(400);
      expect4xx(await post("[]"), "a JSON array");
    });
  });

  it("answers 422 naming the field for a NUL byte in siteName", async () => {
    const response = await post(JSON.stringify({ ...valid, siteName: "fz\u0000" }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: "Site name contains a control character (U+0000)" });
  });
});

describe("POST /api/federated/command with a valid site key", () => {
  const key = "hostile-input-site-key-0123456789abcdef";
  beforeAll(() => setStoredSiteKey(key, "test"));
  afterAll(() => clearStoredSiteKey());
  const valid = { command: "status", timestamp: new Date().toISOString(), source: "hub" };
  const post = (body: string, contentType = "application/json") =>
    commandRoute(
      new Request("http://localhost/api/federated/command", {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": contentType },
        body,
      }),
      {},
    );

  it("answers 4xx for hostile fields, wrong content types and malformed bodies", async () => {
    await unchanged(async () => {
      for (const field of Object.keys(valid)) {
        for (const [what, value] of Object.entries(HOSTILE)) {
          expect4xx(await post(JSON.stringify({ ...valid, [field]: value })), `${field} with ${what}`);
        }
      }
      expect((await post(JSON.stringify(valid), "text/plain")).status).toBe(415);
      expect((await post("{", "application/json")).status).toBe(400);
    });
  });
});

describe("public server actions", () => {
  it("contact: refuses every hostile field with a field error and stores nothing", async () => {
    const valid = {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.test",
      company: "Engines",
      projectType: "Consultation",
      message: "A portal for our members, please.",
    };
    await unchanged(async () => {
      for (const field of [...Object.keys(valid), "website"]) {
        for (const [what, value] of Object.entries(HOSTILE)) {
          expectFieldError(await submitContact({ ...valid, [field]: value } as never), field, `${field} with ${what}`);
        }
      }
    });
  });

  it("redeem: refuses every hostile field with a field error and redeems nothing", async () => {
    const code = `HOST${Date.now().toString(36).toUpperCase().slice(-4)}`;
    await db.insert(projectCodes).values({ code, draft: "An idea worth protecting" });
    const valid = { code, name: "Grace Hopper", email: "grace@example.test", phone: "555-0100" };
    await unchanged(async () => {
      for (const field of Object.keys(valid)) {
        for (const [what, value] of Object.entries(HOSTILE)) {
          expectFieldError(await redeemCode({ ...valid, [field]: value } as never), field, `${field} with ${what}`);
        }
      }
    });
  });

  it("forgot and reset password: refuse hostile e-mails, tokens and passwords without writing anything", async () => {
    await unchanged(async () => {
      for (const [what, value] of Object.entries(HOSTILE)) {
        expectFieldError(await forgotPasswordAction({ email: value } as never), "email", `email with ${what}`);
        expectFieldError(
          await resetPasswordAction({ token: value, password: "a-new-password" } as never),
          "token",
          `token with ${what}`,
        );
        expect(
          (await resetPasswordAction({ token: "no-such-token", password: value } as never)).ok,
          `password with ${what}`,
        ).toBe(false);
      }
    });
  });
});

describe("a remote site's sync payload with NUL bytes", () => {
  it("syncs successfully and is stored with the NUL bytes and other control characters removed", async () => {
    const sim = await startSimulator();
    try {
      const payload = samplePayload("Nul");
      const remote = sim.addSite({
        payload: {
          ...payload,
          todos: [
            {
              title: "Fix\u0000 the\u0007 login",
              description: "line one\r\nline\u0000 two\uD800",
              assignedTo: "Da\u0000na",
            },
          ],
          errors: [
            {
              errorMessage: "Boom\u0000",
              severity: "high",
              userContext: { "na\u0000me": "Zo\u0000ë", nested: ["\u0000x", "\uDC00"] },
            },
          ],
        },
      });
      const site = await insertSite(db, { siteUrl: remote.url });
      remote.update({ key: site.key });
      const run = await syncSites({ allowPrivate: true, timeoutMs: 5_000, siteIds: [site.id] });
      expect(run).toMatchObject({ success: 1, failed: 0 });
      const [todo] = await db.select().from(federatedTodos).where(eq(federatedTodos.siteId, site.id));
      expect(todo).toMatchObject({
        title: "Fix the login",
        description: "line one\r\nline two\uFFFD",
        assignedTo: "Dana",
      });
      const [error] = await db.select().from(federatedErrors).where(eq(federatedErrors.siteId, site.id));
      expect(error).toMatchObject({ errorMessage: "Boom", userContext: { name: "Zoë", nested: ["x", "\uFFFD"] } });
    } finally {
      await sim.close();
    }
  });
});
