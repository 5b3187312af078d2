/**
 * Capture Screenshot (docs/spec/site-and-admin.md §2 screen 5, §7 `POST /api/admin/capture-screenshot {url}`):
 * loads a page in headless Chromium (Debian's, at `CHROMIUM_PATH`, driven by playwright-core) and
 * answers a 1280×800 PNG of its first screen.
 *
 * The browser is held to the outbound rules of `lib/http/outbound.ts`: http(s) only, no credentials,
 * and every request the page makes (documents, redirects, images, scripts) goes through a route that
 * refuses non-public addresses unless private ones are allowed. Redirects are fetched one hop at a
 * time so each target is checked. WebSockets are refused outright. The whole capture has a 15 s budget.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser, type Route } from "playwright-core";
import { checkOutboundUrl, OutboundError } from "@/lib/http/outbound";
import { ScreenshotError } from "./errors";
import { allowAnyHost, publicHostPolicy, type HostPolicy } from "./host-policy";

/** Size of every screenshot, in CSS pixels at device scale 1. */
export const SCREENSHOT_VIEWPORT = { width: 1280, height: 800 } as const;

/** Budget of one capture from launch to PNG, in milliseconds. */
export const SCREENSHOT_TIMEOUT_MS = 15_000;

/** Time kept back from page loading for taking the picture itself. */
const SHOT_RESERVE_MS = 2_000;

const CHROMIUM_ARGS = [
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--mute-audio",
];

/** Where Chromium is, whether private addresses are allowed, and the budget (default 15 s). */
export interface CaptureOptions {
  chromiumPath: string;
  allowPrivate: boolean;
  timeoutMs?: number;
  /** Overrides the host rule derived from `allowPrivate` (tests). */
  hostPolicy?: HostPolicy;
}

function parseHttpUrl(raw: string, base?: URL): URL | null {
  try {
    const url = new URL(raw, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** The route every request of the page passes: check the host, fetch one hop, check a redirect's target. */
async function guardRequest(
  route: Route,
  policy: HostPolicy,
  onBlocked: (host: string) => void,
  remainingMs: () => number,
) {
  const target = parseHttpUrl(route.request().url());
  if (!target || !(await policy(target.hostname))) {
    onBlocked(target?.hostname ?? route.request().url());
    return route.abort("blockedbyclient");
  }
  let response;
  try {
    response = await route.fetch({ maxRedirects: 0, timeout: remainingMs() });
  } catch {
    return route.abort("failed");
  }
  const location = response.status() >= 300 && response.status() < 400 ? response.headers()["location"] : undefined;
  if (location) {
    const next = parseHttpUrl(location, target);
    if (!next || !(await policy(next.hostname))) {
      onBlocked(next?.hostname ?? location);
      return route.abort("blockedbyclient");
    }
  }
  return route.fulfill({ response });
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0]!.trim();
}

/**
 * Loads `rawUrl` and answers its PNG screenshot.
 * @throws ScreenshotError `blocked` (URL or an address refused), `unavailable` (no Chromium at the path,
 * or it would not start), `timeout` (no page within the budget), `failed` (the page answered ≥ 400 or
 * could not be reached).
 */
export async function capturePng(rawUrl: string, options: CaptureOptions): Promise<Buffer> {
  const timeoutMs = options.timeoutMs ?? SCREENSHOT_TIMEOUT_MS;
  let url: URL;
  try {
    url = checkOutboundUrl(rawUrl, options.allowPrivate);
  } catch (error) {
    if (error instanceof OutboundError)
      throw new ScreenshotError(error.code === "blocked_address" ? "blocked" : "failed", error.message);
    throw error;
  }
  const policy = options.hostPolicy ?? (options.allowPrivate ? allowAnyHost : publicHostPolicy());
  if (!(await policy(url.hostname))) {
    throw new ScreenshotError("blocked", `Refusing to capture ${url.hostname}: it is not a public address`);
  }
  if (!existsSync(options.chromiumPath)) {
    throw new ScreenshotError(
      "unavailable",
      `Screenshot capture is not available on this server: no Chromium at ${options.chromiumPath}. Install Chromium or set CHROMIUM_PATH.`,
    );
  }

  const deadline = Date.now() + timeoutMs;
  const remainingMs = () => Math.max(1, deadline - Date.now());
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: options.chromiumPath,
      headless: true,
      args: CHROMIUM_ARGS,
      timeout: remainingMs(),
    });
  } catch (error) {
    throw new ScreenshotError(
      "unavailable",
      `Chromium at ${options.chromiumPath} could not be started: ${firstLine(error)}`,
    );
  }
  const blockedHosts: string[] = [];
  try {
    const context = await browser.newContext({
      viewport: SCREENSHOT_VIEWPORT,
      serviceWorkers: "block",
      acceptDownloads: false,
    });
    await context.routeWebSocket(/.*/, (socket) => socket.close());
    await context.route("**/*", (route) =>
      guardRequest(route, policy, (host) => blockedHosts.push(host), remainingMs).catch(() => undefined),
    );
    const page = await context.newPage();
    const loadBudget = () => Math.max(1, remainingMs() - SHOT_RESERVE_MS);
    let response;
    try {
      response = await page.goto(url.href, { waitUntil: "domcontentloaded", timeout: loadBudget() });
    } catch (error) {
      const message = firstLine(error);
      if (message.includes("ERR_BLOCKED_BY_CLIENT")) {
        throw new ScreenshotError(
          "blocked",
          `Refusing to load ${blockedHosts.at(-1) ?? url.hostname}: it is not a public address`,
        );
      }
      if (message.includes("Timeout")) {
        throw new ScreenshotError("timeout", `The page did not load within ${Math.round(timeoutMs / 1000)} seconds`);
      }
      throw new ScreenshotError("failed", `The page could not be loaded: ${message}`);
    }
    if (response && response.status() >= 400) {
      throw new ScreenshotError("failed", `The page answered ${response.status()} ${response.statusText()}`.trim());
    }
    // Give images, fonts and late scripts the rest of the budget to arrive; a slow asset does not fail the capture.
    await page.waitForLoadState("load", { timeout: loadBudget() }).catch(() => undefined);
    await page.waitForLoadState("networkidle", { timeout: Math.min(1_500, loadBudget()) }).catch(() => undefined);
    try {
      return await page.screenshot({ type: "png", timeout: remainingMs() });
    } catch (error) {
      throw new ScreenshotError("timeout", `The screenshot could not be taken in time: ${firstLine(error)}`);
    }
  } finally {
    await browser.close().catch(() => undefined);
  }
}
