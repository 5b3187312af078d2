/**
 * Per-address limits against a client that rotates X-Forwarded-For: the real auto-register route behind
 * the same header rewrite `npm start` (scripts/start-server.ts) puts in front of Next.js, over real
 * sockets from distinct loopback addresses.
 */
import { randomBytes } from "node:crypto";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { POST as autoRegisterRoute } from "@/app/api/(hub)/csc/auto-register/route";
import { env } from "@/lib/env";
import { AUTO_REGISTER_LIMIT } from "@/lib/federation/auto-register";
import { trustSocketAddress } from "@/lib/request-ip";

let server: Server | undefined;
const settings = env as { TRUSTED_PROXY_HOPS: number };
const configuredHops = settings.TRUSTED_PROXY_HOPS;

afterEach(async () => {
  settings.TRUSTED_PROXY_HOPS = configuredHops;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** The auto-register route handler served as the start script serves it, trusting `hops` proxies. */
async function serve(hops: number): Promise<number> {
  settings.TRUSTED_PROXY_HOPS = hops;
  server = createServer(
    trustSocketAddress(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers(req.headers as Record<string, string>);
      const response = await autoRegisterRoute(
        new Request(`http://localhost${req.url}`, { method: "POST", headers, body: Buffer.concat(chunks) }),
      );
      res.writeHead(response.status).end(await response.text());
    }, hops),
  );
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Registers `siteName` from the loopback address `from`, claiming `forwardedFor`; answers the status. */
function register(port: number, from: string, siteName: string, forwardedFor?: string): Promise<number> {
  const body = JSON.stringify({
    siteName,
    siteUrl: `https://${siteName.toLowerCase()}.example.com`,
    adminEmail: "ops@example.com",
  });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: "/api/csc/auto-register",
        method: "POST",
        localAddress: from,
        headers: { "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
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

const siteName = () => `Addr${randomBytes(4).toString("hex")}`;

describe("per-address limits behind the start script", () => {
  it("with no proxy, rotating spoofed X-Forwarded-For headers still hit the limit of the socket's address", async () => {
    const port = await serve(0);
    const name = siteName();
    const statuses: number[] = [];
    for (let i = 0; i <= AUTO_REGISTER_LIMIT.limit; i++)
      statuses.push(await register(port, "127.0.0.12", name, `203.0.113.${i + 1}`));
    // The first registers; the next four are duplicates of that name; the sixth is over the limit.
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
    // Another client is not affected, even when it claims to be one of the spoofed addresses.
    expect(await register(port, "127.0.0.13", name, "203.0.113.1")).toBe(409);
  });

  it("with TRUSTED_PROXY_HOPS=1, the proxy's entry is the key: two clients behind one proxy get their own limits", async () => {
    const port = await serve(1);
    const name = siteName();
    const statuses: number[] = [];
    for (let i = 0; i <= AUTO_REGISTER_LIMIT.limit; i++)
      statuses.push(await register(port, "127.0.0.14", name, `10.1.1.1, 198.51.100.31`));
    expect(statuses.at(-1)).toBe(429);
    // Same proxy socket, same spoofed left entry, another client address appended by the proxy: its own limit.
    expect(await register(port, "127.0.0.14", name, "10.1.1.1, 198.51.100.32")).toBe(409);
  });
});
