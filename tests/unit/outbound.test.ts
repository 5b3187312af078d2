import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkOutboundUrl, isPublicAddress, outboundFetch } from "@/lib/http/outbound";

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/slow") return void setTimeout(() => res.end("late"), 2_000);
    if (req.url === "/big") return void res.end("x".repeat(5_000));
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ method: req.method }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("outbound guard", () => {
  it("tells public from private, loopback, link-local and unique-local addresses", () => {
    expect(isPublicAddress("93.184.216.34")).toBe(true);
    expect(isPublicAddress("2606:4700::1111")).toBe(true);
    for (const ip of [
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "127.0.0.1",
      "169.254.169.254",
      "::1",
      "fe80::1",
      "fd00::1",
      "0.0.0.0",
      "::ffff:127.0.0.1",
      "100.64.0.1",
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it("accepts only http(s) URLs without credentials", () => {
    expect(() => checkOutboundUrl("ftp://example.com/x", false)).toThrow("Only http and https URLs are allowed");
    expect(() => checkOutboundUrl("file:///etc/passwd", false)).toThrow("Only http and https URLs are allowed");
    expect(() => checkOutboundUrl("https://user:pw@example.com/", false)).toThrow("URLs must not contain credentials");
    expect(() => checkOutboundUrl("not a url", false)).toThrow("Invalid URL");
    expect(checkOutboundUrl("https://example.com/api", false).hostname).toBe("example.com");
  });

  it("refuses loopback by literal address and by name unless private addresses are allowed", async () => {
    await expect(outboundFetch(`${base}/`, { allowPrivate: false })).rejects.toMatchObject({ code: "blocked_address" });
    const byName = base.replace("127.0.0.1", "localhost");
    await expect(outboundFetch(`${byName}/`, { allowPrivate: false })).rejects.toMatchObject({
      code: "blocked_address",
    });
    const ok = await outboundFetch(`${base}/`, { allowPrivate: true, method: "POST", body: "{}" });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.text)).toEqual({ method: "POST" });
  });

  it("gives up after the timeout and caps the response size", async () => {
    await expect(outboundFetch(`${base}/slow`, { allowPrivate: true, timeoutMs: 200 })).rejects.toMatchObject({
      code: "timeout",
    });
    await expect(outboundFetch(`${base}/big`, { allowPrivate: true, maxBytes: 1_000 })).rejects.toMatchObject({
      code: "too_large",
    });
  });
});
