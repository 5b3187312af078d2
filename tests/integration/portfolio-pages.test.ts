/**
 * The paged portfolio reads (docs/decisions/public-site.md "Public portfolio pages and Portfolio Management paging"): the landing page's featured-first nine, /work's keyset pages
 * (cursors that must name a public project), and Portfolio Management's searched, keyset-paged list.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { decodeCursor, encodeCursor, type Page } from "@/lib/db/keyset";
import {
  LANDING_PROJECT_LIMIT,
  WORK_PAGE_SIZE,
  readLandingPortfolio,
  readPortfolioWorkPage,
} from "@/lib/portfolio/queries";
import { listPortfolioPage } from "@/lib/portfolio/admin-queries";
import { portfolioProjects, type PortfolioProject } from "@/lib/db/schema";

type NewProject = typeof portfolioProjects.$inferInsert;

// Other files may rely on the migrations' sample rows: keep them aside and put them back.
let kept: PortfolioProject[] = [];
beforeAll(async () => {
  kept = await db.select().from(portfolioProjects);
});
afterAll(async () => {
  await db.delete(portfolioProjects);
  if (kept.length > 0) await db.insert(portfolioProjects).values(kept);
});
beforeEach(async () => {
  await db.delete(portfolioProjects);
});

const base = Date.UTC(2024, 0, 1);
const minutes = (n: number) => new Date(base + n * 60_000);

/** Inserts projects and answers them in insertion order. */
async function insert(projects: NewProject[]): Promise<PortfolioProject[]> {
  return db.insert(portfolioProjects).values(projects).returning();
}

function project(title: string, createdAt: Date, extra: Partial<NewProject> = {}): NewProject {
  return { title, description: `About ${title}`, createdAt, ...extra };
}

