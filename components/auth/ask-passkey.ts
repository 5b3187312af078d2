"use client";
/** Asks the browser for a passkey's answer to a fresh server challenge (for the second step, or to sign in alone). */
import { startAuthentication } from "@simplewebauthn/browser";
import { passkeyOptionsAction } from "@/lib/second-factor/sign-in-actions";

/** The answer as JSON text, or the message to show when there is none (refused, cancelled, unsupported). */
export async function askPasskey(pendingToken?: string): Promise<{ response: string } | { error: string }> {
  const options = await passkeyOptionsAction(pendingToken === undefined ? {} : { pendingToken }).catch(() => null);
  if (!options) return { error: "Please try again." };
  if (!options.ok) return { error: options.error };
  try {
    return { response: JSON.stringify(await startAuthentication({ optionsJSON: options.data })) };
  } catch (error) {
    return {
      error:
        (error as Error).name === "NotAllowedError" ? "The passkey request was cancelled." : (error as Error).message,
    };
  }
}
