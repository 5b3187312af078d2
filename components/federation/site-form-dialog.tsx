"use client";
/**
 * Add Site and edit-site dialogs (docs/spec/operator-console.md §5 "Add site", "Edit site"; §8 toasts): Site Name
 * and Site URL required (the button stays disabled while either is blank after trimming, with the spec's
 * hints), a warning for URLs not starting with https://, optional description, Active switch. A failed
 * add shows 'Failed to Add Remote Site' with the mapped message and the inline box.
 */
import { useId, useState } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "sonner";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { ADD_SITE_NETWORK_ERROR, addSiteErrorMessage } from "@/lib/federation/labels";
import { SITE_HINTS } from "@/lib/federation/schemas";
import { useFailureToast } from "@/components/console/use-admin-action";
import { callApi, failureText } from "./api";
import type { SiteJson } from "./types";

/** What the dialog saves. */
interface SiteFormValues {
  siteName: string;
  siteUrl: string;
  description: string;
  isActive: boolean;
}

const EMPTY: SiteFormValues = { siteName: "", siteUrl: "", description: "", isActive: true };

/**
 * The dialog. Without `site` it adds (POST /api/csc/sites) and hands the new key to `onAdded`; with
 * `site` it edits (PATCH /api/csc/sites/{id}).
 */
export function SiteFormDialog({
  open,
  onOpenChange,
  site,
  onSaved,
  onAdded,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  site?: SiteJson;
  onSaved: () => void;
  onAdded?: (site: SiteJson, apiKey: string) => void;
}) {
  const id = useId();
  const toastError = useFailureToast();
  const [values, setValues] = useState<SiteFormValues>(EMPTY);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [lastOpen, setLastOpen] = useState(false);
  if (open !== lastOpen) {
    // Each time the dialog opens it starts from the site (edit) or blank (add).
    setLastOpen(open);
    if (open) {
      setValues(site ? { siteName: site.siteName, siteUrl: site.siteUrl, description: site.description ?? "", isActive: site.isActive } : EMPTY);
      setFailed(false);
    }
  }

  const nameBlank = values.siteName.trim() === "";
  const urlBlank = values.siteUrl.trim() === "";
  const insecure = !urlBlank && !values.siteUrl.trim().toLowerCase().startsWith("https://");
  const set = (field: keyof SiteFormValues) => (value: string | boolean) => setValues((v) => ({ ...v, [field]: value }));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (nameBlank || urlBlank) return;
    setSaving(true);
    setFailed(false);
    const body = { siteName: values.siteName.trim(), siteUrl: values.siteUrl.trim(), description: values.description.trim(), isActive: values.isActive };
    const result = site
      ? await callApi<{ site: SiteJson }>(`/api/csc/sites/${site.id}`, "PATCH", body)
      : await callApi<{ site: SiteJson; apiKey: string }>("/api/csc/sites", "POST", body);
    setSaving(false);
    if (!result.ok) {
      setFailed(true);
      if (result.status === 401) return toastError(failureText(result), { title: "Unauthorized", fallback: "" }, result.code);
      if (site) return toast.error("Failed to Update Site", { description: result.error ?? ADD_SITE_NETWORK_ERROR });
      const message = result.status === 0 ? ADD_SITE_NETWORK_ERROR : addSiteErrorMessage(result.status, result.error, result.statusText);
      return toast.error("Failed to Add Remote Site", { description: message });
    }
    onOpenChange(false);
    onSaved();
    if (site) {
      toast.success("Site Updated Successfully", { description: `${body.siteName} has been updated.` });
    } else {
      const added = result.data as { site: SiteJson; apiKey: string };
      toast.success("Site Added Successfully", { description: `${added.site.siteName} has been added to Site Control.` });
      onAdded?.(added.site, added.apiKey);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={save} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{site ? "Edit Site" : "Add Remote Site"}</DialogTitle>
            <DialogDescription>
              {site ? "Change the site's name, address or description." : "Register a client site. A new site key is generated and shown once."}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Site Name</Label>
            <Input id={`${id}-name`} value={values.siteName} onChange={(e) => set("siteName")(e.target.value)} maxLength={255} aria-describedby={`${id}-name-hint`} />
            {nameBlank && (
              <p id={`${id}-name-hint`} className="text-sm text-muted-foreground">
                {SITE_HINTS.siteName}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-url`}>Site URL</Label>
            <Input id={`${id}-url`} type="url" inputMode="url" placeholder="https://client.example.com" value={values.siteUrl} onChange={(e) => set("siteUrl")(e.target.value)} aria-describedby={`${id}-url-hint`} />
            {urlBlank && (
              <p id={`${id}-url-hint`} className="text-sm text-muted-foreground">
                {SITE_HINTS.siteUrl}
              </p>
            )}
            {insecure && (
              <p id={`${id}-url-hint`} className="text-sm text-amber-700 dark:text-amber-400" role="status">
                {SITE_HINTS.insecureUrl}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Description</Label>
            <Textarea id={`${id}-description`} value={values.description} onChange={(e) => set("description")(e.target.value)} rows={3} maxLength={1000} />
          </div>
          <div className="flex items-center gap-3">
            <Switch id={`${id}-active`} checked={values.isActive} onCheckedChange={set("isActive")} />
            <Label htmlFor={`${id}-active`}>Active (included in syncs)</Label>
          </div>
          {failed && (
            <Alert variant="destructive">
              <AlertDescription>Error: Please check the form and try again.</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={nameBlank || urlBlank || saving}>
              {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
              {site ? "Save Changes" : "Add Site"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
