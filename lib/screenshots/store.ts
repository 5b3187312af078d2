/**
 * Durable screenshot storage: the PNG goes into the `screenshots` table and is served by
 * `GET /api/screenshots/{id}` (app/api/screenshots/[id]/route.ts) from any instance.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { db } from "@/lib/db";
import { screenshots } from "@/lib/db/schema";

/** The site-relative URL a stored screenshot is served from; what the image URL field receives. */
export function screenshotPath(id: string): string {
  return `/api/screenshots/${id}`;
}

/** Stores a PNG and answers its id. */
export async function saveScreenshot(input: {
  sourceUrl: string;
  png: Buffer;
  capturedBy: string | null;
}): Promise<string> {
  const [row] = await db
    .insert(screenshots)
    .values({
      sourceUrl: input.sourceUrl,
      image: input.png,
      byteSize: input.png.byteLength,
      contentType: "image/png",
      capturedBy: input.capturedBy,
    })
    .returning({ id: screenshots.id });
  return row!.id;
}

const screenshotId = z.uuid();

/** The stored image of `id`, or null when there is none (including an id that is not a UUID). */
export async function loadScreenshot(id: string): Promise<{ image: Buffer; contentType: string } | null> {
  if (!screenshotId.safeParse(id).success) return null;
  const [row] = await db
    .select({ image: screenshots.image, contentType: screenshots.contentType })
    .from(screenshots)
    .where(eq(screenshots.id, id));
  return row ?? null;
}
