import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { projectCodes } from "@/lib/db/schema";
import { redeemProjectCode } from "@/lib/project-codes/redeem";

const visitor = { name: "Grace Hopper", email: "grace@example.com", phone: "555-0100" };

/** Inserts an unused code with a unique value and returns it. */
async function createCode(projectIdea = "OVERVIEW\nA booking portal\nwith reminders"): Promise<string> {
  const code = randomBytes(4).toString("hex").toUpperCase();
  await db.insert(projectCodes).values({ code, draft: projectIdea });
  return code;
}

describe("redeemProjectCode", () => {
  it("returns the idea and records who redeemed it", async () => {
    const code = await createCode();
    const redeemed = await redeemProjectCode(db, { code, ...visitor });
    expect(redeemed).toEqual({ projectIdea: "OVERVIEW\nA booking portal\nwith reminders" });
    const [row] = await db.select().from(projectCodes).where(eq(projectCodes.code, code));
    expect(row).toMatchObject({ isUsed: true, usedByName: visitor.name, usedByEmail: visitor.email, usedByPhone: visitor.phone });
    expect(row!.usedAt).toBeInstanceOf(Date);
  });

  it("lets exactly one of 10 concurrent redemptions of one code succeed", async () => {
    const code = await createCode();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => redeemProjectCode(db, { code, name: `Visitor ${i}`, email: `v${i}@example.com` })),
    );
    const winners = results.flatMap((result, i) => (result ? [i] : []));
    expect(winners).toHaveLength(1);
    const [row] = await db.select().from(projectCodes).where(eq(projectCodes.code, code));
    expect(row).toMatchObject({
      isUsed: true,
      usedByName: `Visitor ${winners[0]}`,
      usedByEmail: `v${winners[0]}@example.com`,
      usedByPhone: null,
    });
  });

  it("refuses a code that was already redeemed, keeping the first visitor's details", async () => {
    const code = await createCode();
    await redeemProjectCode(db, { code, ...visitor });
    expect(await redeemProjectCode(db, { code, name: "Someone Else", email: "else@example.com" })).toBeNull();
    const [row] = await db.select().from(projectCodes).where(eq(projectCodes.code, code));
    expect(row?.usedByName).toBe(visitor.name);
  });

  it("refuses an unknown code", async () => {
    expect(await redeemProjectCode(db, { code: "NOPE0000", ...visitor })).toBeNull();
  });

  it("matches codes case-insensitively", async () => {
    const code = `mixed${randomBytes(2).toString("hex")}`;
    await db.insert(projectCodes).values({ code, draft: "Lower-case code idea" });
    expect(await redeemProjectCode(db, { code: code.toUpperCase(), ...visitor })).toEqual({ projectIdea: "Lower-case code idea" });
  });
});
