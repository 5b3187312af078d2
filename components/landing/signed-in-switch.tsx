"use client";
/**
 * Shows one of two server-rendered trees by whether the visitor is signed in, asked from the browser
 * (./use-signed-in.ts) so the public pages stay the same static HTML for everybody. Until the session
 * endpoint answers, and on the server, the signed-out tree shows.
 */
import { useSignedIn } from "./use-signed-in";

interface SignedInSwitchProps {
  signedIn: React.ReactNode;
  signedOut: React.ReactNode;
}

/** `signedIn` once the session says so, else `signedOut`. */
export function SignedInSwitch({ signedIn, signedOut }: SignedInSwitchProps) {
  return useSignedIn() ? signedIn : signedOut;
}
