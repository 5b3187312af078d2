"use client";
/** "New quote" on a lead's page: drafts a quote prefilled from the lead's proposal, then opens it. */
import { useRouter } from "next/navigation";
import { FilePlus2 } from "lucide-react";
import { IfMay } from "@/components/console/if-may";
import { useAdminAction } from "@/components/console/use-admin-action";
import { Button } from "@/components/ui/button";
import { createQuoteAction } from "@/lib/quotes/actions";

export function NewQuoteButton({ leadId }: { leadId: number }) {
  const router = useRouter();
  const create = useAdminAction(createQuoteAction, {
    errorMessage: { title: "Error", fallback: "The quote could not be drafted." },
    successMessage: "Quote drafted",
    onSuccess: (data: { id: number }) => router.push(`/quotes/${data.id}`),
  });
  return (
    <IfMay permission="quotes.create">
      <Button variant="outline" disabled={create.pending} onClick={() => void create.run({ leadId })}>
        <FilePlus2 aria-hidden="true" /> New quote
      </Button>
    </IfMay>
  );
}
