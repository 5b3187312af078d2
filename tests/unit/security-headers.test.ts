import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "@/lib/security-headers";

/** The policy as directive name → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe("securityHeaders", () => {
  it("forbids framing, plugins, <base> and cross-origin form posts on every page", () => {
    const policy = directives(contentSecurityPolicy({ production: true }));
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
  });

  it("lets a page's forms lead only to the origins it names besides its own", () => {
    const policy = directives(
      contentSecurityPolicy({ production: true, formOrigins: ["https://checkout.stripe.com"] }),
    );
    expect(policy.get("form-action")).toEqual(["'self'", "https://checkout.stripe.com"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("sends the browser-hardening headers, and HSTS only in production", () => {
    const production = Object.fromEntries(securityHeaders({ production: true }).map(({ key, value }) => [key, value]));
    expect(production).toMatchObject({
      "X-Frame-Options": "DENY",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    });
    expect(securityHeaders({ production: false }).map(({ key }) => key)).not.toContain("Strict-Transport-Security");
  });

  it("with a nonce, allows only scripts bearing it (no inline script, no eval in production)", () => {
    const scripts = directives(contentSecurityPolicy({ production: true, nonce: "abc123" })).get("script-src");
    expect(scripts).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(directives(contentSecurityPolicy({ production: false, nonce: "abc123" })).get("script-src")).toContain(
      "'unsafe-eval'",
    );
  });

  it("lets the admin pages fetch from the named photo origins only", () => {
    const policy = directives(
      contentSecurityPolicy({ production: true, nonce: "n", connectOrigins: ["https://images.pexels.com"] }),
    );
    expect(policy.get("connect-src")).toEqual(["'self'", "https://images.pexels.com"]);
  });
});
