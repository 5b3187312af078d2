"use client";
/** Shows a new site's key once, right after Add Site: the hub keeps it encrypted and never shows it again. */
import { Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** The key of `siteName`, with a copy button; closing forgets it. */
export function NewKeyDialog({
  siteName,
  apiKey,
  onClose,
}: {
  siteName: string;
  apiKey: string | null;
  onClose: () => void;
}) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(apiKey ?? "");
      toast.success("Copied", { description: "The site key is on your clipboard." });
    } catch {
      toast.error("Copy failed", { description: "Select the key and copy it by hand." });
    }
  }
  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Site key for {siteName}</DialogTitle>
          <DialogDescription>
            Give this key to the site: it must accept it as <code>Authorization: Bearer &lt;key&gt;</code>. It is shown
            only now; the hub stores it encrypted.
          </DialogDescription>
        </DialogHeader>
        <output
          aria-label="Site key"
          className="block rounded-md border bg-muted px-3 py-2 font-mono text-sm break-all select-all"
          data-testid="new-site-key"
        >
          {apiKey}
        </output>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={copy}>
            <Copy aria-hidden="true" /> Copy key
          </Button>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
