"use client";
/** Ten new recovery codes, shown once, with a copy button: the user must save them now. */
import { toast } from "sonner";
import { Button } from "@/components/ui/button";

/** The codes in a grid, and "Copy" (the whole list, one per line). */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  async function copy() {
    await navigator.clipboard.writeText(codes.join("\n")).then(
      () => toast.success("Recovery codes copied"),
      () => toast.error("Could not copy", { description: "Select the codes and copy them by hand." }),
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Save these recovery codes somewhere safe. Each signs you in once if you lose your authenticator. They will not
        be shown again.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-1 rounded-md border bg-muted p-3 font-mono text-sm sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          Copy codes
        </Button>
        <Button type="button" onClick={onDone}>
          I saved them
        </Button>
      </div>
    </div>
  );
}
