"use client";
/** A portfolio photo that removes itself when it fails to load, uncovering the fallback beneath it (site-and-admin.md §2). */
import { useCallback, useState } from "react";

/** True for an image whose request has finished without a picture: a broken one (HTML's "complete" with no intrinsic width). */
function hasFailed(img: HTMLImageElement): boolean {
  return img.complete && img.naturalWidth === 0;
}

/**
 * Fills its positioned parent; decorative (the card's title names the project), hence the empty alt.
 * An image that failed before hydration fired its `error` event before React listened, so the ref
 * checks the element's state once it is attached as well.
 */
export function PortfolioImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  const checkAlreadyFailed = useCallback((img: HTMLImageElement | null) => {
    if (img && hasFailed(img)) setFailed(true);
  }, []);
  if (failed) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- admin-entered URLs from any host; next/image would need each host allow-listed
    <img
      ref={checkAlreadyFailed}
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
