/**
 * A TCP proxy in front of the e2e PostgreSQL database that a test can take down and bring back, so a
 * running app server meets a database outage without anyone stopping the (shared) PostgreSQL server.
 * scripts/e2e.sh starts it for the whole run and points the hub's replica at it
 * (tests/e2e/database-outage.spec.ts).
 *
 * Listens on `E2E_DB_PROXY_PORT` and forwards to `DATABASE_URL`'s host and port. Its control, on
 * `E2E_DB_PROXY_CONTROL_PORT`: `POST /down` closes every open connection and refuses new ones (the
 * app's pool sees "Connection terminated" and `ECONNREFUSED`), `POST /up` accepts them again; both
 * answer 204 once done.
 */
import { createServer as createHttpServer } from "node:http";
import { createConnection, createServer, type Server, type Socket } from "node:net";

const target = new URL(process.env.DATABASE_URL ?? "");
const targetPort = Number(target.port || 5432);
const port = Number(process.env.E2E_DB_PROXY_PORT);
const controlPort = Number(process.env.E2E_DB_PROXY_CONTROL_PORT);
if (!target.hostname || !port || !controlPort)
  throw new Error("database-proxy-server needs DATABASE_URL, E2E_DB_PROXY_PORT and E2E_DB_PROXY_CONTROL_PORT");

const open = new Set<Socket>();

function track(socket: Socket): void {
  open.add(socket);
  socket.on("close", () => open.delete(socket));
}

function forward(client: Socket): void {
  const upstream = createConnection({ host: target.hostname, port: targetPort });
  track(client);
  track(upstream);
  client.pipe(upstream).pipe(client);
  client.on("error", () => upstream.destroy());
  upstream.on("error", () => client.destroy());
}

let proxy: Server | null = null;

/** Starts accepting connections. */
function up(): Promise<void> {
  if (proxy) return Promise.resolve();
  const server = createServer(forward);
  proxy = server;
  return new Promise((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", () => resolve()));
}

/** Stops accepting connections and drops the open ones. */
function down(): Promise<void> {
  const server = proxy;
  proxy = null;
  for (const socket of open) socket.destroy();
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

await up();
createHttpServer((request, response) => {
  const action = request.method === "POST" ? { "/down": down, "/up": up }[request.url ?? ""] : undefined;
  if (!action) return void response.writeHead(404).end();
  action().then(
    () => response.writeHead(204).end(),
    (error: Error) => response.writeHead(500).end(error.message),
  );
}).listen(controlPort, "127.0.0.1");
