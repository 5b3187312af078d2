"use client";
/**
 * Whether the visitor is signed in, asked from the browser so the public pages stay static (no request
 * renders the landing page on the server), and only when the session hint says the browser holds a
 * session cookie (lib/auth/session-hint.ts): a visitor's page makes no request for it. next-auth's
 * `GET /api/auth/session` answers 200 with `{}` when signed out and `{ user, expires }` when signed in.
 */
import { useEffect, useState } from "react";
import { sessionHintIn } from "@/lib/auth/session-hint";

// Shared by the header's components that mount together, so one page view makes one request; cleared
// once answered, so a later client-side navigation back to a public page asks again.
let inFlight: Promise<boolean> | null = null;

function askSignedIn(): Promise<boolean> {
  if (!sessionHintIn(document.cookie)) return Promise.resolve(false);
  inFlight ??= fetch("/api/auth/session", { cache: "no-store", credentials: "same-origin" })
    .then(async (response) => {
      const session: unknown = response.ok ? await response.json() : null;
      return typeof session === "object" && session !== null && "user" in session;
    })
    .catch(() => false)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** True or false once the session endpoint has answered; null until then (and on the server). */
export function useSignedIn(): boolean | null {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    void askSignedIn().then((value) => {
      if (current) setSignedIn(value);
    });
    return () => {
      current = false;
    };
  }, []);
  return signedIn;
}
