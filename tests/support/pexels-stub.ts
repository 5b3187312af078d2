/**
 * A local stand-in for the stock-photo provider, speaking the Pexels API v1 JSON as documented
 * (https://www.pexels.com/api/documentation/): `GET /v1/search?query&page&per_page` and
 * `GET /v1/curated?page&per_page`, refusing requests without the expected `Authorization` key.
 * Photo files are served from `/photos/<id>.png` (a tiny PNG, CORS-enabled) so pages can show and
 * download them. Used by the Vitest client tests and, run for the whole Playwright suite by
 * scripts/e2e.sh (tests/support/pexels-stub-server.ts), by the end-to-end tests through
 * `connectPexelsStub`.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Photos matching any search (except queries containing "nothing", which match none). */
export const STUB_SEARCH_TOTAL = 30;
/** Photos in the curated collection. */
export const STUB_CURATED_TOTAL = 24;

/** A 4×4 teal PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR42mPgL8uDIwbiOACFMw8xkYbjhQAAAABJRU5ErkJggg==",
  "base64",
);

/** A request the stub received. */
export interface StubRequest {
  path: string;
  params: Record<string, string>;
  authorization: string | undefined;
}

/** A running stub. */
export interface PexelsStub {
  baseUrl: string;
  requests: StubRequest[];
  /** Makes the next answers fail with this HTTP status (null: normal answers again). */
  failWith(status: number | null): void;
  /** Delays the next API answers by this many milliseconds (0: answer at once). */
  delayBy(ms: number): void;
  close(): Promise<void>;
}

function photo(base: string, id: number, alt: string, photographer: string) {
  const original = `${base}/photos/${id}.png`;
  return {
    id,
    width: 4000,
    height: 2667,
    url: `https://www.pexels.com/photo/stub-${id}/`,
    photographer,
    photographer_url: `https://www.pexels.com/@stub-${id}`,
    photographer_id: id,
    avg_color: "#0F766E",
    src: {
      original,
      large2x: `${original}?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940`,
      large: `${original}?auto=compress&cs=tinysrgb&h=650&w=940`,
      medium: `${original}?auto=compress&cs=tinysrgb&h=350`,
      small: `${original}?auto=compress&cs=tinysrgb&h=130`,
      portrait: `${original}?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800`,
      landscape: `${original}?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200`,
      tiny: `${original}?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280`,
    },
    liked: false,
    alt,
  };
}

function pageOf(base: string, path: string, params: Record<string, string>) {
  const page = Math.max(1, Number(params.page ?? 1) || 1);
  const perPage = Math.min(80, Math.max(1, Number(params.per_page ?? 15) || 15));
  const curated = path === "/v1/curated";
  const query = params.query ?? "";
  const total = curated ? STUB_CURATED_TOTAL : query.includes("nothing") ? 0 : STUB_SEARCH_TOTAL;
  const photos = [];
  for (let n = (page - 1) * perPage + 1; n <= Math.min(total, page * perPage); n++) {
    photos.push(
      curated
        ? photo(base, 2000 + n, `Curated photo ${n}`, `Curator ${n}`)
        : photo(base, 1000 + n, `${query} photo ${n}`, `Photographer ${n}`),
    );
  }
  const next = new URLSearchParams({ ...params, page: String(page + 1), per_page: String(perPage) });
  const body: Record<string, unknown> = { page, per_page: perPage, photos };
  // Pexels' search answers carry total_results; the curated feed is paged by next_page alone.
  if (!curated) body.total_results = total;
  if (page * perPage < total) body.next_page = `${base}${path}/?${next}`;
  return body;
}

/** Starts the stub on 127.0.0.1 (`port` 0: any free port). */
export async function startPexelsStub(options: { apiKey: string; port?: number }): Promise<PexelsStub> {
  const requests: StubRequest[] = [];
  let failure: number | null = null;
  let delayMs = 0;
  let base = "";
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", base);
    if (url.pathname.startsWith("/photos/")) {
      res.writeHead(200, {
        "content-type": "image/png",
        "access-control-allow-origin": "*",
        "cache-control": "no-store",
      });
      return void res.end(PNG);
    }
    const params = Object.fromEntries(url.searchParams);
    if (url.pathname.startsWith("/__stub/")) return control(url.pathname, params, res);
    requests.push({ path: url.pathname, params, authorization: req.headers.authorization });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (res.destroyed) return;
    res.setHeader("content-type", "application/json");
    if (failure) {
      res.statusCode = failure;
      return void res.end(JSON.stringify({ error: "stub failure" }));
    }
    if (req.headers.authorization !== options.apiKey) {
      res.statusCode = 401;
      return void res.end(JSON.stringify({ error: "Unauthorized" }));
    }
    if (url.pathname !== "/v1/search" && url.pathname !== "/v1/curated") {
      res.statusCode = 404;
      return void res.end(JSON.stringify({ error: "Not found" }));
    }
    res.end(JSON.stringify(pageOf(base, url.pathname, params)));
  });
  /** The remote control `connectPexelsStub` speaks: read the requests, set or clear a failure. */
  function control(path: string, params: Record<string, string>, res: ServerResponse): void {
    if (path === "/__stub/fail") failure = params.status ? Number(params.status) : null;
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(path === "/__stub/requests" ? requests : { ok: true }));
  }
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: base,
    requests,
    failWith(status) {
      failure = status;
    },
    delayBy(ms) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A stub running in another process (tests/support/pexels-stub-server.ts), driven over HTTP. */
export interface RemotePexelsStub {
  baseUrl: string;
  /** The API requests received so far. */
  requests(): Promise<StubRequest[]>;
  /** Makes the next answers fail with this HTTP status (null: normal answers again). */
  failWith(status: number | null): Promise<void>;
}

/** Connects to the stub serving `baseUrl`. */
export function connectPexelsStub(baseUrl: string): RemotePexelsStub {
  const call = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`, { method: "POST" });
    if (!response.ok) throw new Error(`Pexels stand-in at ${baseUrl} answered ${response.status} to ${path}`);
    return response.json() as Promise<unknown>;
  };
  return {
    baseUrl,
    requests: () => call("/__stub/requests") as Promise<StubRequest[]>,
    failWith: async (status) => void (await call(`/__stub/fail?status=${status ?? ""}`)),
  };
}
