"use client";
/**
 * The hero's stock-photo background (site-and-admin.md §4 "Photo backgrounds"): the gradient shows
 * until the photo has loaded, the photo then fades in, and a photo that fails to load is removed so
 * the gradient stays. Decorative, hence the empty alt. Its `src`, `srcSet` and `sizes` come from
 * next/image's `getImageProps` on the server (./hero.tsx), so no image component ships to the browser.
 */
import { useState, type ComponentProps } from "react";

/** The `<img>` attributes the server computed for the photo. */
export type HeroImageProps = Omit<ComponentProps<"img">, "className" | "onLoad" | "onError" | "ref">;

/** Fills the hero behind its content. */
export function HeroBackground({ image }: { image: HeroImageProps }) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  if (state === "failed") return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes (alt included), computed on the server
    <img
      {...image}
      // An image cached by the browser may finish before hydration attaches onLoad.
      ref={(img) => {
        if (img?.complete && img.naturalWidth > 0) setState("loaded");
      }}
      onLoad={() => setState("loaded")}
      onError={() => setState("failed")}
      // A plain template rather than cn(): tailwind-merge would ship with the landing page's first load for one class switch.
      className={`-z-20 object-cover mix-blend-overlay transition-opacity duration-700 ${state === "loaded" ? "opacity-60" : "opacity-0"}`}
    />
  );
}
