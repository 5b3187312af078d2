"use client";
/** The error boundary of the console's screens, inside the console's frame: components/errors/server-error.tsx. */
import type { ErrorInfo } from "next/error";
import { ServerError } from "@/components/errors/server-error";

export default function AdminError({ retry }: ErrorInfo) {
  return <ServerError retry={retry} />;
}
