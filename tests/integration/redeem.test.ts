import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { projectCodes } from "@/lib/db/schema";
import { redeemForVisitor, redeemProjectCode } from "@/lib/project-codes/redeem";

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
    expect(row).toMatchObject({
      isUsed: true,
      usedByName: visitor.name,
      usedByEmail: visitor.email,
      usedByPhone: visitor.phone,
    });
    expect(row!.usedAt).toBeInstanceOf(Date);
  });

  it("lets exactly one of 10 concurrent redemptions of one code succeed", async () => {
    const code = await createCode();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        redeemProjectCode(db, { code, name: `Visitor ${i}`, email: `v${i}@example.com` }),
      ),
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
    expect(await redeemProjectCode(db, { code: code.toUpperCase(), ...visitor })).toEqual({
      projectIdea: "Lower-case code idea",
    });
  });
});

describe("reopening a share link after redeeming", () => {
  it("shows the same visitor the proposal again with the day it was redeemed, and changes nothing", async () => {
    const code = await createCode("OVERVIEW\nA booking portal for a dog groomer");
    const first = await redeemForVisitor(db, { code, ...visitor });
    expect(first).toEqual({ projectIdea: "OVERVIEW\nA booking portal for a dog groomer" });
    const [redeemed] = await db.select().from(projectCodes).where(eq(projectCodes.code, code));

    const again = await redeemForVisitor(db, {
      code: code.toLowerCase(),
      name: "Grace B. Hopper",
      email: "GRACE@Example.com",
    });
    expect(again).toEqual({
      projectIdea: "OVERVIEW\nA booking portal for a dog groomer",
      redeemedAt: redeemed!.usedAt!.toISOString(),
    });
    const [after] = await db.select().from(projectCodes).where(eq(projectCodes.code, code));
    expect(after).toEqual(redeemed);
  });

  it("keeps the spec's 'Invalid or expired code' for another e-mail and for a wrong code", async () => {
    const code = await createCode();
    await redeemForVisitor(db, { code, ...visitor });
    const refused = { code: "not_found", message: "Invalid or expired code" };
    await expect(
      redeemForVisitor(db, { code, name: "Someone Else", email: "someone@example.com" }),
    ).rejects.toMatchObject(refused);
    await expect(redeemForVisitor(db, { code: "NOPE0000", ...visitor })).rejects.toMatchObject(refused);
  });
});
