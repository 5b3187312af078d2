/**
 * The photos and files of an inbound MMS on a lead's timeline (docs/sms.md "Photos"): a stored image shows
 * as a thumbnail linking to the full size, any other stored file as a download, and media that is not
 * stored (still being fetched, over the size cap, or failed) says so.
 */
import { formatBytes } from "@/lib/format/number";
import type { TimelineMedia } from "@/lib/leads/timeline-queries";
import { isInlineImage } from "@/lib/sms/media-types";

const STATE: Record<string, string> = {
  pending: "Fetching from Twilio…",
  "too-large": "Too large to keep",
  failed: "Could not be fetched",
};

export function MessageMedia({ media }: { media: TimelineMedia[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Attached media">
      {media.map((item) => {
        const href = `/api/sms/media/${item.id}`;
        const label = `Attachment ${item.position + 1} (${item.contentType}${item.byteSize ? `, ${formatBytes(item.byteSize)}` : ""})`;
        if (item.status === "stored" && isInlineImage(item.contentType)) {
          return (
            <li key={item.id}>
              <a href={href} target="_blank" rel="noreferrer">
                {/* eslint-disable-next-line @next/next/no-img-element -- a private, signed-in download; next/image would proxy and cache it */}
                <img
                  src={href}
                  alt={label}
                  className="h-24 w-24 rounded-md border object-cover"
                  loading="lazy"
                  data-testid="timeline-media-image"
                />
              </a>
            </li>
          );
        }
        return (
          <li key={item.id} className="text-muted-foreground rounded-md border px-2 py-1 text-xs">
            {item.status === "stored" ? (
              <a href={href} download className="underline">
                {label}
              </a>
            ) : (
              <span title={item.error ?? undefined}>
                {label}: {STATE[item.status] ?? item.status}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
