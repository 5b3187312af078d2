"use client";
/**
 * SMS Authorization Management (site-and-admin.md §2 "Admin screens" 4): stat cards Total, Active and
 * Inactive Numbers; Add Authorized Number; the table (Phone Number, Owner Name, Description, Status
 * with a switch and a badge, Added, Actions); the add/edit dialog and the delete confirmation (§9).
 */
import { useState } from "react";
import { Pencil, Phone, PhoneOff, Plus, Smartphone, Trash2 } from "lucide-react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { deleteAuthorizedPhoneAction, setAuthorizedPhoneActiveAction } from "@/app/(admin)/phone-management/actions";
import type { AuthorizedPhone } from "@/lib/db/schema";
import { formatPhoneNumber } from "@/lib/sms/phone-number";
import { formatDate } from "../format-date";
import { StatCard } from "../stat-card";
import { useActionErrorToast } from "../use-action-error-toast";
import { AuthorizedPhoneDialog } from "./authorized-phone-dialog";

/** Which dialog is open: adding (phone null), editing, or none; a new `key` per opening resets the form. */
type Editor = { phone: AuthorizedPhone | null; key: number } | null;

/** The screen below its header. */
export function PhoneManagement({ phones }: { phones: AuthorizedPhone[] }) {
  const toastError = useActionErrorToast();
  const [editor, setEditor] = useState<Editor>(null);
  const [deleting, setDeleting] = useState<AuthorizedPhone | null>(null);
  const active = phones.filter((p) => p.isActive).length;

  async function toggle(phone: AuthorizedPhone, isActive: boolean) {
    const result = await setAuthorizedPhoneActiveAction({ id: phone.id, isActive }).catch(() => null);
    if (!result?.ok) return toastError(result?.error, { title: "Update Failed", fallback: "Failed to update phone number" });
    toast.success(isActive ? "Phone number activated" : "Phone number deactivated", { description: formatPhoneNumber(phone.phoneNumber) });
  }

  async function confirmDelete() {
    if (!deleting) return;
    const phone = deleting;
    const result = await deleteAuthorizedPhoneAction({ id: phone.id }).catch(() => null);
    setDeleting(null);
    if (!result?.ok) return toastError(result?.error, { title: "Delete Failed", fallback: "Failed to delete phone number" });
    toast.success("Phone number removed", { description: formatPhoneNumber(phone.phoneNumber) });
  }

  return (
    <>
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Numbers" value={phones.length} icon={Smartphone} />
        <StatCard label="Active Numbers" value={active} icon={Phone} />
        <StatCard label="Inactive Numbers" value={phones.length - active} icon={PhoneOff} />
      </div>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setEditor({ phone: null, key: Date.now() })}>
          <Plus aria-hidden="true" />
          Add Authorized Number
        </Button>
      </div>
      {phones.length === 0 ? (
        <p className="rounded-xl border border-dashed py-16 text-center text-sm text-muted-foreground">
          No authorized phone numbers yet. Add one to get started.
        </p>
      ) : (
        <div className="rounded-xl border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Phone Number</TableHead>
                <TableHead>Owner Name</TableHead>
                <TableHead>Description</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Added</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {phones.map((phone) => {
                const number = formatPhoneNumber(phone.phoneNumber);
                return (
                  <TableRow key={phone.id} data-phone={phone.phoneNumber} className="align-top">
                    <TableCell className="font-mono whitespace-nowrap">{number}</TableCell>
                    <TableCell>{phone.ownerName}</TableCell>
                    <TableCell className="max-w-xs whitespace-normal text-muted-foreground">{phone.description || "—"}</TableCell>
                    <TableCell>
                      <div className="flex items-center gap-2">
                        <Switch
                          checked={phone.isActive}
                          aria-label={`${number} active`}
                          onCheckedChange={(checked) => void toggle(phone, checked)}
                        />
                        <Badge variant={phone.isActive ? "default" : "secondary"}>{phone.isActive ? "Active" : "Inactive"}</Badge>
                      </div>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDate(phone.createdAt)}</TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-1">
                        <Button variant="ghost" size="icon" aria-label={`Edit ${number}`} onClick={() => setEditor({ phone, key: Date.now() })}>
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="text-destructive hover:text-destructive"
                          aria-label={`Delete ${number}`}
                          onClick={() => setDeleting(phone)}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
      {editor && <AuthorizedPhoneDialog key={editor.key} phone={editor.phone} onClose={() => setEditor(null)} />}
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Remove {deleting ? formatPhoneNumber(deleting.phoneNumber) : "phone number"}</AlertDialogTitle>
            <AlertDialogDescription>Are you sure you want to remove this phone number from the authorized list?</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className="bg-destructive text-white hover:bg-destructive/90"
              onClick={(event) => {
                event.preventDefault();
                void confirmDelete();
              }}
            >
              Remove
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
