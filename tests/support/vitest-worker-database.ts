/**
 * First per-file setup of the integration project on PostgreSQL: points this worker at its own copy of
 * the migrated database (`<db>_w<VITEST_POOL_ID>`, cloned by tests/support/vitest-global.ts), so test files
 * run in parallel workers as they do on PGlite and never share rows. It runs before
 * tests/support/vitest-setup.ts imports the database client, which reads DATABASE_URL once. A worker
 * process may run several files, so the template's URL is kept aside on the first.
 */
const template = (process.env.VITEST_TEMPLATE_DATABASE_URL ??= process.env.DATABASE_URL);
const worker = process.env.VITEST_POOL_ID;
if (template && worker) {
  const url = new URL(template);
  url.pathname = `${url.pathname}_w${worker}`;
  process.env.DATABASE_URL = url.toString();
}
