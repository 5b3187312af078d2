/** The public forms' resolver that loads zod on first use (lib/forms/lazy-zod-resolver.ts). */
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";

const schema = z.object({ name: z.string().trim().min(2, "Please enter your name") });
type Input = z.input<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("lazy zod resolver", () => {
  it("answers the schema's values and errors once loaded, loading the schema once", async () => {
    const load = vi.fn(async () => schema);
    const { resolver } = lazyZodResolver<Input, z.output<typeof schema>>(load);
    expect(load).not.toHaveBeenCalled();

    const valid = await resolver({ name: "  Ana " }, undefined, options);
    expect(valid).toEqual({ values: { name: "Ana" }, errors: {} });
    const invalid = await resolver({ name: "A" }, undefined, options);
    expect(invalid.values).toEqual({});
    expect(invalid.errors.name?.message).toBe("Please enter your name");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("starts loading on preload, so the first validation need not wait for the download", async () => {
    const load = vi.fn(async () => schema);
    const { preload } = lazyZodResolver<Input, z.output<typeof schema>>(load);
    preload();
    preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it("tries the download again on the next validation after a failed one", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(schema);
    const { resolver } = lazyZodResolver<Input, z.output<typeof schema>>(load);
    await expect(resolver({ name: "Ana" }, undefined, options)).rejects.toThrow("offline");
    await expect(resolver({ name: "Ana" }, undefined, options)).resolves.toEqual({
      values: { name: "Ana" },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
