/** /dashboard: the signed-in landing screen (site-and-admin.md §2 "Dashboard"): the federated-site overview, then a card per main screen. */
import type { Metadata } from "next";
import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { FleetOverview } from "@/components/admin/federation/fleet-overview";
import { PageHeader } from "@/components/admin/page-header";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { siteOverviews } from "@/lib/federation/queries";

export const metadata: Metadata = { title: "Dashboard" };

const SCREENS = [
  { href: "/project-codes", title: "Project Codes", text: "Codes generated from project ideas and their clients." },
  { href: "/portfolio-management", title: "Portfolio", text: "The projects shown on the website." },
  { href: "/weekly-todo", title: "Weekly TODO", text: "The team's list and the weekly summary e-mail." },
  { href: "/site-control", title: "Site Control", text: "Remote client sites, their syncs and data." },
  { href: "/photo-library", title: "Photos", text: "Stock photos for the site and portfolio." },
  { href: "/sms-routing", title: "SMS Routing", text: "Incoming text messages and routing rules." },
] as const;

/** A welcome with the user's name, the federated overview (operator-console.md: 4 sites, then a link) and a card per main screen. */
export default async function DashboardPage() {
  const user = await requireUser();
  const name = user.firstName?.trim() || user.username;
  const sites = await siteOverviews();
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`Welcome back, ${name}.`}
      />
      <FleetOverview sites={sites} />
      <h2 className="mt-8 mb-4 text-lg font-semibold">Screens</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {SCREENS.map(({ href, title, text }) => (
          <li key={href}>
            <Link href={href} className="group block h-full rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              <Card className="h-full transition-colors group-hover:border-primary">
                <CardHeader>
                  <CardTitle className="flex items-center justify-between">
                    <h3>{title}</h3>
                    <ArrowRight className="size-4 text-muted-foreground" aria-hidden />
                  </CardTitle>
                  <CardDescription>{text}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
