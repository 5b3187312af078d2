/** The client's IP address as forwarded by the platform (Vercel, or `next start`'s own x-forwarded-for). */

/** First address of `x-forwarded-for`, else `x-real-ip`, else "unknown"; cut to the 45 characters of an IPv6 text form. */
export function clientIp(headers: Headers | { get(name: string): string | null }): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const ip = forwarded || headers.get("x-real-ip")?.trim() || "unknown";
  return ip.slice(0, 45);
}
