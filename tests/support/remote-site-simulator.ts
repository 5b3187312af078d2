/**
 * A simulator of remote sites speaking the federation protocol (docs/federation-protocol.md), for
 * Vitest, Playwright and the benches. One HTTP server on 127.0.0.1 hosts any number of sites, each under
 * its own path prefix (`http://127.0.0.1:<port>/sites/<n>`), with configurable latency, failures,
 * hangs, keys and payloads. Every request is recorded per site.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** How one simulated site behaves; every field can be changed later with `update`. */
export interface SimulatedSiteOptions {
  /** The bearer key the site accepts; unset: any key (still required to be present). */
  key?: string;
  /** Delay before each answer, in milliseconds. */
  latencyMs?: number;
  /** Never answer (the connection stays open until the simulator closes). */
  hang?: boolean;
  /** Answer every request with this HTTP status and an error body. */
  failWith?: number;
  /** false: `GET /api/federated/sync` answers 404, so hubs fall back to the three list endpoints. */
  combined?: boolean;
  /** List endpoints that answer 500 (with `combined: false`). */
  failLists?: ("todos" | "errors" | "features")[];
  /** The data served; anything JSON-serializable, odd shapes included. */
  payload?: { todos?: unknown; errors?: unknown; features?: unknown; analytics?: unknown; site?: unknown } & Record<
    string,
    unknown
  >;
  /** A raw body served instead of the payload's JSON (e.g. not JSON at all). */
  rawBody?: string;
  /** Answer to `POST /api/federated/command`; default: `ping` → pong, `fail` → success false, else an echo. */
  commandReply?: (command: string) => { status?: number; body: unknown };
}

/** One request as the site received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
}

/** A site of the simulator. */
export interface SimulatedSite {
  readonly url: string;
  readonly requests: RecordedRequest[];
  update(options: Partial<SimulatedSiteOptions>): void;
}

/** The simulator: add sites, then close it when done. */
export interface RemoteSiteSimulator {
  readonly baseUrl: string;
  addSite(options?: SimulatedSiteOptions): SimulatedSite;
  close(): Promise<void>;
}

/** A small, valid payload with one of each item. */
export function samplePayload(label = "Sample"): NonNullable<SimulatedSiteOptions["payload"]> {
  return {
    site: { name: `${label} site`, version: "1.2.3", deployedAt: "2025-01-02T03:04:05.000Z" },
    todos: [
      {
        id: 1,
        title: `${label} TODO`,
        description: "Write the docs",
        priority: "high",
        status: "pending",
        category: "docs",
        assignedTo: "Dana",
      },
    ],
    errors: [
      {
        id: 1,
        severity: "high",
        errorMessage: `${label} error`,
        requestMethod: "POST",
        requestUrl: "/api/orders",
        stackTrace: "Error: boom\n    at handler",
        resolved: false,
      },
    ],
    features: [
      {
        featureName: `${label} feature`,
        description: "Online orders",
        status: "beta",
        version: "1.2.3",
        category: "commerce",
      },
    ],
    analytics: {
      dataDate: new Date().toISOString(),
      landingPageViews: 120,
      landingPageClicks: 30,
      loginAttempts: 10,
      successfulLogins: 9,
      activeUsers: 4,
      totalUsers: 40,
      pageLoadTime: "1.25",
      bounceRate: "0.42",
      conversionRate: "0.05",
    },
  };
}

const LISTS = { "/api/csc/todos": "todos", "/api/csc/errors": "errors", "/api/csc/features": "features" } as const;

function defaultCommandReply(command: string): { status?: number; body: unknown } {
  const name = command.trim().toLowerCase();
  if (name === "ping") return { body: { success: true, message: "pong", response: "pong" } };
  if (name === "fail") return { body: { success: false, message: "Simulated failure" } };
  return { body: { success: true, message: "OK", response: `echo: ${command}` } };
}

/** Starts the simulator on 127.0.0.1 (a free port unless `port` is given). */
export async function startSimulator(port = 0): Promise<RemoteSiteSimulator> {
  const sites = new Map<string, { options: SimulatedSiteOptions; requests: RecordedRequest[] }>();
  const pending = new Set<ServerResponse>();

  const answer = (res: ServerResponse, status: number, body: unknown, raw?: string) => {
    res.writeHead(status, { "content-type": "application/json" }).end(raw ?? JSON.stringify(body));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? "/", "http://simulator");
    const match = /^\/sites\/(\d+)(\/.*)?$/.exec(url.pathname);
    const site = match ? sites.get(match[1]!) : undefined;
    if (!match || !site) return answer(res, 404, { error: "No such site" });
    const path = match[2] ?? "/";
    site.requests.push({ method: req.method ?? "GET", path, authorization: req.headers.authorization, body });
    const o = site.options;
    if (o.hang) return void pending.add(res);
    if (o.latencyMs) await new Promise((resolve) => setTimeout(resolve, o.latencyMs));
    // The site's home page and health path (docs/federation-protocol.md §4.5 "health path") need no key: uptime checks read them.
    if (req.method === "GET" && (path === "/" || path === "/api/federated/health")) {
      return o.failWith ? answer(res, o.failWith, { error: "Simulated failure" }) : answer(res, 200, { status: "ok" });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!bearer || (o.key !== undefined && bearer !== o.key)) return answer(res, 401, { error: "Unauthorized" });
    if (o.failWith) return answer(res, o.failWith, { error: "Simulated failure" });
    if (req.method === "POST" && path === "/api/federated/command") {
      const command = (JSON.parse(body || "{}") as { command?: string }).command ?? "";
      const reply = (o.commandReply ?? defaultCommandReply)(command);
      return answer(res, reply.status ?? 200, reply.body);
    }
    if (req.method !== "GET") return answer(res, 405, { error: "Method not allowed" });
    const payload = o.payload ?? {};
    if (path === "/api/federated/sync") {
      if (o.combined === false) return answer(res, 404, { error: "Not found" });
      return answer(res, 200, payload, o.rawBody);
    }
    const list = LISTS[path as keyof typeof LISTS];
    if (!list) return answer(res, 404, { error: "Not found" });
    if (o.failLists?.includes(list)) return answer(res, 500, { error: "Simulated failure" });
    return answer(res, 200, payload[list] ?? [], o.rawBody);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) answer(res, 500, { error: String(error) });
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;

  return {
    baseUrl,
    addSite(options = {}) {
      const id = String(++next);
      const state = { options: { ...options }, requests: [] as RecordedRequest[] };
      sites.set(id, state);
      return {
        url: `${baseUrl}/sites/${id}`,
        requests: state.requests,
        update(changes) {
          Object.assign(state.options, changes);
        },
      };
    },
    async close() {
      pending.forEach((res) => res.destroy());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
