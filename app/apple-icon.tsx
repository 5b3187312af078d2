// GET /apple-icon - the 180×180 apple-touch icon, the logo mark; app/icon.svg stays the favicon
import { BrandMark } from "@/lib/brand";
import { renderImage } from "@/lib/og/render";

/** Apple's touch icon size for iPhone (180 px). */
export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** The icon; static: drawn at build time. iOS rounds the corners itself, so the tile fills the square. */
export default function AppleIcon() {
  return renderImage(
    <div
      style={{
        display: "flex",
        width: "100%",
        height: "100%",
        backgroundImage: "linear-gradient(135deg, #4338ca, #7c3aed)",
      }}
    >
      <BrandMark size={180} gradientId="brand-mark" />
    </div>,
    size,
  );
}
