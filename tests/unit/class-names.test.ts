/** Joining Tailwind classes (lib/utils.ts): a later class wins over an earlier one of the same property. */
import { describe, expect, it } from "vitest";
import { cn } from "@/lib/utils";

describe("cn", () => {
  it("keeps the later of two conflicting classes, so a caller's className overrides a component's", () => {
    expect(cn("px-2 py-1", "px-4")).toBe("py-1 px-4");
    expect(cn("text-muted-foreground", "text-destructive")).toBe("text-destructive");
  });

  it("drops false, null and undefined, and reads conditions from objects and arrays", () => {
    expect(cn("grid", false && "hidden", null, undefined, { "gap-2": true, "gap-4": false }, ["rounded"])).toBe(
      "grid gap-2 rounded",
    );
  });
});
