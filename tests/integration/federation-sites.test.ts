import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { federatedSites, outboxMessages } from "@/lib/db/schema";
import { AUTO_REGISTER_LIMIT } from "@/lib/federation/auto-register";
import { hashSiteKey, siteKeyCipher } from "@/lib/federation/keys";
import { createSite, deleteSite, updateSite } from "@/lib/federation/sites";
import { POST as autoRegisterRoute } from "@/app/api/(hub)/csc/auto-register/route";

const unique = () => Math.random().toString(36).slice(2, 10);

function register(body: unknown, ip: string) {
  return autoRegisterRoute(
    new Request("http://localhost/api/csc/auto-register", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(body),
    }),
  );
}

describe("managing remote sites", () => {
  it("creates a site with a key it keeps only encrypted and hashed, and returns the key once", async () => {
    const name = `Client ${unique()}`;
    const { site, apiKey } = await createSite({
      siteName: name,
      siteUrl: `https://${unique()}.example.com`,
      description: null,
      isActive: true,
    });
    expect(apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(site).not.toHaveProperty("apiKey");
    const [row] = await db.select().from(federatedSites).where(eq(federatedSites.id, site.id));
    expect(row!.apiKey).not.toContain(apiKey);
    expect(siteKeyCipher().decrypt(row!.apiKey)).toBe(apiKey);
    expect(row!.apiKeyHash).toBe(hashSiteKey(apiKey));
  });

  it("refuses a taken name or URL with 409 and a private address with 422", async () => {
    const url = `https://${unique()}.example.com`;
    const { site } = await createSite({
      siteName: `Taken ${unique()}`,
      siteUrl: url,
      description: null,
      isActive: true,
    });
    await expect(
      createSite({
        siteName: site.siteName,
        siteUrl: `https://${unique()}.example.com`,
        description: null,
        isActive: true,
      }),
    ).rejects.toMatchObject({ status: 409, message: "A site with this name or URL already exists" });
    await expect(
      createSite({ siteName: `Other ${unique()}`, siteUrl: url, description: null, isActive: true }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      createSite({
        siteName: `Local ${unique()}`,
        siteUrl: "http://127.0.0.1:8080",
        description: null,
        isActive: true,
      }),
    ).rejects.toMatchObject({ status: 422, message: expect.stringMatching(/^Invalid site URL: Refusing/) });
    await expect(
      createSite({
        siteName: `Metadata ${unique()}`,
        siteUrl: "http://169.254.169.254",
        description: null,
        isActive: true,
      }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it("edits, pauses, resumes and deletes, answering 404 for an unknown site", async () => {
    const { site } = await createSite({
      siteName: `Edit ${unique()}`,
      siteUrl: `https://${unique()}.example.com`,
      description: null,
      isActive: true,
    });
    expect(await updateSite(site.id, { isActive: false })).toMatchObject({ isActive: false });
    expect(await updateSite(site.id, { isActive: true, description: "Resumed" })).toMatchObject({
      isActive: true,
      description: "Resumed",
    });
    await deleteSite(site.id);
    await expect(deleteSite(site.id)).rejects.toMatchObject({ status: 404 });
    await expect(updateSite(site.id, { isActive: true })).rejects.toMatchObject({ status: 404 });
  });
});

describe("POST /api/csc/auto-register", () => {
  it("creates the site paused, e-mails the key and setup instructions, and never answers the key", async () => {
    const email = `owner-${unique()}@example.test`;
    const name = `Self ${unique()}`;
    const response = await register(
      { siteName: name, siteUrl: `https://${unique()}.example.com/`, description: "Bakery", adminEmail: email },
      `203.0.113.${Math.floor(Math.random() * 200)}`,
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ success: true, status: "paused" });
    const [row] = await db.select().from(federatedSites).where(eq(federatedSites.siteName, name));
    expect(row).toMatchObject({ isActive: false, adminEmail: email, description: "Bakery" });
    const key = siteKeyCipher().decrypt(row!.apiKey);
    expect(JSON.stringify(body)).not.toContain(key);
    const [mail] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(mail!.subject).toBe(`Your site key for ${name}`);
    expect(mail!.body).toContain(key);
    expect(mail!.body).toContain("GET  /api/federated/sync");
    expect(mail!.body).toContain("stays paused");
  });

  it("answers 422 for invalid input, 400 for a body that is not JSON, and 429 over the per-IP limit", async () => {
    const ip = "198.51.100.7";
    const bad = await register({ siteName: "", siteUrl: "https://x.example.com", adminEmail: "a@example.test" }, ip);
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ error: "Site name is required" });
    const noEmail = await register({ siteName: "X", siteUrl: "https://x.example.com", adminEmail: "nope" }, ip);
    expect(await noEmail.json()).toEqual({ error: "adminEmail must be an e-mail address" });
    const notJson = await autoRegisterRoute(
      new Request("http://localhost/api/csc/auto-register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{",
      }),
    );
    expect(notJson.status).toBe(400);

    const flood = "198.51.100.99";
    const statuses: number[] = [];
    for (let i = 0; i <= AUTO_REGISTER_LIMIT.limit; i++) {
      const res = await register(
        { siteName: `Flood ${unique()}`, siteUrl: `https://${unique()}.example.com`, adminEmail: "flood@example.test" },
        flood,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(AUTO_REGISTER_LIMIT.limit).fill(201), 429]);
  });
});
