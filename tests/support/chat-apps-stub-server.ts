/**
 * Serves the chat-apps stand-in (tests/support/chat-apps-stub.ts) on E2E_CHAT_PORT until stopped.
 * scripts/e2e.sh runs it for the whole build and Playwright run and points TELEGRAM_API_BASE_URL at it,
 * so channels added in tests/e2e/alert-chat-channels.spec.ts deliver to it.
 */
import { startChatAppsStub } from "./chat-apps-stub";

const port = Number(process.env.E2E_CHAT_PORT);
if (!port) throw new Error("Set E2E_CHAT_PORT, as scripts/e2e.sh does");
const stub = await startChatAppsStub({ port });
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void stub.close().then(() => process.exit(0)));
