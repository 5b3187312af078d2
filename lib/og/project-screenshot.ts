/**
 * The picture of a project's Open Graph card: its screenshot when the project's image is one this app
 * stored (Capture Screenshot, `/api/screenshots/{id}`), read from the database. Any other image URL is a
 * host the card would have to fetch while rendering, so those projects get the gradient: the cards
 * render offline and no admin-entered address is fetched by the server.
 */
import { env } from "@/lib/env";
import { loadScreenshot } from "@/lib/screenshots/store";

const SCREENSHOT_PATH = /^\/api\/screenshots\/([^/]+)$/;
// Formats Satori decodes.
const DRAWABLE = new Set(["image/png", "image/jpeg"]);

/** The stored screenshot `imageUrl` names (site-relative or on `PUBLIC_BASE_URL`) as a data URL, or null. */
export async function projectScreenshot(imageUrl: string | null): Promise<string | null> {
  if (!imageUrl) return null;
  let url: URL;
  try {
    url = new URL(imageUrl, env.PUBLIC_BASE_URL);
  } catch {
    return null;
  }
  const id = url.origin === new URL(env.PUBLIC_BASE_URL).origin ? SCREENSHOT_PATH.exec(url.pathname)?.[1] : undefined;
  if (!id) return null;
  const screenshot = await loadScreenshot(id);
  if (!screenshot || !DRAWABLE.has(screenshot.contentType)) return null;
  return `data:${screenshot.contentType};base64,${screenshot.image.toString("base64")}`;
}
