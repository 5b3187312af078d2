/**
 * The weekly digest's Leads section (docs/sms.md "Leads"): follow-ups due (today or earlier) and leads whose
 * latest message has waited more than 48 hours for an answer, each with a link to its timeline.
 * HTML (React Email) and a plain-text twin, like the rest of the digest.
 */
import { Heading, Hr, Link, Section, Text } from "@react-email/components";
import { DIGEST_WAIT_HOURS, type DigestLead, type LeadsDigest } from "./queries";
import { leadTitle } from "./labels";

function waitedHours(lead: DigestLead, now: Date): number {
  return lead.lastInboundAt ? Math.floor((now.getTime() - new Date(lead.lastInboundAt).getTime()) / 3_600_000) : 0;
}

function sections(leads: LeadsDigest, now: Date) {
  return [
    {
      key: "follow-ups",
      title: "Follow-ups due",
      count: leads.followUpCount,
      empty: "No follow-ups due.",
      items: leads.followUps.map((lead) => ({ lead, detail: `follow up ${lead.nextFollowUpOn}` })),
    },
    {
      key: "waiting",
      title: `Waiting over ${DIGEST_WAIT_HOURS} hours for a reply`,
      count: leads.waitingCount,
      empty: "Nobody is waiting for a reply.",
      items: leads.waiting.map((lead) => ({ lead, detail: `waiting ${waitedHours(lead, now)} hours` })),
    },
  ];
}

const more = (count: number, shown: number) => (count > shown ? `…and ${count - shown} more.` : null);

/** The Leads section of the digest e-mail; `leadsUrl` is the inbox's address (/leads). */
export function LeadsDigestSection({ leads, leadsUrl, now }: { leads: LeadsDigest; leadsUrl: string; now: Date }) {
  return (
    <Section>
      <Hr />
      <Heading as="h2" style={{ fontSize: "18px" }}>
        Leads
      </Heading>
      {sections(leads, now).map((section) => (
        <Section key={section.key}>
          <Heading as="h3" style={{ fontSize: "15px", marginBottom: "4px" }}>
            {section.title} ({section.count})
          </Heading>
          {section.items.length === 0 && <Text>{section.empty}</Text>}
          <ul style={{ marginTop: 0, paddingLeft: "20px" }}>
            {section.items.map(({ lead, detail }) => (
              <li key={lead.id} style={{ marginBottom: "4px" }}>
                <Link href={`${leadsUrl}/${lead.id}`}>{leadTitle(lead)}</Link> ({detail})
              </li>
            ))}
          </ul>
          {more(section.count, section.items.length) && <Text>{more(section.count, section.items.length)}</Text>}
        </Section>
      ))}
      <Text>
        <Link href={leadsUrl}>Open the leads inbox</Link>
      </Text>
    </Section>
  );
}

/** The same section as plain text. */
export function leadsDigestText(leads: LeadsDigest, leadsUrl: string, now: Date): string {
  const lines = ["", "== Leads =="];
  for (const section of sections(leads, now)) {
    lines.push(`${section.title} (${section.count}):`);
    if (section.items.length === 0) lines.push(`  ${section.empty}`);
    lines.push(
      ...section.items.map(({ lead, detail }) => `  - ${leadTitle(lead)} (${detail}): ${leadsUrl}/${lead.id}`),
    );
    const rest = more(section.count, section.items.length);
    if (rest) lines.push(`  ${rest}`);
  }
  lines.push(`Open the leads inbox: ${leadsUrl}`);
  return lines.join("\n");
}
