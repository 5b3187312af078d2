/**
 * The generated images (docs/decisions/public-site.md "Search and share metadata"): each route answers a 1200×630 PNG (read from the PNG header) within a
 * second once warm, a project's card is drawn only for a public project, and the share link's card
 * holds nothing of a code's idea.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import AppleIcon from "@/app/apple-icon";
import LandingImage from "@/app/opengraph-image";
import { GET as projectCardRoute } from "@/app/(marketing)/projects/[id]/card.png/route";
import { GET as shareCardRoute } from "@/app/(marketing)/redeem/card.png/route";
import { db } from "@/lib/db";
import { portfolioProjects, projectCodes } from "@/lib/db/schema";
import { projectCard } from "@/lib/og/project-card";
import { SHARE_CARD_HEADLINE, shareCard } from "@/lib/og/share-card";
import { saveScreenshot, screenshotPath } from "@/lib/screenshots/store";
import { elementText } from "@/tests/support/element-text";

// The data cache needs a running Next.js server; here every read goes to the database.
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  unstable_cache: <T>(fn: T) => fn,
}));

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Status, content type and the IHDR chunk's width and height (PNG spec §11.2.2: bytes 16–23 of the file). */
async function readPng(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  const isPng = bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.toString("latin1", 12, 16) === "IHDR";
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    isPng,
    width: isPng ? bytes.readUInt32BE(16) : 0,
    height: isPng ? bytes.readUInt32BE(20) : 0,
    bytes,
  };
}

/** Renders once to warm fonts and WASM, then answers the second rendering and how long it took. */
async function warmRender(render: () => Promise<Response>) {
  await (await render()).arrayBuffer();
  const started = performance.now();
  const png = await readPng(await render());
  return { ...png, ms: performance.now() - started };
}

const params = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) });

let visible: number, withScreenshot: number, hidden: number, sample: number;
beforeAll(async () => {
  // A real PNG as the stored screenshot: the landing card itself.
  const screenshot = (await readPng(await LandingImage())).bytes;
  const id = await saveScreenshot({ sourceUrl: "https://client.example/", png: screenshot, capturedBy: null });
  const rows = await db
    .insert(portfolioProjects)
    .values([
      {
        title: "Harbor Freight Portal",
        description: "Dispatch portal.",
        technologies: ["Next.js", "PostgreSQL", "Tailwind", "Twilio", "Stripe"],
      },
      { title: "Clinic Booking", description: "Appointments.", imageUrl: screenshotPath(id), technologies: ["React"] },
      { title: "Hidden Work", description: "Not public.", isVisible: false },
      { title: "Sample Work", description: "A sample.", isSample: true },
    ])
    .returning({ id: portfolioProjects.id });
  [visible, withScreenshot, hidden, sample] = rows.map((row) => row.id) as [number, number, number, number];
});
afterAll(async () => {
  await db.delete(portfolioProjects).where(
    // Only this file's rows.
    (await import("drizzle-orm")).inArray(portfolioProjects.id, [visible, withScreenshot, hidden, sample]),
  );
});

describe("image routes", () => {
  it.each([
    ["the landing page's card", () => LandingImage()],
    ["a public project's card", () => projectCardRoute(new Request("http://localhost/"), params(visible))],
    [
      "a project's card with its stored screenshot",
      () => projectCardRoute(new Request("http://localhost/"), params(withScreenshot)),
    ],
    ["the share link's card", () => shareCardRoute()],
  ])("%s is a 1200×630 PNG, drawn within a second when warm", async (_name, render) => {
    const png = await warmRender(render);
    expect(png).toMatchObject({ status: 200, type: "image/png", isPng: true, width: 1200, height: 630 });
    expect(png.ms).toBeLessThan(1000);
  });

  it("draws the apple-touch icon at 180×180", async () => {
    expect(await readPng(await AppleIcon())).toMatchObject({
      status: 200,
      type: "image/png",
      isPng: true,
      width: 180,
      height: 180,
    });
  });

  it("answers 404 for a hidden, a sample, an unknown and a malformed project", async () => {
    for (const id of [hidden, sample, 2_000_000_000, "01", "abc", "99999999999"]) {
      const response = await projectCardRoute(new Request("http://localhost/"), params(id));
      expect(response.status, String(id)).toBe(404);
    }
  });
});

describe("card contents", () => {
  it("a project's card names it and its first four technologies, then +1 more", () => {
    const text = elementText(
      projectCard({
        id: 1,
        title: "Harbor Freight Portal",
        technologies: ["Next.js", "PostgreSQL", "Tailwind", "Twilio", "Stripe"],
        year: 2024,
        screenshot: null,
      }),
    );
    expect(text).toContain("Harbor Freight Portal");
    expect(text).toContain("Twilio");
    expect(text).not.toContain("Stripe");
    expect(text).toContain("+1 more");
  });

  it("the share link's card holds no text of a code's idea", async () => {
    const marker = "ZEPHYRMARKER";
    await db
      .insert(projectCodes)
      .values({ code: "OGMARK23", draft: `A bakery portal for ${marker} with online orders` });

    const tree = shareCard();
    const text = elementText(tree);
    expect(text).toContain(SHARE_CARD_HEADLINE);
    expect(text).not.toContain(marker);
    expect(JSON.stringify(tree)).not.toContain(marker);
    expect((await readPng(await shareCardRoute())).width).toBe(1200);
  });
});
