/**
 * Security headers, framing and the client address, against the production server `npm start` runs
 * (scripts/start-server.ts): every response carries the headers; a page on another origin cannot show the
 * signed-in console in a frame; a client rotating X-Forwarded-For still meets its per-address limit.
 */
import { randomBytes } from "node:crypto";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { like } from "drizzle-orm";
import { federatedSites } from "@/lib/db/schema";
import { openTestDatabase } from "../support/db";
import { ADMIN_STATE } from "../support/e2e-env";

const database = openTestDatabase();
const SITE_PREFIX = `Xff${Date.now().toString(36)}`;
// lib/federation/auto-register.ts: 5 registrations per address per hour (not imported: it pulls in next/server).
const AUTO_REGISTER_LIMIT = 5;

test.afterAll(async () => {
  await database.db.delete(federatedSites).where(like(federatedSites.siteName, `${SITE_PREFIX}%`));
  await database.close();
});

function expectSecurityHeaders(response: APIResponse | Awaited<ReturnType<Page["goto"]>>) {
  const headers = response!.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  expect(headers["content-security-policy"]).toContain("base-uri 'self'");
  expect(headers["content-security-policy"]).toContain("form-action 'self'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
  return headers["content-security-policy"]!;
}

/** Collects the browser's Content-Security-Policy complaints, which mean the policy broke something. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe("security headers", () => {
  test("the public landing page sends them and loads without a policy violation", async ({ page }) => {
    const violations = cspViolations(page);
    const policy = expectSecurityHeaders(await page.goto("/", { waitUntil: "networkidle" }));
    // Served from the cache, so no per-request nonce: Next.js's inline scripts are allowed instead.
    expect(policy).not.toContain("nonce-");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("an API route sends them", async ({ request }) => {
    expectSecurityHeaders(await request.get("/api/auth/csrf"));
  });

  test.describe("signed in", () => {
    test.use({ storageState: ADMIN_STATE });

    test("an admin page sends a fresh script nonce on each response and still works", async ({ page }) => {
      const violations = cspViolations(page);
      const first = expectSecurityHeaders(await page.goto("/dashboard", { waitUntil: "networkidle" }));
      expect(first).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(first).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // Hydrated: client-side navigation from the sidebar works under the nonce policy.
      await page.getByRole("link", { name: "Project Codes" }).first().click();
      await expect(page).toHaveURL(/\/project-codes/);
      const second = expectSecurityHeaders(await page.goto("/dashboard"));
      expect(second.match(/'nonce-([^']+)'/)![1]).not.toBe(first.match(/'nonce-([^']+)'/)![1]);
      expect(violations).toEqual([]);
    });

    test("a page on another origin cannot frame the signed-in console", async ({ page, baseURL }) => {
      const target = `${baseURL}/dashboard`;
      // Another origin of the same site: the same host on another port, so the session cookie goes along.
      const framer: Server = createServer((_req, res) => {
        res.writeHead(200, { "content-type": "text/html" });
        res.end(
          `<!doctype html><title>Framer</title><h1>Look</h1><iframe name="console" src="${target}" width="800" height="600"></iframe>`,
        );
      });
      await new Promise<void>((resolve) => framer.listen(0, "127.0.0.1", resolve));
      try {
        const dashboardServed = page.waitForResponse((response) => response.url() === target);
        await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
        // The console did answer (signed in, 200), so the browser, not a missing session, blocked it.
        expect((await dashboardServed).status()).toBe(200);
        await page.waitForLoadState("load");
        expect(page.frames().map((frame) => frame.url())).not.toContain(target);
        // No admin screen in the frame: the console's navigation links would show there.
        await expect(page.frameLocator("iframe").locator('a[href^="/project-codes"]')).toHaveCount(0);
      } finally {
        await new Promise<void>((resolve) => framer.close(() => resolve()));
      }
    });
  });
});

/** Auto-registers `siteName` from the loopback address `from`, claiming `forwardedFor`; answers the status. */
function register(baseURL: string, from: string, siteName: string, forwardedFor: string): Promise<number> {
  const url = new URL("/api/csc/auto-register", baseURL);
  const body = JSON.stringify({
    siteName,
    siteUrl: `https://${siteName.toLowerCase()}.example.com`,
    adminEmail: "ops@example.com",
  });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: from,
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode!));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("npm start keys per-address limits by the socket, whatever X-Forwarded-For a client sends", async ({
  baseURL,
}) => {
  const siteName = `${SITE_PREFIX}${randomBytes(3).toString("hex")}`;
  // From a loopback address of its own (Linux routes all of 127.0.0.0/8 locally), so no other test's limit is touched.
  const statuses: number[] = [];
  for (let i = 0; i <= AUTO_REGISTER_LIMIT; i++)
    statuses.push(await register(baseURL!, "127.0.0.22", siteName, `203.0.113.${i + 1}`));
  expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  expect(await register(baseURL!, "127.0.0.23", siteName, "127.0.0.22")).toBe(409);
});
