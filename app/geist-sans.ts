/**
 * Geist Sans, the site's typeface (the `geist` package's variable font), declared here rather than taken
 * from `geist/font/sans` so that it is not preloaded: a preload makes every page fetch its 70 KB at high
 * priority before the first paint, which on a phone delays the largest paint, while `font-display: swap`
 * and next/font's size-adjusted fallback already show the text at once without a layout shift
 * (docs/decisions/public-site.md "Landing page: no page-wide providers, no font preload").
 */
import localFont from "next/font/local";

/** Use `geistSans.variable` on `<html>`; Tailwind's `font-sans` reads `--font-geist-sans`. */
export const geistSans = localFont({
  src: "../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  preload: false,
});
