"use client";
/**
 * A host's private calendar feed: make a new secret address (shown here once, to paste into a calendar
 * app; the previous one stops working) or revoke it.
 */
import { useState } from "react";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { hostFeedAction } from "@/lib/bookings/console-actions";

export function HostFeedControls({ userId, hasFeed }: { userId: number; hasFeed: boolean }) {
  const [url, setUrl] = useState<string | null>(null);
  const feed = useAdminAction(hostFeedAction, {
    errorMessage: { title: "Update Failed", fallback: "Failed to change the calendar feed" },
    successMessage: (result) => (result.url ? "New calendar feed address" : "Calendar feed revoked"),
    onSuccess: (result) => setUrl(result.url),
  });
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={feed.pending}
          onClick={() => feed.run({ userId, action: "renew" })}
        >
          {hasFeed ? "New feed address" : "Create feed address"}
        </Button>
        {hasFeed && (
          <Button
            size="sm"
            variant="outline"
            disabled={feed.pending}
            onClick={() => feed.run({ userId, action: "revoke" })}
          >
            Revoke feed
          </Button>
        )}
      </div>
      {url && (
        <Input readOnly aria-label="Calendar feed address" value={url} onFocus={(event) => event.target.select()} />
      )}
    </div>
  );
}
