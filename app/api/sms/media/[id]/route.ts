// GET /api/sms/media/{id} - one stored photo or file of an inbound MMS (signed-in admins)
/**
 * Serves a stored MMS attachment for the lead's timeline (docs/sms.md "Photos"). The bytes come from
 * whoever texted the number: raster images are served inline for the thumbnail, anything else as a
 * download, never sniffed, and under a sandboxing CSP.
 */
import { withAdmin } from "@/lib/auth/route";
import { AppError } from "@/lib/errors/app-error";
import { routeId } from "@/lib/http/route";
import { isInlineImage } from "@/lib/sms/media-types";
import { storedMedia } from "@/lib/sms/media-queries";

export const GET = withAdmin<{ params: Promise<{ id: string }> }>("sms.media", async (_request, { params }) => {
  const media = await storedMedia(routeId((await params).id));
  if (!media) throw new AppError("not_found", "No stored media with this id");
  const inline = isInlineImage(media.contentType);
  return new Response(new Uint8Array(media.data), {
    headers: {
      "content-type": inline ? media.contentType : "application/octet-stream",
      "content-disposition": `${inline ? "inline" : "attachment"}; filename="mms-${media.smsMessageId}-${media.position + 1}"`,
      "content-length": String(media.data.byteLength),
      "cache-control": "private, max-age=3600",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
});
