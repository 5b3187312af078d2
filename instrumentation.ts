import type { Instrumentation } from "next";

// Next.js runs register() once when a server process starts (node_modules/next/dist/docs: instrumentation).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ registerHooks }, { startScheduler }] = await Promise.all([import("@/lib/register-hooks"), import("@/lib/scheduler")]);
  registerHooks();
  startScheduler();
}

/**
 * Every error Next catches while serving a page, action, route handler or the proxy goes to the error
 * monitor (lib/error-monitor/report-error.ts), which never throws. Node.js runtime only: it needs the database.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("@/lib/error-monitor/report-error");
  await reportRequestError(error, request);
};
