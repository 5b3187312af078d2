import { request as httpRequest, createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { clientIp, trustSocketAddress } from "@/lib/request-ip";

const headers = (values: Record<string, string>) => new Headers(values);
const noProxy = { vercel: false, hops: 0 };

describe("TRUSTED_PROXY_HOPS", () => {
  const base = { NODE_ENV: "production", NEXTAUTH_SECRET: "x".repeat(32) };

  it("defaults to no proxy and names a bad value", () => {
    expect(parseEnv(base).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ ...base, TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
    expect(() => parseEnv({ ...base, TRUSTED_PROXY_HOPS: "-1" })).toThrow(/TRUSTED_PROXY_HOPS/);
    expect(() => parseEnv({ ...base, TRUSTED_PROXY_HOPS: "one" })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

describe("clientIp", () => {
  it("with no proxy, takes the entry the start script wrote, never a client-sent one further left", () => {
    expect(clientIp(headers({ "x-forwarded-for": "198.51.100.7" }), noProxy)).toBe("198.51.100.7");
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.1, 198.51.100.7" }), noProxy)).toBe("198.51.100.7");
  });

  it("ignores X-Real-IP, which a client can send as easily as anything else", () => {
    expect(clientIp(headers({ "x-real-ip": "203.0.113.9" }), noProxy)).toBe("unknown");
    expect(clientIp(headers({ "x-real-ip": "203.0.113.9" }), { vercel: false, hops: 1 })).toBe("unknown");
  });

  it("behind N proxies, takes the N-th entry from the right: what the outermost trusted proxy saw", () => {
    const chain = headers({ "x-forwarded-for": "10.9.9.9, 203.0.113.5, 10.0.0.2" });
    expect(clientIp(chain, { vercel: false, hops: 1 })).toBe("10.0.0.2");
    expect(clientIp(chain, { vercel: false, hops: 2 })).toBe("203.0.113.5");
    expect(clientIp(chain, { vercel: false, hops: 3 })).toBe("10.9.9.9");
  });

  it("with fewer entries than hops, takes the leftmost rather than failing", () => {
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.5" }), { vercel: false, hops: 2 })).toBe("203.0.113.5");
  });

  it("on Vercel, prefers x-vercel-forwarded-for, then the x-forwarded-for Vercel overwrote", () => {
    const vercel = { vercel: true, hops: 0 };
    expect(clientIp(headers({ "x-vercel-forwarded-for": "203.0.113.8", "x-forwarded-for": "10.0.0.1" }), vercel)).toBe(
      "203.0.113.8",
    );
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.8" }), vercel)).toBe("203.0.113.8");
  });

  it("gives one key per client whatever the address's text form, and bounds anything else", () => {
    expect(clientIp(headers({ "x-forwarded-for": "::ffff:192.0.2.10" }), noProxy)).toBe("192.0.2.10");
    expect(clientIp(headers({ "x-forwarded-for": "2001:DB8:0:0:0:0:0:1" }), noProxy)).toBe("2001:db8::1");
    expect(clientIp(headers({ "x-forwarded-for": "x".repeat(300) }), noProxy)).toHaveLength(45);
    expect(clientIp(headers({}), noProxy)).toBe("unknown");
  });
});

describe("trustSocketAddress (what scripts/start-server.ts does before Next.js sees a request)", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** Serves the address `clientIp` sees for each request, through the wrapper with `hops` trusted proxies. */
  async function serve(hops: number): Promise<number> {
    const listener = trustSocketAddress((request, response) => {
      const seen = clientIp(new Headers(request.headers as Record<string, string>), { vercel: false, hops });
      response.end(JSON.stringify({ seen, realIp: request.headers["x-real-ip"] ?? null }));
    }, hops);
    server = createServer(listener);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  }

  /** One GET from the loopback address `from` (Linux routes all of 127.0.0.0/8 to the loopback interface). */
  function get(
    port: number,
    from: string,
    extra: IncomingHttpHeaders,
  ): Promise<{ seen: string; realIp: string | null }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, localAddress: from, headers: extra }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve(JSON.parse(body)));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("with no proxy, a spoofed X-Forwarded-For or X-Real-IP is replaced by the socket's address", async () => {
    const port = await serve(0);
    for (const spoof of ["203.0.113.1", "203.0.113.2, 198.51.100.3", "::1"]) {
      expect(await get(port, "127.0.0.2", { "x-forwarded-for": spoof, "x-real-ip": spoof })).toEqual({
        seen: "127.0.0.2",
        realIp: "127.0.0.2",
      });
    }
    expect((await get(port, "127.0.0.3", {})).seen).toBe("127.0.0.3");
  });

  it("behind one proxy, the proxy's entry decides, and a request without one gets the socket's address", async () => {
    const port = await serve(1);
    expect((await get(port, "127.0.0.2", { "x-forwarded-for": "203.0.113.1, 198.51.100.20" })).seen).toBe(
      "198.51.100.20",
    );
    expect((await get(port, "127.0.0.2", { "x-forwarded-for": "203.0.113.2, 198.51.100.21" })).seen).toBe(
      "198.51.100.21",
    );
    expect((await get(port, "127.0.0.2", {})).seen).toBe("127.0.0.2");
  });
});
