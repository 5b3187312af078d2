/**
 * /i/<token>: an invoice as its client reads and pays it (docs/decisions/quotes-and-projects.md "Paying an
 * invoice: Stripe or bank transfer"). A token that breaks the identifier rule or names nothing is a 404.
 * Never indexed.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InvoicePage } from "@/components/invoices/invoice-page";
import { readInvoicePage } from "@/lib/invoices/invoice-page";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Your invoice", robots: { index: false, follow: false } };

export default async function InvoiceLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const page = await readInvoicePage(token);
  if (!page) notFound();
  return <InvoicePage token={token} {...page} />;
}
