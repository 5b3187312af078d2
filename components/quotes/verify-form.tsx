"use client";
/**
 * /q/verify's check (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): a dropped or chosen PDF is
 * hashed here with crypto.subtle (SHA-256) and never uploaded, or a pasted hash is checked as it is; the
 * answer says only whether it is a signed quote's and when it was signed.
 */
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDateTime } from "@/lib/format/date";
import { verifySignedHashAction } from "@/lib/quotes/actions";

type Answer = { sha256: string; matches: boolean; signedAt: string | null } | { error: string } | null;

async function sha256Of(file: File): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function VerifyForm() {
  const [hash, setHash] = useState("");
  const [answer, setAnswer] = useState<Answer>(null);
  const [dragging, setDragging] = useState(false);
  const [pending, startTransition] = useTransition();

  const check = (sha256: string) =>
    startTransition(async () => {
      const result = await verifySignedHashAction({ sha256 });
      setAnswer(result.ok ? { sha256: sha256.trim().toLowerCase(), ...result.data } : { error: result.error });
    });
  const checkFile = async (file: File | undefined) => {
    if (!file) return;
    const sha256 = await sha256Of(file);
    setHash(sha256);
    check(sha256);
  };

  return (
    <div className="grid gap-4">
      <label
        className={`grid cursor-pointer place-items-center rounded-lg border-2 border-dashed p-8 text-center text-sm ${dragging ? "border-primary bg-muted" : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void checkFile(event.dataTransfer.files[0]);
        }}
      >
        <span>Drop the signed PDF here, or choose it. It is checked on this device and never uploaded.</span>
        <input
          type="file"
          accept="application/pdf"
          className="sr-only"
          data-testid="verify-file"
          onChange={(event) => void checkFile(event.target.files?.[0])}
        />
      </label>
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          check(hash);
        }}
      >
        <Label htmlFor="verify-hash">Or paste its SHA-256</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id="verify-hash"
            className="min-w-0 flex-1 font-mono"
            maxLength={100}
            value={hash}
            onChange={(event) => setHash(event.target.value)}
          />
          <Button type="submit" disabled={pending || hash.trim() === ""}>
            Check
          </Button>
        </div>
      </form>
      {answer && (
        <p role="status" data-testid="verify-answer" className="rounded-lg border p-4 text-sm break-words">
          {"error" in answer
            ? answer.error
            : answer.matches
              ? `This is a signed quote, signed on ${formatDateTime(answer.signedAt, { seconds: true })}.`
              : "This does not match any signed quote: the file was changed, or it is not one of ours."}
        </p>
      )}
    </div>
  );
}
