/**
 * The weekly TODO digest e-mail (docs/spec/site-and-admin.md §2 "Admin screens" 11; docs/decisions/data-and-jobs.md "Weekly TODO System and the digest"):
 * HTML rendered with React Email (https://react.email/docs/utilities/render) and a plain-text twin
 * written by hand, so text-only clients get a tidy list rather than converted markup.
 */
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
  render,
} from "@react-email/components";
import type { LeadsDigest } from "@/lib/leads/queries";
import type { CategoryGroup, WeeklyDigest } from "./digest";
import { LeadsDigestSection, leadsDigestText } from "@/lib/leads/digest-email";

const CATEGORY_LABELS: Record<string, string> = {
  technical: "Technical",
  feature: "Feature",
  business: "Business",
  ux: "UX",
  general: "General",
};
const STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  "in-progress": "In Progress",
  completed: "Completed",
};

/** Display name of a category (unknown ones as stored). */
export const categoryLabel = (category: string) => CATEGORY_LABELS[category] ?? category;

const SECTIONS = [
  { key: "overdue", title: "Overdue", empty: "Nothing is overdue." },
  { key: "pending", title: "Pending", empty: "No open items." },
  { key: "completed", title: "Completed this week", empty: "Nothing was completed this week." },
] as const;

function itemLine(item: CategoryGroup["items"][number]): string {
  const details = [
    `${item.priority} priority`,
    item.status !== "completed" && item.status !== "pending" ? STATUS_LABELS[item.status] : null,
    item.dueDate ? `due ${item.dueDate}` : null,
  ];
  return `${item.title} (${details.filter(Boolean).join(", ")})`;
}

/** The digest's heading, naming the week it covers: "Weekly TODO digest: 2025-03-03 to 2025-03-09". */
export function digestHeading(digest: WeeklyDigest): string {
  return `Weekly TODO digest: ${digest.weekStartDate} to ${digest.weekEndDate}`;
}

/** The sentence under the heading: which kind of week, in which time zone. */
function periodLine(digest: WeeklyDigest): string {
  return digest.period === "last-7-days"
    ? `The last 7 days up to the time of sending, today included (${digest.timeZone}).`
    : `The previous full week, Monday to Sunday (${digest.timeZone}).`;
}

/** The digest's Leads section (docs/sms.md "Leads"): what it lists, the inbox's address and the sending instant. */
export interface DigestLeadsPart {
  leads: LeadsDigest;
  url: string;
  now: Date;
}

/** Subject line: the week and its headline numbers. */
export function digestSubject(digest: WeeklyDigest): string {
  return `Weekly TODO digest ${digest.weekStartDate} to ${digest.weekEndDate}: ${digest.totals.completed} completed, ${digest.totals.open} open, ${digest.totals.overdue} overdue`;
}

function WeeklyDigestEmail({
  digest,
  consoleUrl,
  leads,
}: {
  digest: WeeklyDigest;
  consoleUrl: string;
  leads?: DigestLeadsPart;
}) {
  const { totals } = digest;
  return (
    <Html lang="en">
      <Head />
      <Preview>{digestSubject(digest)}</Preview>
      <Body style={{ backgroundColor: "#f4f4f5", fontFamily: "Arial, Helvetica, sans-serif", color: "#18181b" }}>
        <Container style={{ backgroundColor: "#ffffff", padding: "24px", maxWidth: "600px" }}>
          <Heading as="h1" style={{ fontSize: "22px" }}>
            {digestHeading(digest)}
          </Heading>
          <Text>{periodLine(digest)}</Text>
          <Text>
            {totals.total} items in all: {totals.completed} completed this week, {totals.open} open ({totals.inProgress}{" "}
            in progress), {totals.overdue} overdue.
          </Text>
          {SECTIONS.map((section) => (
            <Section key={section.key}>
              <Hr />
              <Heading as="h2" style={{ fontSize: "18px", color: section.key === "overdue" ? "#b91c1c" : "#18181b" }}>
                {section.title}
              </Heading>
              {digest[section.key].length === 0 && <Text>{section.empty}</Text>}
              {digest[section.key].map((group) => (
                <Section key={group.category}>
                  <Heading as="h3" style={{ fontSize: "15px", marginBottom: "4px" }}>
                    {categoryLabel(group.category)}
                  </Heading>
                  <ul style={{ marginTop: 0, paddingLeft: "20px" }}>
                    {group.items.map((item) => (
                      <li key={item.id} style={{ marginBottom: "4px" }}>
                        {itemLine(item)}
                      </li>
                    ))}
                  </ul>
                </Section>
              ))}
            </Section>
          ))}
          {leads && <LeadsDigestSection leads={leads.leads} leadsUrl={leads.url} now={leads.now} />}
          <Hr />
          <Text>
            <Link href={consoleUrl}>Open the Weekly TODO System</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** Plain-text body with the same sections as the HTML. */
export function digestText(digest: WeeklyDigest, consoleUrl: string, leads?: DigestLeadsPart): string {
  const { totals } = digest;
  const lines = [
    digestHeading(digest),
    periodLine(digest),
    `${totals.total} items in all: ${totals.completed} completed this week, ${totals.open} open (${totals.inProgress} in progress), ${totals.overdue} overdue.`,
  ];
  for (const section of SECTIONS) {
    lines.push("", `== ${section.title} ==`);
    if (digest[section.key].length === 0) lines.push(section.empty);
    for (const group of digest[section.key]) {
      lines.push(`${categoryLabel(group.category)}:`, ...group.items.map((item) => `  - ${itemLine(item)}`));
    }
  }
  if (leads) lines.push(leadsDigestText(leads.leads, leads.url, leads.now));
  lines.push("", `Open the Weekly TODO System: ${consoleUrl}`);
  return lines.join("\n");
}

/** Subject, HTML and text of the digest e-mail; `consoleUrl` links to /weekly-todo; `leads` adds the Leads section. */
export async function renderWeeklyDigest(
  digest: WeeklyDigest,
  consoleUrl: string,
  leads?: DigestLeadsPart,
): Promise<{ subject: string; html: string; text: string }> {
  return {
    subject: digestSubject(digest),
    html: await render(<WeeklyDigestEmail digest={digest} consoleUrl={consoleUrl} leads={leads} />),
    text: digestText(digest, consoleUrl, leads),
  };
}
