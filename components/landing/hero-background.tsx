"use client";
/**
 * The hero's stock-photo background (site-and-admin.md §4 "Photo backgrounds"): the gradient shows
 * until the photo has loaded, the photo then fades in, and a photo that fails to load is removed so
 * the gradient stays. Decorative, hence the empty alt.
 */
import { useState } from "react";
import { cn } from "@/lib/utils";

/** Fills the hero behind its content. `url` is the provider's large rendition. */
export function HeroBackground({ url }: { url: string }) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  if (state === "failed") return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the stock-photo provider's host; next/image would need it allow-listed
    <img
      src={url}
      alt=""
      decoding="async"
      // An image cached by the browser may finish before hydration attaches onLoad.
      ref={(img) => {
        if (img?.complete && img.naturalWidth > 0) setState("loaded");
      }}
      onLoad={() => setState("loaded")}
      onError={() => setState("failed")}
      className={cn(
        "absolute inset-0 -z-20 size-full object-cover mix-blend-overlay transition-opacity duration-700",
        state === "loaded" ? "opacity-60" : "opacity-0",
      )}
    />
  );
}
