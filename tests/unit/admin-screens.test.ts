/** The one list of admin screens (lib/admin-screens.ts) against the pages, the proxy and the spec's sidebar. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_SCREENS, adminMatcher, sidebarGroups } from "@/lib/admin-screens";
import { appFeatures } from "@/lib/federation/remote-site/features";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ADMIN_DIR = path.join(ROOT, "app/(admin)");

/** Every screen of `app/(admin)` that has a page, as "/segment" (a screen's nested pages, e.g. /leads/[id], belong to it). */
function adminPagePaths(): string[] {
  const screens = readdirSync(ADMIN_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx")
    .map((file) => `/${path.dirname(file).split(path.sep)[0]}`);
  return [...new Set(screens)].sort();
}

describe("admin screen registry", () => {
  it("lists every page under app/(admin), and nothing else", () => {
    expect(ADMIN_SCREENS.map((s) => s.path).sort()).toEqual(adminPagePaths());
  });

  it("lists each screen once", () => {
    expect(new Set(ADMIN_SCREENS.map((s) => s.path)).size).toBe(ADMIN_SCREENS.length);
  });

  it("is what the proxy sends to sign-in: its matcher watches every path but Next.js's built files", () => {
    const source = readFileSync(path.join(ROOT, "proxy.ts"), "utf8");
    const literal = /matcher:\s*\[([\s\S]*?)\]/.exec(source)?.[1] ?? "";
    const matcher = new RegExp(`^${[...literal.matchAll(/"([^"]+)"/g)].map((m) => m[1])[0]}$`);
    for (const pathname of [...adminMatcher().map((p) => p.replace("/:path*", "")), "/", "/auth", "/work", "/status/a"])
      expect(matcher.test(pathname), pathname).toBe(true);
    expect(matcher.test("/_next/static/chunks/main.js")).toBe(false);
    expect(source).toContain("ADMIN_SCREENS.some(");
  });

  it("puts the spec's eight sidebar links first in each group, in the spec's order, and every other screen after them", () => {
    const groups = sidebarGroups().map((g) => [g.label, g.screens.map((s) => s.path)] as const);
    expect(groups.map(([label]) => label)).toEqual(["Main Menu", "Tools", "Settings"]);
    const [main, tools, settings] = groups.map(([, paths]) => paths);
    expect(main!.slice(0, 4)).toEqual(["/project-codes", "/portfolio-management", "/weekly-todo", "/site-control"]);
    expect(tools!.slice(0, 2)).toEqual(["/photo-library", "/sms-routing"]);
    expect(settings!.slice(0, 2)).toEqual(["/account", "/site-settings"]);
    // The screens a walkthrough could not reach (docs/decisions/console-and-forms.md "What a new admin trips over") are all in the sidebar now.
    const linked = groups.flatMap(([, paths]) => paths);
    for (const hidden of [
      "/code-management",
      "/phone-management",
      "/error-monitoring",
      "/site-control-v2",
      "/settings",
      "/email-test",
      "/test-sms",
      "/command-broadcaster",
    ]) {
      expect(linked).toContain(hidden);
    }
  });

  it("reports the landing page and each screen marked as a module to hubs as features", () => {
    const names = appFeatures().map((f) => f.featureName);
    expect(names[0]).toBe("Landing Page");
    expect(names.slice(1)).toEqual(ADMIN_SCREENS.flatMap((s) => (s.feature ? [s.feature.featureName] : [])));
    expect(names).toContain("Centralized Site Control");
  });
});
