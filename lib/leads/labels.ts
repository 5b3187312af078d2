/** How a lead is named in the console (issue 18). Pure, for server and client components alike. */
import { formatPhoneNumber } from "@/lib/format/phone";

/** Who the lead is: the name when known, else the phone, else the e-mail, else "Lead #id". */
export function leadTitle(lead: { id: number; name: string | null; phone: string | null; email: string | null }): string {
  return lead.name ?? (lead.phone ? formatPhoneNumber(lead.phone) : null) ?? lead.email ?? `Lead #${lead.id}`;
}
