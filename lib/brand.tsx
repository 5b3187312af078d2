/**
 * The agency's name and logo mark, drawn once for the site's header and footer (components/landing/logo.tsx)
 * and the generated share images (lib/og/brand.tsx): a portal frame with an arrow, white on an
 * indigo-to-violet tile (docs/spec/site-and-admin.md §1).
 */
import type { SVGProps } from "react";

/** The wordmark (docs/spec/site-and-admin.md §1). */
export const BRAND_NAME = "Custom Portal Solutions";

/**
 * The logo mark, `size` px square. `gradientId` names its gradient: unique per instance in a page that draws
 * the mark twice (React's `useId`), any fixed name in an image. Other props go to the `svg`.
 */
export function BrandMark({
  size,
  gradientId,
  ...svg
}: { size: number; gradientId: string } & Omit<SVGProps<SVGSVGElement>, "width" | "height" | "viewBox">) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" {...svg}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#4338ca" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <rect x="8" y="7" width="16" height="18" rx="3" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path
        d="M13 16h9m-3-3 3 3-3 3"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
