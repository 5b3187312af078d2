/**
 * The agency's look in the generated images: the hero's indigo-to-violet gradient, the logo mark and
 * the wordmark (components/landing/hero.tsx, components/landing/logo.tsx; both from lib/brand.tsx). Satori lays out with flexbox
 * only, so every element with more than one child says `display: flex`.
 */
import type { ReactNode } from "react";
import { BRAND_NAME, BrandMark } from "@/lib/brand";
import { OG_FONT_FAMILY } from "./fonts";

/** The hero's background (components/landing/hero.tsx), the colours every card starts from. */
export const BRAND_GRADIENT = "linear-gradient(135deg, #1e1b4b 0%, #312e81 45%, #4c1d95 100%)";

/** The mark and the name, as in the site's header. */
export function Wordmark() {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
      <BrandMark size={64} gradientId="brand-mark" />
      <span style={{ fontSize: 34, fontWeight: 600, letterSpacing: -0.5 }}>{BRAND_NAME}</span>
    </div>
  );
}

/**
 * A 1200×630 card: the gradient, a soft light in the top corner, the wordmark at the top, `children` in
 * the middle, and `caption` at the bottom. No card prints the site's address: a card drawn by `next build`
 * would carry the build's (docs/decisions/data-and-jobs.md "The build needs no database, and no address").
 */
export function CardFrame({ children, caption }: { children: ReactNode; caption?: string }) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        width: "100%",
        height: "100%",
        padding: "56px 72px",
        backgroundImage: BRAND_GRADIENT,
        color: "#ffffff",
        fontFamily: OG_FONT_FAMILY,
        position: "relative",
      }}
    >
      <div
        style={{
          position: "absolute",
          top: -200,
          right: -160,
          width: 640,
          height: 640,
          borderRadius: 320,
          backgroundImage: "radial-gradient(circle, rgba(129,140,248,0.45) 0%, rgba(129,140,248,0) 70%)",
        }}
      />
      <Wordmark />
      {children}
      <div style={{ display: "flex", alignItems: "center", fontSize: 26, color: "#c7d2fe" }}>
        <span>{caption ?? ""}</span>
      </div>
    </div>
  );
}
