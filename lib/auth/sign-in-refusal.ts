/**
 * What a sign-in step may tell the browser (docs/decisions/auth-and-roles.md "Limits that hold under parallel
 * requests"). next-auth v4 sends the message of whatever `authorize` throws to the client, as the sign-in
 * form's error: a database error would show its SQL. So each step runs through `signInStep`: a
 * `SignInRefusal` (the product's own words) passes; a database outage is answered with the outage's
 * words; anything else is our bug, written to the log and the error monitor with a request id, and the
 * browser is told only that sign-in failed on our side.
 */
import { randomUUID } from "node:crypto";
import { reportError } from "@/lib/error-monitor/report-error";
import { meetDatabaseOutage, UNAVAILABLE_MESSAGE } from "@/lib/http/database-outage";

/** Shown when a sign-in step failed on our side; the details are in the log under the request id. */
export const SIGN_IN_FAILED = "Sign-in failed on our side. Please try again in a moment.";

/** A sign-in refused for a reason the person may read. */
export class SignInRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SignInRefusal";
  }
}

/**
 * Runs one sign-in step (`step` names it in the log).
 * @throws SignInRefusal: the step's own refusal, `UNAVAILABLE_MESSAGE` during a database outage, or
 *   `SIGN_IN_FAILED` for anything else (logged and recorded with the request id).
 */
export async function signInStep<T>(step: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SignInRefusal) throw error;
    if (meetDatabaseOutage(error, `sign-in (${step})`)) throw new SignInRefusal(UNAVAILABLE_MESSAGE);
    const requestId = randomUUID();
    const failure = new Error(`Sign-in step "${step}" failed (request ${requestId})`, { cause: error });
    console.error(`[sign-in] ${failure.message}`, error);
    await reportError(failure, { severity: "high", userId: null });
    throw new SignInRefusal(SIGN_IN_FAILED);
  }
}
