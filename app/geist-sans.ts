/**
 * Geist Sans, the site's typeface, declared here rather than taken from `geist/font/sans` so that it is not
 * preloaded: a preload makes every page fetch it at high priority before the first paint, which on a phone
 * delays the largest paint, while `font-display: swap` and next/font's size-adjusted fallback already show
 * the text at once without a layout shift (docs/decisions/public-site.md "Landing page: no page-wide providers,
 * no font preload").
 *
 * The file is the `geist` package's variable font cut to Latin (Google Fonts' "latin" range plus arrows):
 * 32 KB instead of 70 KB, so the request that Lighthouse charges to the public pages' largest paint is half
 * as long (docs/decisions/public-site.md "Public pages: LCP breakdown, no session request for visitors"). Any other
 * character falls back per glyph to the next font of the stack. Made with fontTools (OFL 1.1, the license
 * beside it), from geist 1.9.2's `dist/fonts/geist-sans/Geist-Variable.woff2`:
 * `pyftsubset Geist-Variable.woff2 --unicodes="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,
 * U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212,U+2215,U+FEFF,U+FFFD"
 * --layout-features='*' --flavor=woff2`.
 */
import localFont from "next/font/local";

/** Use `geistSans.variable` on `<html>`; Tailwind's `font-sans` reads `--font-geist-sans`. */
export const geistSans = localFont({
  src: "./fonts/geist-sans-latin.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  preload: false,
});
