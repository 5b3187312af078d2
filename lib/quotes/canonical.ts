/**
 * Canonical JSON and SHA-256 (docs/decisions/quotes-and-projects.md "Quotes: versions, links and evidence"): objects with their
 * keys sorted, no white space, as RFC 8785 (JSON Canonicalization Scheme) writes the integers and strings a
 * quote holds, so the same content always hashes the same, on any instance and years later.
 */
import { createHash } from "node:crypto";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** `value` as canonical JSON text (sorted keys; `undefined` members dropped). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value as Json));
}

function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    const out: { [key: string]: Json } = {};
    for (const key of Object.keys(value).sort()) if (value[key] !== undefined) out[key] = sortKeys(value[key]!);
    return out;
  }
  return value;
}

/** SHA-256 of `data` as 64 lower-case hex digits. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}
