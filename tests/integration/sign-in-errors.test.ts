/**
 * No database or library text reaches the sign-in form (docs/decisions/auth-and-roles.md "Limits that hold under
 * parallel requests"): a step that fails on our side answers the product's words, and the failure, with
 * its request id and the query that failed, goes to the log and the error monitor.
 */
import { desc, like } from "drizzle-orm";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import { describe, expect, it, vi } from "vitest";
import { authOptions } from "@/lib/auth/options";
import { SIGN_IN_FAILED } from "@/lib/auth/sign-in-refusal";
import { db } from "@/lib/db";
import { errorLogs } from "@/lib/db/schema";

const FAILED_QUERY = 'Failed query: select "user_id" from "pending_sign_ins" where "token_hash" = $1';
vi.mock("@/lib/second-factor/pending-sign-in", async (original) => ({
  ...(await original<typeof import("@/lib/second-factor/pending-sign-in")>()),
  pendingSignInUser: async () => {
    throw new Error(FAILED_QUERY, { cause: new Error("sorry, too many clients already") });
  },
}));

/** The second step as next-auth calls it: the provider's `authorize` from the app's options. */
function secondStep(credentials: Record<string, string>): Promise<string> {
  // next-auth merges a provider's `options` over its defaults when it starts; here they are read as given.
  const provider = authOptions.providers.find(
    (p) => (p as CredentialsConfig).options?.id === "second-factor",
  ) as CredentialsConfig;
  return provider.options.authorize(credentials, { headers: { "user-agent": "sign-in-errors-test" } } as never).then(
    () => "signed in",
    (error: Error) => error.message,
  );
}

describe("a sign-in step that fails on our side", () => {
  it("tells the form only that sign-in failed, and logs and records the failed query under a request id", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        secondStep({ pendingToken: "x".repeat(43), method: "authenticator", code: "123456" }),
      ),
    );
    expect(new Set(answers)).toEqual(new Set([SIGN_IN_FAILED]));
    const lines = logged.mock.calls.map((call) => String(call[0]));
    logged.mockRestore();
    const requestIds = lines.flatMap(
      (line) => line.match(/^\[sign-in\] Sign-in step "second factor" failed \(request ([0-9a-f-]{36})\)$/)?.[1] ?? [],
    );
    expect(new Set(requestIds).size).toBe(10);
    const [recorded] = await db
      .select()
      .from(errorLogs)
      .where(like(errorLogs.errorMessage, 'Sign-in step "second factor" failed%'))
      .orderBy(desc(errorLogs.lastSeenAt));
    expect(recorded!.errorMessage).toContain("Failed query: select");
    expect(recorded!.severity).toBe("high");
    expect(recorded!.occurrences).toBeGreaterThanOrEqual(10);
  });
});
