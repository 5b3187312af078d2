/**
 * Draws a card's element tree as a PNG with `next/og` (Satori + resvg; the same library as
 * `@vercel/og`, bundled with Next). Cards are pure functions returning element trees (lib/og/*-card.tsx),
 * so tests can read exactly what an image will say without decoding pixels.
 */
import { ImageResponse } from "next/og";
import type { ReactElement } from "react";
import { ogFonts } from "./fonts";

/** Open Graph's recommended size, 1200×630 px (1.91:1, the ratio chat apps and social sites crop to). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** The type every generated image is served as. */
export const OG_CONTENT_TYPE = "image/png";

/** The PNG response of `element` at `size` (default {@link OG_SIZE}) in Geist. */
export async function renderImage(
  element: ReactElement,
  size: { width: number; height: number } = OG_SIZE,
): Promise<ImageResponse> {
  return new ImageResponse(element, { ...size, fonts: await ogFonts() });
}
