"use client";
/**
 * What a page shows when its server render failed (app/error.tsx for the public site and the sign-in
 * screens, app/(admin)/error.tsx inside the console; docs/decisions/data-and-jobs.md "503 on a database blip"). The
 * error's details stay on the server, so it asks the health path whether the database answers
 * (`/api/federated/health`, 503 while it is away). If it does not, the service is briefly unavailable: the
 * page says so and retries by itself, checking again after each `Retry-After`, until the database
 * answers. Otherwise it is our bug: "Something went wrong", with a button to try again.
 */
import { useEffect, useState } from "react";
import type { ErrorInfo } from "next/error";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The health path (docs/federation-protocol.md §4.5 "health path"): 200 when the server and its database answer. */
const HEALTH_PATH = "/api/federated/health";

/** Seconds between checks when the answer names none. */
const DEFAULT_RETRY_SECONDS = 5;

type Diagnosis = { kind: "checking" } | { kind: "unavailable"; retrySeconds: number } | { kind: "failed" };

/** Asks the health path; `unavailable` with its `Retry-After` on 503 (or no answer at all), else `failed`. */
async function diagnose(): Promise<Diagnosis> {
  // No answer at all is itself the diagnosis: the server is out of reach, which the screen says.
  const response = await fetch(HEALTH_PATH, { cache: "no-store" }).catch((error: unknown) => {
    console.warn("[error screen] the health path did not answer", error);
    return null;
  });
  if (response?.ok) return { kind: "failed" };
  const retrySeconds = Number(response?.headers.get("retry-after"));
  return {
    kind: "unavailable",
    retrySeconds: Number.isFinite(retrySeconds) && retrySeconds > 0 ? retrySeconds : DEFAULT_RETRY_SECONDS,
  };
}

/** The error boundary's screen; `className` places it in its frame. */
export function ServerError({ retry, className }: Pick<ErrorInfo, "retry"> & { className?: string }) {
  const [diagnosis, setDiagnosis] = useState<Diagnosis>({ kind: "checking" });

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (recovering: boolean) => {
      const next = await diagnose();
      if (cancelled) return;
      // The database answers again after an outage: render the page as it should have been.
      if (recovering && next.kind === "failed") return retry();
      setDiagnosis(next);
      if (next.kind === "unavailable") timer = setTimeout(() => void check(true), next.retrySeconds * 1000);
    };
    void check(false);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [retry]);

  const unavailable = diagnosis.kind === "unavailable";
  return (
    <div
      role="alert"
      aria-busy={diagnosis.kind === "checking"}
      className={cn("mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center", className)}
    >
      {diagnosis.kind === "checking" ? null : (
        <>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {unavailable ? "Briefly unavailable" : "Something went wrong"}
          </h1>
          <p className="text-muted-foreground">
            {unavailable
              ? `The service is briefly unavailable. This page tries again every ${diagnosis.retrySeconds} seconds and comes back by itself.`
              : "This page could not be shown. The error has been recorded; please try again."}
          </p>
          <Button onClick={() => retry()}>Try again</Button>
        </>
      )}
    </div>
  );
}
