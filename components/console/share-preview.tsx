/**
 * The picture a link unfurls with in chats and social posts (docs/decisions/public-site.md "Search and share metadata"), shown in the console where the
 * link is copied or managed: the same Open Graph image the public page names, at 1.91:1.
 */
import type { ReactNode } from "react";

/** The preview image with a caption under it. */
export function SharePreview({ src, caption }: { src: string; caption: ReactNode }) {
  return (
    <figure className="grid gap-2">
      {/* eslint-disable-next-line @next/next/no-img-element -- a generated PNG of this app, already 1200×630; nothing for next/image to do */}
      <img
        src={src}
        alt="Preview image the link unfurls with"
        width={1200}
        height={630}
        loading="lazy"
        className="aspect-[1200/630] h-auto w-full max-w-sm rounded-md border bg-muted object-cover"
      />
      <figcaption className="text-xs text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}
