"use client";
/**
 * The Broadcast Command dialog (docs/spec/operator-console.md §2 "/command-broadcaster", §5, §8): Command
 * (multi-line, required: a blank command disables sending), Description (optional), 'Send to All Sites'.
 * The answer's counts go into the 'Command Broadcast Complete' toast; a failure shows 'Broadcast Failed'.
 */
import { useId, useState } from "react";
import { Loader2, Send } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { BroadcastSummary } from "@/lib/federation/broadcast";
import { useFailureToast } from "@/components/console/use-admin-action";
import { callApi, failureText } from "./api";

/** The dialog; `onSent` refreshes the history. */
export function BroadcastDialog({ open, onOpenChange, onSent }: { open: boolean; onOpenChange: (open: boolean) => void; onSent: () => void }) {
  const id = useId();
  const toastError = useFailureToast();
  const [commandText, setCommandText] = useState("");
  const [description, setDescription] = useState("");
  const [sending, setSending] = useState(false);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!commandText.trim()) return;
    setSending(true);
    const result = await callApi<BroadcastSummary>("/api/federated/broadcast-command", "POST", { commandText, description });
    setSending(false);
    onSent();
    if (!result.ok) {
      if (result.status === 401) return toastError(failureText(result), { title: "Unauthorized", fallback: "" }, result.code);
      return toast.error("Broadcast Failed", { description: result.error ?? "Network error occurred. Please check your connection and try again." });
    }
    const { total, successful, failed } = result.data;
    toast.success("Command Broadcast Complete", { description: `Sent to ${total} sites: ${successful} successful, ${failed} failed.` });
    setCommandText("");
    setDescription("");
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={send} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Broadcast Command</DialogTitle>
            <DialogDescription>Every active site receives the command and answers; each answer is recorded.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-command`}>Command</Label>
            <Textarea id={`${id}-command`} value={commandText} onChange={(e) => setCommandText(e.target.value)} rows={4} required placeholder="ping" className="font-mono" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-description`}>Description (optional)</Label>
            <Input id={`${id}-description`} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={1000} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!commandText.trim() || sending}>
              {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
              Send to All Sites
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
