import { describe, expect, it } from "vitest";
import { fingerprintOf, normalizeMessage, topInAppFrame } from "@/lib/error-monitor/fingerprint";

const stack = (frames: string[]) => ["Error: boom", ...frames.map((f) => `    at ${f}`)].join("\n");

describe("error fingerprints", () => {
  it("normalizes numbers, ids, e-mail addresses and UUIDs in messages", () => {
    expect(normalizeMessage("Order 1234 failed after 3.5 s for jane@example.com")).toBe(
      "Order <n> failed after <n> s for <email>",
    );
    expect(normalizeMessage("Session 3f2a9c1e-0b7d-4c55-9a1e-2b3c4d5e6f70 expired")).toBe("Session <uuid> expired");
    expect(normalizeMessage("Object 5f1e2d3c4b5a6978 missing, pointer 0xdeadbeef")).toBe(
      "Object <hex> missing, pointer <hex>",
    );
  });

  it("finds the first frame of the app's own code, without line numbers or bundle hashes", () => {
    const trace = stack([
      "Object.send (/srv/app/node_modules/resend/dist/index.js:10:5)",
      "node:internal/process/task_queues:95:5",
      "sendInvoice (/srv/app/.next/server/chunks/ssr/lib_billing_ab12cd34ef._.js:42:11)",
      "handler (/srv/app/.next/server/app/api/route.js:7:1)",
    ]);
    expect(topInAppFrame(trace)).toBe("sendInvoice (ssr/lib_billing_<hash>._.js)");
    expect(topInAppFrame(stack(["/srv/app/node_modules/pg/lib/client.js:1:1"]))).toBeUndefined();
    // Turbopack chunk names change with every build; the frame does not.
    expect(topInAppFrame(stack(["/srv/app/.next/server/chunks/[root-of-the-server]__0ee6zi-97ofrp._.js:145:11"]))).toBe(
      topInAppFrame(stack(["/srv/app/.next/server/chunks/[root-of-the-server]__1ab2cd-88xyzq._.js:151:3"])),
    );
  });

  it("groups the same failure with different numbers, and separates different types, messages and places", () => {
    const trace = stack(["loadOrder (/srv/app/lib/orders.ts:10:5)"]);
    const base = fingerprintOf({ type: "Error", message: "Order 17 not found", stack: trace });
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(
      fingerprintOf({ type: "Error", message: "Order 98231 not found", stack: trace.replace(":10:5", ":12:9") }),
    ).toBe(base);
    expect(fingerprintOf({ type: "TypeError", message: "Order 17 not found", stack: trace })).not.toBe(base);
    expect(fingerprintOf({ type: "Error", message: "Invoice 17 not found", stack: trace })).not.toBe(base);
    expect(
      fingerprintOf({
        type: "Error",
        message: "Order 17 not found",
        stack: stack(["saveOrder (/srv/app/lib/orders.ts:30:5)"]),
      }),
    ).not.toBe(base);
  });
});
