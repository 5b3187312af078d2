/**
 * Setup Instructions (docs/spec/operator-console.md §2 "Site Management"; docs/federation-protocol.md):
 * auto-registration and the endpoints a remote site must offer, with bearer-key authentication.
 */
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const ENDPOINTS = [
  ["GET", "/api/federated/sync", "todos, errors, features and analytics in one answer"],
  ["GET", "/api/csc/todos", "TODO items (used when /api/federated/sync answers 404)"],
  ["GET", "/api/csc/errors", "error log entries"],
  ["GET", "/api/csc/features", "features (modules) with status and version"],
  ["POST", "/api/federated/command", "{ command, timestamp, source } → { success, message, response }"],
] as const;

/** The card; `hubUrl` is this hub's public address. */
export function SetupInstructions({ hubUrl }: { hubUrl: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Setup Instructions</h2>
        </CardTitle>
        <CardDescription>How a client site joins the hub.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 text-sm lg:grid-cols-2">
        <section className="space-y-2">
          <h3 className="font-medium">Auto-registration</h3>
          <p className="text-muted-foreground">
            A site registers itself with a POST to <code>{hubUrl}/api/csc/auto-register</code> and a JSON body with{" "}
            <code>siteName</code>, <code>siteUrl</code>, <code>description</code> and <code>adminEmail</code>. Its site
            key and these instructions are e-mailed to <code>adminEmail</code>; the site stays paused until you resume
            it here.
          </p>
          <pre
            tabIndex={0}
            className="overflow-x-auto rounded-md bg-muted p-3 text-xs [contain:inline-size]"
          >{`curl -X POST ${hubUrl}/api/csc/auto-register \\
  -H 'content-type: application/json' \\
  -d '{"siteName":"Acme Portal","siteUrl":"https://portal.acme.example","description":"Client portal","adminEmail":"it@acme.example"}'`}</pre>
        </section>
        <section className="space-y-2">
          <h3 className="font-medium">Manual endpoint requirements</h3>
          <p className="text-muted-foreground">
            Every request from the hub carries <code>Authorization: Bearer &lt;site key&gt;</code>. Answer JSON with ISO
            8601 dates, 401 for a wrong key and 503 while no key is configured. Sync runs automatically every 6 hours.
          </p>
          <ul className="grid gap-1">
            {ENDPOINTS.map(([method, path, text]) => (
              <li key={path}>
                <code className="font-semibold">
                  {method} {path}
                </code>{" "}
                <span className="text-muted-foreground">— {text}</span>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
