"use client";
/** A portfolio photo that removes itself when it fails to load, uncovering the fallback beneath it (site-and-admin.md §2). */
import { useState } from "react";

/** Fills its positioned parent; decorative (the card's title names the project), hence the empty alt. */
export function PortfolioImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- admin-entered URLs from any host; next/image would need each host allow-listed
    <img
      src={src}
      alt=""
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="absolute inset-0 size-full object-cover"
    />
  );
}
