"use client";
/**
 * "This Site as a Remote Site": where an admin pastes the key a hub issued for this app, so the hub can
 * sync it and send it commands (docs/federation-protocol.md). Shows whether a key is configured (stored
 * here or in FEDERATION_SITE_KEY), never the key itself.
 */
import { useId, useState } from "react";
import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { clearRemoteSiteKeyAction, setRemoteSiteKeyAction } from "@/app/(admin)/site-control/actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useActionErrorToast } from "../use-action-error-toast";
import { formatDate } from "../format-date";

/** Key status as the page read it. */
export interface RemoteKeyStatus {
  fromEnvironment: boolean;
  storedAt: string | null;
  storedBy: string | null;
}

/** The card; `baseUrl` is this app's public address (what a hub registers). */
export function RemoteSiteKeyCard({ status, baseUrl }: { status: RemoteKeyStatus; baseUrl: string }) {
  const id = useId();
  const router = useRouter();
  const toastError = useActionErrorToast();
  const [key, setKey] = useState("");
  const [saving, setSaving] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    const result = await setRemoteSiteKeyAction({ key }).catch(() => null);
    setSaving(false);
    if (!result?.ok) return toastError(result?.error, { title: "Failed to Save Site Key", fallback: "Please try again." });
    setKey("");
    toast.success("Site Key Saved", { description: "Hubs presenting this key can now sync this site." });
    router.refresh();
  }

  async function clear() {
    const result = await clearRemoteSiteKeyAction({}).catch(() => null);
    if (!result?.ok) return toastError(result?.error, { title: "Failed to Remove Site Key", fallback: "Please try again." });
    toast.success("Site Key Removed");
    router.refresh();
  }

  const configured = status.fromEnvironment || status.storedAt !== null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>This Site as a Remote Site</h2>
        </CardTitle>
        <CardDescription>
          Another hub can sync this site at <code>{baseUrl}</code> once it holds a key this site accepts.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <p data-testid="remote-key-status">
          {status.storedAt
            ? `A site key is set (saved ${formatDate(status.storedAt)}${status.storedBy ? ` by ${status.storedBy}` : ""}).`
            : status.fromEnvironment
              ? "A site key is set in FEDERATION_SITE_KEY."
              : "No site key is set: hubs are refused (503) until you add one."}
          {status.storedAt && status.fromEnvironment && " FEDERATION_SITE_KEY is accepted too."}
        </p>
        <form onSubmit={save} className="flex flex-wrap items-end gap-2">
          <div className="grid min-w-64 flex-1 gap-2">
            <Label htmlFor={`${id}-key`}>Site key from the hub</Label>
            <Input id={`${id}-key`} type="password" autoComplete="off" value={key} onChange={(e) => setKey(e.target.value)} placeholder="Paste the key the hub issued" />
          </div>
          <Button type="submit" disabled={key.trim().length < 32 || saving}>
            {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
            Save Site Key
          </Button>
          {status.storedAt && (
            <Button type="button" variant="outline" onClick={clear}>
              Remove Key
            </Button>
          )}
        </form>
        {!configured && <p className="text-xs text-muted-foreground">Keys are at least 32 characters; only a hash of the key is kept.</p>}
      </CardContent>
    </Card>
  );
}
