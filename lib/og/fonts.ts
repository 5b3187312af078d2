/**
 * The fonts of the generated images (Open Graph cards, the apple-touch icon): Geist from the `geist`
 * npm package, read from node_modules so rendering needs no network. Satori (inside `next/og`) reads
 * TTF, OTF and WOFF but not WOFF2, so the package's static `.ttf` cuts are used; one file per weight
 * because Satori does not read a variable font's axes.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";

/** The family name the cards' styles use. */
export const OG_FONT_FAMILY = "Geist";

/** A font as `ImageResponse`'s `fonts` option takes it. */
export interface OgFont {
  name: string;
  data: ArrayBuffer;
  weight: 400 | 600 | 700;
  style: "normal";
}

// `process.cwd()` joined with literal segments: the form Next's output tracing follows, so a deployment carries the files.
const FONT_DIR = join(process.cwd(), "node_modules", "geist", "dist", "fonts", "geist-sans");
const FILES = [
  { file: "Geist-Regular.ttf", weight: 400 },
  { file: "Geist-SemiBold.ttf", weight: 600 },
  { file: "Geist-Bold.ttf", weight: 700 },
] as const;

let loaded: Promise<OgFont[]> | undefined;

/**
 * Geist Regular, SemiBold and Bold, read once per process.
 * @throws the file system's error when the `geist` package is missing (a broken install).
 */
export function ogFonts(): Promise<OgFont[]> {
  loaded ??= Promise.all(
    FILES.map(async ({ file, weight }) => {
      const bytes = await readFile(join(FONT_DIR, file));
      const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      return { name: OG_FONT_FAMILY, data, weight, style: "normal" as const };
    }),
  ).catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}
