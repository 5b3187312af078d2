"use client";
/** "Check now": one uptime check of a site, due or not; the toast says the site's health after it, and the screen refreshes. */
import { Activity } from "lucide-react";
import { Button } from "@/components/ui/button";
import { checkNowAction } from "@/lib/uptime/actions";
import { HEALTH_STATE_DISPLAY } from "@/lib/site-health/labels";
import { useAdminAction } from "@/components/console/use-admin-action";

/** The button for site `siteId` (named `siteName` for screen readers). */
export function CheckNowButton({ siteId, siteName }: { siteId: number; siteName: string }) {
  const check = useAdminAction(checkNowAction, {
    errorMessage: { title: "Check failed to run", fallback: "The site could not be checked." },
    successMessage: (result) => `${siteName}: ${HEALTH_STATE_DISPLAY[result.state].label}`,
  });
  return (
    <Button
      size="sm"
      onClick={() => void check.run({ siteId })}
      disabled={check.pending}
      aria-label={`Check ${siteName} now`}
    >
      <Activity aria-hidden="true" /> {check.pending ? "Checking..." : "Check now"}
    </Button>
  );
}
