/**
 * `tsx scripts/fresh-database.ts <url> <suffix>`: drops and recreates the database `<name>_<suffix>` on
 * the server of `<url>` and prints its URL. Gives each test suite a clean database on one server.
 */
import { Client } from "pg";

const [url, suffix] = process.argv.slice(2);
if (!url || !suffix || !/^[a-z0-9_]+$/.test(suffix)) {
  console.error("usage: tsx scripts/fresh-database.ts <postgres-url> <suffix>");
  process.exit(2);
}
const target = new URL(url);
const name = `${target.pathname.slice(1) || "postgres"}_${suffix}`;
const client = new Client({ connectionString: url });
await client.connect();
await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await client.query(`CREATE DATABASE "${name}"`);
await client.end();
target.pathname = `/${name}`;
console.log(target.toString());