/** Newest first, then the larger id first: the order every list here promises. */
function newestFirst(rows: PortfolioProject[]): number[] {
  return [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((row) => row.id);
}

describe("readLandingPortfolio", () => {
  it("shows nine public projects, featured first then newest, and says more exist", async () => {
    const plain = await insert(Array.from({ length: 10 }, (_, i) => project(`Plain ${i}`, minutes(100 + i))));
    const featured = await insert([
      project("Old featured", minutes(1), { isFeatured: true }),
      project("Older featured", minutes(0), { isFeatured: true }),
    ]);
    await insert([
      project("Hidden newest", minutes(500), { isVisible: false, isFeatured: true }),
      project("Sample newest", minutes(501), { isSample: true, isFeatured: true }),
    ]);

    const landing = await readLandingPortfolio();

    expect(landing.projects).toHaveLength(LANDING_PROJECT_LIMIT);
    expect(landing.projects.map((p) => p.title)).toEqual([
      "Old featured",
      "Older featured",
      ...[9, 8, 7, 6, 5, 4, 3].map((i) => `Plain ${i}`),
    ]);
    expect(landing.more).toBe(true);
    expect(landing.projects[0]).toMatchObject({ id: featured[0]!.id, createdAt: minutes(1).toISOString() });
    expect(plain).toHaveLength(10);
  });

  it("does not offer more when every public project fits", async () => {
    await insert(Array.from({ length: LANDING_PROJECT_LIMIT }, (_, i) => project(`Project ${i}`, minutes(i))));
    await insert([project("Hidden", minutes(50), { isVisible: false })]);
    const landing = await readLandingPortfolio();
    expect(landing.projects).toHaveLength(LANDING_PROJECT_LIMIT);
    expect(landing.more).toBe(false);
  });
});

describe("readPortfolioWorkPage", () => {
  /** 30 public projects, runs of three sharing one timestamp, plus a hidden one and a sample. */
  async function seedWork(): Promise<{ publicIds: number[]; hidden: PortfolioProject }> {
    const rows = await insert(Array.from({ length: 30 }, (_, i) => project(`Work ${i}`, minutes(Math.floor(i / 3)))));
    const [hidden] = await insert([
      project("Hidden", minutes(3), { isVisible: false }),
      project("Sample", minutes(3), { isSample: true }),
    ]);
    return { publicIds: newestFirst(rows), hidden: hidden! };
  }

  async function walk(
    first: Page<{ id: number }>,
    step: (cursor: string) => Promise<Page<{ id: number }> | null>,
    cursorOf: (page: Page<{ id: number }>) => string | null,
  ) {
    const pages = [first];
    for (let cursor = cursorOf(first); cursor; cursor = cursorOf(pages[pages.length - 1]!)) {
      const page = await step(cursor);
      expect(page).not.toBeNull();
      pages.push(page!);
    }
    return pages;
  }

  it("pages forward through every public project once, across equal timestamps, and back again", async () => {
    const { publicIds } = await seedWork();
    const first = (await readPortfolioWorkPage(null, "next"))!;
    expect(first.prevCursor).toBeNull();

    const forward = await walk(
      first,
      (cursor) => readPortfolioWorkPage(cursor, "next"),
      (page) => page.nextCursor,
    );
    expect(forward.map((page) => page.rows.length)).toEqual([WORK_PAGE_SIZE, WORK_PAGE_SIZE, 30 - 2 * WORK_PAGE_SIZE]);
    expect(forward.flatMap((page) => page.rows.map((row) => row.id))).toEqual(publicIds);

    const last = forward[forward.length - 1]!;
    expect(last.nextCursor).toBeNull();
    const backward = await walk(
      last,
      (cursor) => readPortfolioWorkPage(cursor, "prev"),
      (page) => page.prevCursor,
    );
    expect(backward.reverse().map((page) => page.rows.map((row) => row.id))).toEqual(
      forward.map((page) => page.rows.map((row) => row.id)),
    );
  });

  it("answers null (a 404) for a cursor that names no public project's position", async () => {
    const { hidden } = await seedWork();
    const first = (await readPortfolioWorkPage(null, "next"))!;
    const valid = decodeCursor(first.nextCursor)!;

    expect(await readPortfolioWorkPage("not-a-cursor", "next")).toBeNull();
    // A real project id with a made-up position, and a hidden project's true position.
    expect(await readPortfolioWorkPage(encodeCursor(String(BigInt(valid.key) + 1n), valid.id), "next")).toBeNull();
    expect(
      await readPortfolioWorkPage(encodeCursor(String(BigInt(hidden.createdAt.getTime()) * 1000n), hidden.id), "next"),
    ).toBeNull();
    expect(await readPortfolioWorkPage(first.nextCursor, "next")).not.toBeNull();
  });
});

describe("listPortfolioPage", () => {
  it("lists every project, hidden ones and samples too, newest first in pages with the total", async () => {
    const rows = await insert(Array.from({ length: 28 }, (_, i) => project(`Site ${i}`, minutes(Math.floor(i / 4)))));
    rows.push(
      ...(await insert([
        project("Hidden", minutes(2), { isVisible: false }),
        project("Sample", minutes(2), { isSample: true }),
      ])),
    );
    const expected = newestFirst(rows);

    const first = await listPortfolioPage({ q: "", cursor: null, dir: "next", size: 25 });
    expect(first.total).toEqual({ count: 30, capped: false });
    expect(first.page.rows.map((row) => row.id)).toEqual(expected.slice(0, 25));
    expect(first.page.prevCursor).toBeNull();

    const second = await listPortfolioPage({ q: "", cursor: first.page.nextCursor, dir: "next", size: 25 });
    expect(second.page.rows.map((row) => row.id)).toEqual(expected.slice(25));
    expect(second.page.nextCursor).toBeNull();

    const back = await listPortfolioPage({ q: "", cursor: second.page.prevCursor, dir: "prev", size: 25 });
    expect(back.page.rows.map((row) => row.id)).toEqual(expected.slice(0, 25));
  });

  it("searches titles case-insensitively, taking % and _ literally, and counts the matches", async () => {
    await insert([
      project("Dental Clinic Portal", minutes(1)),
      project("Clinic 100% Booking", minutes(2)),
      project("Law firm 1000 users", minutes(3)),
      project("Clinic_Admin", minutes(4)),
      project("Music Academy", minutes(5)),
    ]);
    const search = (q: string) => listPortfolioPage({ q, cursor: null, dir: "next", size: 25 });

    const clinic = await search("CLINIC");
    expect(clinic.page.rows.map((row) => row.title)).toEqual([
      "Clinic_Admin",
      "Clinic 100% Booking",
      "Dental Clinic Portal",
    ]);
    expect(clinic.total).toEqual({ count: 3, capped: false });
    expect((await search("100%")).page.rows.map((row) => row.title)).toEqual(["Clinic 100% Booking"]);
    expect((await search("c_a")).page.rows.map((row) => row.title)).toEqual(["Clinic_Admin"]);
    expect((await search("nothing like it")).total).toEqual({ count: 0, capped: false });
  });
});
