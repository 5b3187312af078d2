/**
 * The three download sizes of the Photo Library's details dialog (docs/spec/site-and-admin.md §2 screen 10, §9:
 * Small 640 px, Medium 1280 px, Large 1920 px wide), made from the photo's original with the image
 * parameters Pexels documents for its `src` links (`auto=compress&cs=tinysrgb&w=<width>`).
 */

/** A size offered for copy and download. */
export interface PhotoSize {
  label: "Small" | "Medium" | "Large";
  widthPx: number;
}

/** The sizes in the order shown (spec §9). */
export const PHOTO_SIZES: readonly PhotoSize[] = [
  { label: "Small", widthPx: 640 },
  { label: "Medium", widthPx: 1280 },
  { label: "Large", widthPx: 1920 },
];

/** The original's URL resized to `widthPx` wide; the original itself when it is not an absolute URL. */
export function photoSizeUrl(originalUrl: string, widthPx: number): string {
  let url: URL;
  try {
    url = new URL(originalUrl);
  } catch {
    return originalUrl;
  }
  url.searchParams.set("auto", "compress");
  url.searchParams.set("cs", "tinysrgb");
  url.searchParams.set("w", String(widthPx));
  return url.href;
}
