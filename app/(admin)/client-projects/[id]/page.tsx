/**
 * /client-projects/<id>: one project (docs/decisions/quotes-and-projects.md "The projects console"): its
 * milestones, updates, the client's status pages, the client's link, and its quote and invoices.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { IntentLink } from "@/components/console/intent-link";
import { LiveRefresh } from "@/components/console/live-refresh";
import { PageHeader } from "@/components/console/page-header";
import { ClientLinkCard } from "@/components/projects/client-link-card";
import { DeliverProjectButton } from "@/components/projects/deliver-project-button";
import { MilestoneProgress } from "@/components/projects/milestone-progress";
import { ProjectMilestones } from "@/components/projects/project-milestones";
import { ProjectStatusPages } from "@/components/projects/project-status-pages";
import { ProjectUpdates } from "@/components/projects/project-updates";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { requireUser } from "@/lib/auth/session";
import { formatMoney } from "@/lib/format/money";
import { pathRowId } from "@/lib/input/identifiers";
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from "@/lib/invoices/statuses";
import { liveTopic } from "@/lib/live/topics";
import { readProject } from "@/lib/projects/queries";

export const metadata: Metadata = { title: "Project" };

export default async function ClientProjectPage({ params }: { params: Promise<{ id: string }> }) {
  await requireUser();
  const id = pathRowId((await params).id);
  if (id === null) notFound();
  const found = await readProject(id);
  if (!found) notFound();
  const { project, milestones } = found;
  const done = milestones.filter((m) => m.status === "completed").length;
  return (
    <>
      <LiveRefresh topics={[liveTopic("project", project.id)]} />
      <p className="mb-2 text-sm">
        <IntentLink href="/client-projects" className="text-muted-foreground hover:underline">
          ← Projects
        </IntentLink>
      </p>
      <PageHeader
        title={project.name}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <IntentLink href={`/leads/${project.leadId}`} className="underline">
              {found.clientName || `Lead #${project.leadId}`}
            </IntentLink>
            <IntentLink href={`/quotes/${project.quoteId}`} className="underline">
              Quote Q-{project.quoteId}
            </IntentLink>
            <span>Owner: {found.ownerName ?? "none"}</span>
          </span>
        }
      >
        <DeliverProjectButton id={project.id} deliveredAt={project.deliveredAt} />
      </PageHeader>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Milestones</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <MilestoneProgress done={done} total={milestones.length} />
            <ProjectMilestones projectId={project.id} milestones={milestones} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Updates</CardTitle>
          </CardHeader>
          <CardContent>
            <ProjectUpdates projectId={project.id} updates={found.updates} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>The client&apos;s sites</CardTitle>
          </CardHeader>
          <CardContent>
            <ProjectStatusPages projectId={project.id} linked={found.statusPageIds} pages={found.publishedPages} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>The client&apos;s page</CardTitle>
          </CardHeader>
          <CardContent>
            <ClientLinkCard leadId={project.leadId} liveLinks={found.liveLinks} hasEmail={Boolean(found.clientEmail)} />
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Invoices</CardTitle>
          </CardHeader>
          <CardContent>
            {found.invoices.length === 0 ? (
              <p className="text-sm text-muted-foreground">No invoices yet.</p>
            ) : (
              <ul className="grid gap-2">
                {found.invoices.map((i) => (
                  <li key={i.id} className="flex flex-wrap items-center gap-3">
                    <IntentLink href={`/invoices/${i.id}`} className="font-medium hover:underline">
                      {i.number ?? "Draft"}
                    </IntentLink>
                    <Badge variant="secondary">{INVOICE_STATUS_LABELS[i.status as InvoiceStatus] ?? i.status}</Badge>
                    <span className="tabular-nums">{formatMoney(i.totalMinor, i.currency)}</span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
