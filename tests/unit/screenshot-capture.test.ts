/**
 * Capture Screenshot in Debian's Chromium against a local page: a 1280×800 PNG, redirects followed
 * hop by hop, every request held to the host rule, and clear errors when refused or unavailable.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturePng, SCREENSHOT_VIEWPORT } from "@/lib/screenshots/capture";
import type { HostPolicy } from "@/lib/screenshots/host-policy";
import { publicHostPolicy } from "@/lib/screenshots/host-policy";
import { createSerialQueue } from "@/lib/screenshots/one-at-a-time";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
let server: Server;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    // A browser may ask for a favicon on its own; only what the page itself loads matters here.
    if (req.url !== "/favicon.ico") hits.push(`${req.headers.host?.split(":")[0]} ${req.url}`);
    if (req.url === "/moved") return void res.writeHead(302, { location: "/page" }).end();
    if (req.url === "/moved-inside")
      return void res.writeHead(302, { location: `http://localhost:${port}/secret` }).end();
    if (req.url === "/missing") return void res.writeHead(404).end("not here");
    if (req.url === "/page") {
      res.setHeader("content-type", "text/html");
      return void res.end(
        `<body style="margin:0;background:#0f766e"><h1>Captured</h1><img src="http://localhost:${port}/inside.png"></body>`,
      );
    }
    res.end("other");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** Treats 127.0.0.1 as the public internet and the name localhost as an internal host. */
const onlyLoopbackIp: HostPolicy = async (host) => host === "127.0.0.1";
const options = { chromiumPath: CHROMIUM, allowPrivate: true, hostPolicy: onlyLoopbackIp };

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("capturePng", () => {
  it("follows a redirect and answers a 1280×800 PNG, without loading a refused host's image", async () => {
    hits.length = 0;
    const png = await capturePng(`http://127.0.0.1:${port}/moved`, options);
    expect(pngSize(png)).toEqual(SCREENSHOT_VIEWPORT);
    expect(hits).toEqual(["127.0.0.1 /moved", "127.0.0.1 /page"]);
  });

  it("refuses a redirect to a refused host before requesting it", async () => {
    hits.length = 0;
    await expect(capturePng(`http://127.0.0.1:${port}/moved-inside`, options)).rejects.toMatchObject({
      code: "blocked",
      message: "Refusing to load localhost: it is not a public address",
    });
    expect(hits).toEqual(["127.0.0.1 /moved-inside"]);
  });

  it("refuses private addresses by literal and by name unless they are allowed", async () => {
    await expect(
      capturePng(`http://127.0.0.1:${port}/page`, { chromiumPath: CHROMIUM, allowPrivate: false }),
    ).rejects.toMatchObject({
      code: "blocked",
    });
    await expect(
      capturePng(`http://localhost:${port}/page`, { chromiumPath: CHROMIUM, allowPrivate: false }),
    ).rejects.toMatchObject({
      code: "blocked",
      message: "Refusing to capture localhost: it is not a public address",
    });
    await expect(capturePng("file:///etc/passwd", options)).rejects.toMatchObject({
      code: "failed",
      message: "Only http and https URLs are allowed",
    });
  });

  it("reports a page that answers with an error status", async () => {
    await expect(capturePng(`http://127.0.0.1:${port}/missing`, options)).rejects.toMatchObject({
      code: "failed",
      message: "The page answered 404 Not Found",
    });
  });

  it("says clearly when no Chromium is installed", async () => {
    await expect(
      capturePng(`http://127.0.0.1:${port}/page`, { ...options, chromiumPath: "/nonexistent/chromium" }),
    ).rejects.toMatchObject({
      code: "unavailable",
      message: expect.stringContaining(
        "Screenshot capture is not available on this server: no Chromium at /nonexistent/chromium",
      ),
    });
  });
});

describe("host policy", () => {
  it("allows a name only when every address it resolves to is public, asking once per name", async () => {
    const answers: Record<string, string[]> = {
      "site.example": ["93.184.216.34"],
      "mixed.example": ["93.184.216.34", "10.0.0.5"],
    };
    let lookups = 0;
    const lookup = (async (host: string) => {
      lookups++;
      if (!answers[host]) throw new Error("ENOTFOUND");
      return answers[host].map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    }) as unknown as Parameters<typeof publicHostPolicy>[0];
    const policy = publicHostPolicy(lookup);
    expect(await policy("site.example")).toBe(true);
    expect(await policy("site.example")).toBe(true);
    expect(await policy("mixed.example")).toBe(false);
    expect(await policy("unknown.example")).toBe(false);
    expect(await policy("169.254.169.254")).toBe(false);
    expect(await policy("[::1]")).toBe(false);
    expect(lookups).toBe(3);
  });
});

describe("one capture at a time", () => {
  it("starts a task only after the previous one settled, even when it failed", async () => {
    const queue = createSerialQueue();
    const events: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        events.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([queue.run(task("a", true)), queue.run(task("b")), queue.run(task("c"))]);
    expect(events).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled", "fulfilled"]);
    expect(queue.pending).toBe(0);
  });
});
