/**
 * A filter between the e2e servers and Playwright's `[WebServer]` output (playwright.config.ts pipes each
 * server's stdout and stderr through it): it drops the log lines the suite provokes on purpose, with their
 * stack frames and causes, so a green run prints no error-looking line. Every other line passes unchanged,
 * so an unexpected server error still shows. The vitest counterpart is `EXPECTED_LOG` in vitest.config.ts.
 *
 * Provoked on purpose:
 * - tests/e2e/error-monitoring.spec.ts throws through `/api/admin/diagnostics/throw` (Next's `⨯ Error` and
 *   the error monitor's record of it);
 * - tests/e2e/database-blip.spec.ts terminates the server's connections and tests/e2e/database-outage.spec.ts
 *   takes the replica's database away (`[db] database unavailable`, `[db] database reachable again`, and the
 *   error monitor's record of the outage with its cause);
 * - specs that send mail with no provider configured (`[outbox] no email provider configured`).
 */
import { createInterface } from "node:readline";

const EXPECTED =
  /(Deliberate test error from the diagnostics route|^\[db\] database (unavailable at|reachable again)|^\[error-monitor\] handled error: The database was unavailable|^\[outbox\] no \w+ provider configured)/;
/** The lines that belong to the message before them: stack frames, causes, and Node's error-object dump. */
const CONTINUATION = /^(\s+at |\s*Caused by: |\s+\[cause\]|\s*\{$|\s+\w+: |\s*\}$)/;

/** The line as read, without terminal colour codes or a leading carriage return, which some loggers add. */
const plain = (line) => line.replace(/\x1b\[[0-9;]*m/g, "").replace(/^\r+/, "");

let dropping = false;
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  if (EXPECTED.test(plain(line))) dropping = true;
  else if (!(dropping && CONTINUATION.test(plain(line)))) dropping = false;
  if (!dropping) process.stdout.write(`${line}\n`);
}
