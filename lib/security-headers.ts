/**
 * The security headers of every response (docs/decisions/http-and-input.md "Security headers"): `next.config.ts`
 * sends them on every route, and `proxy.ts` replaces the Content-Security-Policy of the admin console
 * with one carrying a per-request script nonce.
 *
 * Why two policies: a nonce must be new on every response, so only a page rendered per request can carry
 * one. The public pages are served from the cache, so their scripts are allowed by `'self'
 * 'unsafe-inline'` (Next.js inlines its flight data); the admin pages render per request anyway (they
 * read the session), so theirs allow only scripts bearing the nonce and what those load
 * (`'strict-dynamic'`). Both policies forbid framing, plugins, `<base>` and form posts to other origins.
 *
 * Imported by `next.config.ts`, so it reads no environment itself and imports nothing from the app.
 */

/** Where the page may be run: `production` adds HSTS, `development` allows `eval` for React's dev tools. */
export interface PolicyOptions {
  production: boolean;
  /** A fresh base64 value per response: scripts must carry it (admin pages). */
  nonce?: string;
  /** Further origins the page's own scripts may `fetch` (the stock-photo host, for Photo Library downloads). */
  connectOrigins?: readonly string[];
  /** Further origins a form post may lead to, redirects included (Stripe's checkout, for an invoice's Pay). */
  formOrigins?: readonly string[];
}

/** The Content-Security-Policy value for a page (CSP Level 3 directives). */
export function contentSecurityPolicy({
  production,
  nonce,
  connectOrigins = [],
  formOrigins = [],
}: PolicyOptions): string {
  const scripts = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'"];
  if (!production) scripts.push("'unsafe-eval'");
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scripts,
    // Radix and sonner position elements with style attributes, which no nonce can cover.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Portfolio images are admin-entered URLs on any host; stock photos come from the provider's host.
    "img-src": ["'self'", "data:", "blob:", "https:", "http:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...connectOrigins],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", ...formOrigins],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * Every security header, as `{ key, value }` pairs for `next.config.ts` `headers()`. The CSP here is
 * the public one (no nonce). `Strict-Transport-Security` only in production: browsers ignore it over
 * plain http, and a development host must stay reachable over http.
 */
export function securityHeaders(options: Omit<PolicyOptions, "nonce">): { key: string; value: string }[] {
  const headers = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    // For browsers without CSP frame-ancestors; same rule.
    { key: "X-Frame-Options", value: "DENY" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ];
  if (options.production)
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  return headers;
}
