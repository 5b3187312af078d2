/**
 * The one error vocabulary (docs/decisions/http-and-input.md "One error vocabulary and actions beside their domain"): what an action answers for each
 * kind of failure, what a wrapped route answers for an `AppError`, a malformed body or id, and that a
 * service refuses a missing row with a code, without Next around it.
 */
import { like } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { adminAction, publicAction } from "@/lib/action";
import { db } from "@/lib/db";
import { errorLogs } from "@/lib/db/schema";
import { AppError, appErrorCodeOf } from "@/lib/errors/app-error";
import { mapErrors, readJson, routeId, withErrors } from "@/lib/http/route";
import { deleteTodo } from "@/lib/todos/items";

vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "198.51.100.40" }) }));
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<typeof import("@/lib/auth/session")>()),
  getCurrentUser: async () => null,
}));

const nameSchema = z.object({ name: z.string().min(1, "Name is required") });

describe("an action's failure", () => {
  it("names the refused field with code invalid", async () => {
    const action = publicAction(nameSchema, async () => "never");
    expect(await action({ name: "" })).toEqual({
      ok: false,
      code: "invalid",
      error: "Name is required",
      fieldErrors: { name: ["Name is required"] },
    });
  });

  it("carries a thrown AppError's code and message", async () => {
    const action = publicAction(nameSchema, async () => {
      throw new AppError("conflict", "That name is taken");
    });
    expect(await action({ name: "Ada" })).toEqual({ ok: false, code: "conflict", error: "That name is taken" });
  });

  it("answers anything else generically as internal and records it", async () => {
    const tag = `vocabulary-${Date.now()}`;
    const action = publicAction(nameSchema, async () => {
      throw new TypeError(`${tag} broke`);
    });
    expect(await action({ name: "Ada" })).toEqual({
      ok: false,
      code: "internal",
      error: "Something went wrong. Please try again.",
    });
    expect(
      await db
        .select()
        .from(errorLogs)
        .where(like(errorLogs.errorMessage, `%${tag}%`)),
    ).toHaveLength(1);
  });

  it("is unauthorized when signed out, before the input is even parsed", async () => {
    const action = adminAction("todos.create", nameSchema, async () => "never");
    expect(await action({ name: "" })).toMatchObject({ ok: false, code: "unauthorized" });
  });
});

describe("a wrapped route's failure", () => {
  const json = (body: string, type = "application/json") =>
    new Request("http://localhost/api/x", { method: "POST", body, headers: { "content-type": type } });
  const echo = withErrors(async (request: Request) => Response.json(await readJson(request, nameSchema)));

  it("answers an AppError with its status, its message and Retry-After", async () => {
    const response = await mapErrors(null, async () => {
      throw new AppError("rate_limited", "Too many attempts", { retryAfterSeconds: 60 });
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(await response.json()).toEqual({ error: "Too many attempts" });
  });

  it("answers 415, 400 and 422 for a body that is not JSON, does not parse, or breaks a rule", async () => {
    expect((await echo(json("name=Ada", "application/x-www-form-urlencoded"))).status).toBe(415);
    expect((await echo(json("{"))).status).toBe(400);
    const invalid = await echo(json(JSON.stringify({ name: "" })));
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({ error: "Name is required" });
    expect(await (await echo(json(JSON.stringify({ name: "Ada" })))).json()).toEqual({ name: "Ada" });
  });

  it("answers a malformed or out-of-range id like an unknown one: 404", async () => {
    const byId = withErrors(async (_request: Request, id: string) => Response.json({ id: routeId(id) }));
    for (const id of ["abc", "0", "-3", "1.5", "2147483648"]) expect((await byId(json("{}"), id)).status, id).toBe(404);
    expect(await (await byId(json("{}"), "42")).json()).toEqual({ id: 42 });
  });

  it("lets our own bug through to Next (500, recorded by onRequestError)", async () => {
    await expect(mapErrors(null, () => Promise.reject(new Error("a bug")))).rejects.toThrow("a bug");
  });

  it("maps each status it answers back to its code", () => {
    expect(appErrorCodeOf(401)).toBe("unauthorized");
    expect(appErrorCodeOf(422)).toBe("invalid");
    expect(appErrorCodeOf(500)).toBeUndefined();
  });
});

describe("a service without Next", () => {
  it("refuses a row that is gone with not_found", async () => {
    await expect(deleteTodo(db, 2_000_000_000)).rejects.toMatchObject({
      code: "not_found",
      message: "This TODO no longer exists.",
    });
  });
});
