// GET /api/sms/consent-ledger - the consent ledger as CSV (signed-in admins)
/**
 * Every opt-out and opt-in as a CSV download (docs/sms.md "Consent ledger"), for one number
 * (`?phone=+15551234567`, any way people write it) or every number (no `phone`). Streamed in keyset
 * batches, so the ledger's size does not matter.
 */
import { withAdmin } from "@/lib/auth/route";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors/app-error";
import { normalizePhoneNumber } from "@/lib/format/phone";
import { consentEventBatches } from "@/lib/sms/consent-ledger";
import { consentLedgerCsv, consentLedgerFileName } from "@/lib/sms/consent-ledger-csv";

export const GET = withAdmin("sms.consent-ledger.export", async (request) => {
  const raw = new URL(request.url).searchParams.get("phone");
  const phone = raw === null || raw.trim() === "" ? null : normalizePhoneNumber(raw);
  if (raw !== null && raw.trim() !== "" && phone === null)
    throw new AppError("invalid", "phone must be a phone number, e.g. +15551234567");
  return new Response(consentLedgerCsv(consentEventBatches(db, phone)), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${consentLedgerFileName(phone, new Date())}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
