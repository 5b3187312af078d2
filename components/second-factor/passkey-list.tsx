"use client";
/**
 * /account's passkeys (docs/decisions/auth-and-roles.md "Second factor"): each with its name, when it was added and last
 * used, Rename and Remove; "Add a passkey" names it, then asks the browser to make it. A first factor
 * comes with ten recovery codes.
 */
import { IfMay } from "@/components/console/if-may";
import { useState } from "react";
import { startRegistration } from "@simplewebauthn/browser";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import {
  finishPasskeyAction,
  removePasskeyAction,
  renamePasskeyAction,
  startPasskeyAction,
} from "@/lib/second-factor/actions";
import type { PasskeyRow } from "@/lib/second-factor/queries";
import { formatDateTime } from "@/lib/format/date";
import { PasskeyNameDialog } from "./passkey-name-dialog";

/** The user's passkeys and what they can do with them. */
export function PasskeyList({
  passkeys,
  onRecoveryCodes,
}: {
  passkeys: PasskeyRow[];
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<PasskeyRow | null>(null);
  const [removing, setRemoving] = useState<PasskeyRow | null>(null);
  const [creating, setCreating] = useState(false);
  const start = useAdminAction(startPasskeyAction, {
    errorMessage: { title: "Could not add a passkey", fallback: "Please try again." },
  });
  const finish = useAdminAction(finishPasskeyAction, {
    errorMessage: { title: "Passkey not added", fallback: "Please try again." },
    successMessage: "Passkey added",
    onSuccess: ({ recoveryCodes }) => recoveryCodes && onRecoveryCodes(recoveryCodes),
  });
  const rename = useAdminAction(renamePasskeyAction, {
    errorMessage: { title: "Passkey not renamed", fallback: "Please try again." },
    successMessage: "Passkey renamed",
    onSuccess: () => setRenaming(null),
  });
  const remove = useAdminAction(removePasskeyAction, {
    errorMessage: { title: "Passkey not removed", fallback: "Please try again." },
    successMessage: "Passkey removed",
    onSuccess: () => setRemoving(null),
  });

  async function add(name: string) {
    setCreating(true);
    try {
      const options = await start.run({});
      if (!options.ok) return;
      const credential = await startRegistration({ optionsJSON: options.data }).catch((error: Error) => {
        toast.error("Passkey not added", {
          description: error.name === "NotAllowedError" ? "The browser's request was cancelled." : error.message,
        });
        return null;
      });
      if (credential && (await finish.run({ name, credential: JSON.stringify(credential) })).ok) setAdding(false);
    } finally {
      setCreating(false);
    }
  }

  return (
    <div className="grid gap-3">
      {passkeys.length > 0 && (
        <ul className="divide-y rounded-md border" aria-label="Passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{passkey.name}</p>
                <p className="text-sm text-muted-foreground">
                  Added {formatDateTime(passkey.createdAt)} ·{" "}
                  {passkey.lastUsedAt ? `Last used ${formatDateTime(passkey.lastUsedAt)}` : "Not used yet"}
                </p>
              </div>
              <IfMay permission="account.passkeys">
                <div className="flex gap-2">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Rename ${passkey.name}`}
                    onClick={() => setRenaming(passkey)}
                  >
                    Rename
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Remove ${passkey.name}`}
                    onClick={() => setRemoving(passkey)}
                  >
                    Remove
                  </Button>
                </div>
              </IfMay>
            </li>
          ))}
        </ul>
      )}
      <IfMay permission="account.passkeys">
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => setAdding(true)}>
          Add a passkey
        </Button>
      </IfMay>
      {adding && (
        <PasskeyNameDialog
          title="Add a passkey"
          submitLabel="Continue"
          pending={creating}
          onSubmit={add}
          onClose={() => setAdding(false)}
        />
      )}
      {renaming && (
        <PasskeyNameDialog
          title="Rename passkey"
          submitLabel="Save"
          initial={renaming.name}
          pending={rename.pending}
          onSubmit={(name) => void rename.run({ id: renaming.id, name })}
          onClose={() => setRenaming(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name ?? "the passkey"}?`}
        description="It will no longer sign you in."
        confirmLabel="Remove"
        destructive
        onConfirm={() => (removing ? remove.run({ id: removing.id }) : null)}
      />
    </div>
  );
}
