// GET /api/screenshots/{id} - a stored Capture Screenshot PNG (docs/spec/site-and-admin.md §2 screen 5), public because the landing page shows it
import { AppError } from "@/lib/errors/app-error";
import { withErrors } from "@/lib/http/route";
import { loadScreenshot } from "@/lib/screenshots/store";

/**
 * The PNG, cacheable for a year by browsers and CDNs: a screenshot never changes after it is stored
 * (a new capture gets a new id). 404 for an unknown or malformed id.
 */
export const GET = withErrors(
  async (_request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> => {
    const { id } = await context.params;
    const screenshot = await loadScreenshot(id);
    if (!screenshot) throw new AppError("not_found", "Screenshot not found");
    return new Response(new Uint8Array(screenshot.image), {
      headers: {
        "Content-Type": screenshot.contentType,
        "Content-Length": String(screenshot.image.byteLength),
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);
