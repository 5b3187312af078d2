"use client";
/** The inbox settings' saved replies (docs/sms.md "Saved replies"): each with its text, Edit and Delete, and Add. */
import { IfMay } from "@/components/console/if-may";
import { useState } from "react";
import { MessageSquareText, Pencil, Plus, Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/console/confirm-dialog";
import { EmptyState } from "@/components/console/empty-state";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { SmsSavedReply } from "@/lib/db/schema";
import { deleteSavedReplyAction } from "@/lib/sms/actions";
import { SavedReplyDialog } from "./saved-reply-dialog";

type Editing = { reply: SmsSavedReply | null; key: number } | null;

export function SavedRepliesPanel({ replies, max }: { replies: SmsSavedReply[]; max: number }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SmsSavedReply | null>(null);
  const remove = useAdminAction(deleteSavedReplyAction, {
    errorMessage: { title: "Not deleted", fallback: "The saved reply could not be deleted." },
    successMessage: "Saved reply deleted",
  });
  const open = (reply: SmsSavedReply | null) => setEditing({ reply, key: Date.now() });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved replies</CardTitle>
        <CardDescription>
          Texts the team sends often. In a lead&apos;s SMS reply box, type / and a name to insert one; {"{firstName}"},{" "}
          {"{code}"} and {"{shareLink}"} are filled from the lead. At most {max}.
        </CardDescription>
        <CardAction>
          <IfMay permission="sms.saved-replies">
            <Button size="sm" onClick={() => open(null)} disabled={replies.length >= max}>
              <Plus aria-hidden="true" /> Add
            </Button>
          </IfMay>
        </CardAction>
      </CardHeader>
      <CardContent>
        {replies.length === 0 ? (
          <EmptyState icon={MessageSquareText}>No saved replies yet.</EmptyState>
        ) : (
          <ul className="grid gap-3" aria-label="Saved replies">
            {replies.map((reply) => (
              <li key={reply.id} className="grid gap-1 rounded-lg border p-3" data-testid="saved-reply">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium">/{reply.name}</p>
                  <IfMay permission="sms.saved-replies">
                    <div className="flex gap-1">
                      <Button size="sm" variant="outline" onClick={() => open(reply)} aria-label={`Edit ${reply.name}`}>
                        <Pencil aria-hidden="true" /> Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setDeleting(reply)}
                        aria-label={`Delete ${reply.name}`}
                      >
                        <Trash2 aria-hidden="true" /> Delete
                      </Button>
                    </div>
                  </IfMay>
                </div>
                <p className="text-muted-foreground text-sm break-words whitespace-pre-wrap">{reply.body}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {editing && <SavedReplyDialog key={editing.key} reply={editing.reply} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title="Delete saved reply"
        description={<>Delete &quot;{deleting?.name}&quot;? Texts already sent with it keep their words.</>}
        confirmLabel="Delete"
        destructive
        onConfirm={() => deleting && remove.run({ id: deleting.id })}
      />
    </Card>
  );
}
