import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchSiteData, sendCommand } from "@/lib/federation/client";
import { samplePayload, startSimulator, type RemoteSiteSimulator } from "@/tests/support/remote-site-simulator";

let sim: RemoteSiteSimulator;
beforeAll(async () => {
  sim = await startSimulator();
});
afterAll(() => sim?.close());

const key = "k".repeat(43);
const open = { timeoutMs: 2_000, allowPrivate: true };
const command = { command: "ping", timestamp: new Date().toISOString(), source: "test hub" };

describe("the hub's calls to a remote site", () => {
  it("asks /api/federated/sync with the bearer key and returns every section", async () => {
    const site = sim.addSite({ key, payload: samplePayload("A") });
    const data = await fetchSiteData({ siteUrl: site.url, key }, open);
    expect(data.mode).toBe("combined");
    expect(data.failures).toEqual([]);
    expect(data.todos).toEqual(samplePayload("A").todos);
    expect(site.requests).toEqual([
      expect.objectContaining({ method: "GET", path: "/api/federated/sync", authorization: `Bearer ${key}` }),
    ]);
  });

  it("falls back to the three list endpoints on 404 and reports a failing one", async () => {
    const site = sim.addSite({ key, combined: false, failLists: ["errors"], payload: samplePayload("B") });
    const data = await fetchSiteData({ siteUrl: site.url, key }, open);
    expect(data.mode).toBe("lists");
    expect(data.todos).toEqual(samplePayload("B").todos);
    expect(data.errors).toBeUndefined();
    expect(data.failures).toEqual(["HTTP 500 from /api/csc/errors"]);
    expect(site.requests.map((r) => r.path).sort()).toEqual([
      "/api/csc/errors",
      "/api/csc/features",
      "/api/csc/todos",
      "/api/federated/sync",
    ]);
  });

  it("fails clearly on a refused key, a non-JSON answer, and a timeout", async () => {
    const wrongKey = sim.addSite({ key: "another-key" });
    await expect(fetchSiteData({ siteUrl: wrongKey.url, key }, open)).rejects.toThrow(
      "HTTP 401 from /api/federated/sync: the site refused the key",
    );
    const notJson = sim.addSite({ rawBody: "<html>hello</html>" });
    await expect(fetchSiteData({ siteUrl: notJson.url, key }, open)).rejects.toThrow("did not answer JSON");
    const hanging = sim.addSite({ hang: true });
    await expect(fetchSiteData({ siteUrl: hanging.url, key }, { ...open, timeoutMs: 300 })).rejects.toMatchObject({
      timedOut: true,
    });
  });

  it("refuses loopback sites unless private addresses are allowed (SSRF guard)", async () => {
    const site = sim.addSite({ payload: samplePayload() });
    await expect(fetchSiteData({ siteUrl: site.url, key }, { timeoutMs: 2_000, allowPrivate: false })).rejects.toThrow(
      /Refusing to connect to non-public address 127\.0\.0\.1/,
    );
    const outcome = await sendCommand({ siteUrl: site.url, key }, command, { timeoutMs: 2_000, allowPrivate: false });
    expect(outcome).toMatchObject({ status: "failed", errorMessage: expect.stringMatching(/non-public address/) });
    expect(site.requests).toHaveLength(0);
  });

  it("sends commands and records success, a reported failure, an HTTP error and a timeout", async () => {
    const ok = sim.addSite({ key });
    expect(await sendCommand({ siteUrl: ok.url, key }, command, open)).toMatchObject({
      status: "success",
      response: "pong",
      errorMessage: null,
    });
    expect(JSON.parse(ok.requests[0]!.body)).toEqual(command);
    expect(await sendCommand({ siteUrl: ok.url, key }, { ...command, command: "fail" }, open)).toMatchObject({
      status: "failed",
      errorMessage: "Simulated failure",
    });
    const broken = sim.addSite({ failWith: 500 });
    expect(await sendCommand({ siteUrl: broken.url, key }, command, open)).toMatchObject({
      status: "failed",
      errorMessage: "HTTP 500",
    });
    const slow = sim.addSite({ latencyMs: 1_000 });
    const late = await sendCommand({ siteUrl: slow.url, key }, command, { ...open, timeoutMs: 200 });
    expect(late.status).toBe("timeout");
    expect(late.responseTimeMs).toBeGreaterThanOrEqual(150);
  });
});
