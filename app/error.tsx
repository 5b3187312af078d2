"use client";
/**
 * The error boundary of every page outside the console's own (the public site, sign-in, and the console's
 * layout itself, which checks the session): components/errors/server-error.tsx, on a full screen.
 */
import type { ErrorInfo } from "next/error";
import { ServerError } from "@/components/errors/server-error";

export default function RootError({ retry }: ErrorInfo) {
  return <ServerError retry={retry} className="min-h-screen justify-center" />;
}
