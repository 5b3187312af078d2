"use client";
/**
 * Admin Project Codes, the table screen (site-and-admin.md §2 "Admin screens" 2): Generate New Code;
 * columns Code, Project Description, Contact, Status, Created, Actions; redeemed rows dimmed with a
 * Redeemed marker; a row opens Edit Project Code; per-row copy and delete.
 */
import { useState } from "react";
import { Copy, KeyRound, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ProjectCode } from "@/lib/db/schema";
import { ideaSummary } from "@/lib/project-codes/summary";
import { formatPhoneNumber } from "@/lib/sms/phone-number";
import { statusLabel } from "@/lib/validations/project-code";
import { cn } from "@/lib/utils";
import { formatDate } from "../format-date";
import { useCopy } from "../use-copy";
import { DeleteProjectCodeDialog } from "./delete-project-code-dialog";
import { EditProjectCodeDialog } from "./edit-project-code-dialog";

/** Contact details an admin entered, else those the visitor gave when redeeming. */
function ContactCell({ code }: { code: ProjectCode }) {
  const name = code.contactName ?? code.usedByName;
  const email = code.contactEmail ?? code.usedByEmail;
  const phone = code.contactPhone ?? code.usedByPhone;
  if (!name && !email && !phone) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="grid gap-0.5 text-sm">
      {name && <span className="font-medium">{name}</span>}
      {email && <span className="break-all text-muted-foreground">{email}</span>}
      {phone && <span className="text-muted-foreground">{formatPhoneNumber(phone)}</span>}
    </div>
  );
}

/** The table, or the empty state, with its dialogs. */
export function ProjectCodesTable({ codes }: { codes: ProjectCode[] }) {
  const copy = useCopy();
  const [editing, setEditing] = useState<ProjectCode | null>(null);
  const [deleting, setDeleting] = useState<ProjectCode | null>(null);

  if (codes.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-16 text-center">
        <KeyRound className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="max-w-sm text-sm text-muted-foreground">No project codes generated yet. Create your first code to get started!</p>
      </div>
    );
  }

  return (
    <>
      <div className="rounded-xl border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Code</TableHead>
              <TableHead>Project Description</TableHead>
              <TableHead>Contact</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Created</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {codes.map((code) => (
              <TableRow
                key={code.id}
                data-code={code.code}
                data-redeemed={code.isUsed || undefined}
                // Dimmed by colour, not opacity, so the text keeps its contrast (WCAG 1.4.3).
                className={cn("cursor-pointer align-top", code.isUsed && "bg-muted/60 text-muted-foreground")}
                onClick={() => setEditing(code)}
              >
                <TableCell>
                  <div className="flex flex-col items-start gap-1">
                    <button
                      type="button"
                      className="rounded-sm font-mono font-semibold tracking-wider hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                      aria-label={`Edit project code ${code.code}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        setEditing(code);
                      }}
                    >
                      {code.code}
                    </button>
                    {code.isUsed && <Badge variant="secondary">Redeemed</Badge>}
                  </div>
                </TableCell>
                <TableCell className="max-w-md min-w-56 whitespace-normal">
                  <p className="line-clamp-2">{ideaSummary(code.projectIdea)}</p>
                </TableCell>
                <TableCell className="whitespace-normal">
                  <ContactCell code={code} />
                </TableCell>
                <TableCell>
                  <Badge variant="outline">{statusLabel(code.status || "new")}</Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDate(code.createdAt)}</TableCell>
                <TableCell onClick={(event) => event.stopPropagation()}>
                  <div className="flex justify-end gap-1">
                    <Button variant="ghost" size="icon" aria-label={`Copy code ${code.code}`} onClick={() => copy(code.code, "Code")}>
                      <Copy aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:text-destructive"
                      aria-label={`Delete code ${code.code}`}
                      onClick={() => setDeleting(code)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {editing && <EditProjectCodeDialog key={editing.id} code={editing} onClose={() => setEditing(null)} />}
      <DeleteProjectCodeDialog code={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
