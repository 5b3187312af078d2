/**
 * Telling a database blip and a duplicate from other failures (lib/db/unavailable.ts,
 * lib/db/unique-violation.ts), through Drizzle's wrapper, whose `cause` is the driver's error.
 */
import { describe, expect, it } from "vitest";
import { databaseOutageCause, isDatabaseUnavailable, OncePerWindow } from "@/lib/db/unavailable";
import { isUniqueViolation } from "@/lib/db/unique-violation";

/** A driver error as node-postgres and PGlite raise them: an Error with a SQLSTATE `code`. */
function driverError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

/** Drizzle's wrapper around a failed query. */
function wrapped(cause: unknown): Error {
  return new Error("Failed query: select 1", { cause });
}

describe("database unavailable", () => {
  it("recognises a statement timeout behind Drizzle's wrapper, and answers the driver's error", () => {
    const timeout = driverError("canceling statement due to statement timeout", "57014");
    expect(isDatabaseUnavailable(wrapped(timeout))).toBe(true);
    expect(databaseOutageCause(wrapped(timeout))).toBe(timeout);
  });

  it("recognises a refused connection and a server shutting down", () => {
    expect(isDatabaseUnavailable(wrapped(driverError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(wrapped(driverError("terminating connection due to administrator command", "57P01"))),
    ).toBe(true);
  });

  it("recognises node-postgres's code-less messages for a lost connection and its timeouts", () => {
    for (const message of [
      "Connection terminated unexpectedly",
      "timeout exceeded when trying to connect",
      "Query read timeout",
    ]) {
      expect(isDatabaseUnavailable(wrapped(driverError(message))), message).toBe(true);
    }
  });

  it("leaves our own bugs and bad input alone", () => {
    expect(databaseOutageCause(wrapped(driverError('relation "nope" does not exist', "42P01")))).toBeNull();
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable("a string")).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe("one event per window", () => {
  it("lets the first event through, holds the rest of the window, and counts them at the next", () => {
    const window = new OncePerWindow(60_000);
    expect(window.take(1_000)).toEqual({ first: true, held: 0 });
    expect(window.take(2_000)).toEqual({ first: false });
    expect(window.take(60_999)).toEqual({ first: false });
    expect(window.take(61_000)).toEqual({ first: true, held: 2 });
    expect(window.take(200_000)).toEqual({ first: true, held: 0 });
  });
});

describe("unique violation", () => {
  it("is found on the driver's error or behind Drizzle's wrapper", () => {
    const duplicate = driverError(
      'duplicate key value violates unique constraint "project_codes_code_unique"',
      "23505",
    );
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation(wrapped(duplicate))).toBe(true);
  });

  it("is not another constraint's failure or a non-error", () => {
    expect(isUniqueViolation(wrapped(driverError("violates foreign key constraint", "23503")))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
  });
});
