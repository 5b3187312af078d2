/**
 * Serves the Pexels stand-in (tests/support/pexels-stub.ts) at PEXELS_BASE_URL with PEXELS_API_KEY until
 * stopped. scripts/e2e.sh runs it for the whole build and Playwright run, so the landing page, which asks
 * the provider for photos on every spec, finds it, and tests/e2e/photo-library.spec.ts drives it.
 */
import { startPexelsStub } from "./pexels-stub";

const { PEXELS_API_KEY, PEXELS_BASE_URL } = process.env;
if (!PEXELS_API_KEY || !PEXELS_BASE_URL)
  throw new Error("Set PEXELS_API_KEY and PEXELS_BASE_URL (http://127.0.0.1:<port>), as scripts/e2e.sh does");
const stub = await startPexelsStub({ apiKey: PEXELS_API_KEY, port: Number(new URL(PEXELS_BASE_URL).port) });
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void stub.close().then(() => process.exit(0)));
