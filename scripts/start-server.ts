/**
 * `npm start`: the production server. Next.js's request handler behind a plain Node.js HTTP server (a
 * custom server, as Next.js documents it), so the forwarded headers Next.js sees are the socket's
 * address unless `TRUSTED_PROXY_HOPS` says a reverse proxy wrote them (lib/request-ip.ts,
 * docs/decisions/http-and-input.md "Client address behind proxies"). `next start` would keep a client-sent
 * `X-Forwarded-For`, letting anyone dodge every per-address limit. A page or server action that met a
 * database outage is answered 503 with `Retry-After` (lib/http/unavailable-response.ts), which Next.js
 * alone cannot do (docs/decisions/data-and-jobs.md "503 on a database blip").
 *
 * Usage: `NODE_ENV=production tsx scripts/start-server.ts [-p PORT] [-H HOSTNAME]` after `next build`;
 * the port defaults to `PORT` (3000), the hostname to every interface, like `next start`.
 */
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import next from "next";
import { env } from "@/lib/env";
import { answerOutagesWith503 } from "@/lib/http/unavailable-response";
import { trustSocketAddress } from "@/lib/request-ip";

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
});
const port = values.port ? Number(values.port) : env.PORT;
const hostname = values.hostname;
if (!env.isProduction)
  throw new Error(
    "scripts/start-server.ts serves a production build: run it with NODE_ENV=production (npm start does).",
  );

const app = next({ dev: false, hostname: hostname ?? "localhost", port });
await app.prepare();
const server = createServer(trustSocketAddress(answerOutagesWith503(app.getRequestHandler()), env.TRUSTED_PROXY_HOPS));
server.listen(port, hostname, () => {
  const proxies =
    env.TRUSTED_PROXY_HOPS === 0 ? "none (client address from the socket)" : String(env.TRUSTED_PROXY_HOPS);
  console.log(`  ▲ Ready on http://${hostname ?? "localhost"}:${port} (trusted proxies: ${proxies})`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
