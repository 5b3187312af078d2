// POST /api/admin/diagnostics/throw - throws on purpose so operators can check error monitoring end to end (docs/decisions/data-and-jobs.md "Error monitoring")
import { withAdmin } from "@/lib/auth/route";
import { cutText } from "@/lib/format/text";

/** The error this route throws; its name groups every test throw into one /error-monitoring entry. */
class DiagnosticTestError extends Error {
  constructor(label: string) {
    super(`Deliberate test error from the diagnostics route: ${label}`);
    this.name = "DiagnosticTestError";
  }
}

export const POST = withAdmin("errors.test-throw", async (request) => {
  const label = cutText(new URL(request.url).searchParams.get("label") ?? "", 100) || "monitoring check";
  throw new DiagnosticTestError(label);
});
