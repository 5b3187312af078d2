/**
 * Every server action and every route handler of the app, found on disk (each `"use server"` module under
 * lib/ and each `route.ts` under app/api/) and imported, with the guard its wrapper recorded
 * (lib/auth/permission-registry.ts). The permission sweep and the audit test start from here, so a new
 * action or route is covered without touching them.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { guardOf, type Guard } from "@/lib/auth/permission-registry";

const ROOT = path.resolve(import.meta.dirname, "../..");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** One exported action or route method. */
export interface EntryPoint {
  kind: "action" | "route";
  /** `lib/leads/actions.ts#mergeLeadAction` or `app/api/(hub)/csc/sites/[id]/route.ts#PATCH`. */
  name: string;
  /** The file, relative to the project root. */
  file: string;
  /** The URL path of a route (`/api/csc/sites/[id]`, route groups left out). */
  urlPath: string | null;
  /** The exported function. */
  handler: (...args: never[]) => Promise<unknown>;
  guard: Guard | undefined;
  /** Whether the file's source uses `withAdmin` (every export of such a route must carry a key). */
  usesWithAdmin: boolean;
  /** Whether the file's source reads the session itself. */
  readsSession: boolean;
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(relative, keep));
    else if (keep(relative)) out.push(relative);
  }
  return out;
}

const source = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** The URL path of a route file: route groups `(x)` dropped, `route.ts` removed. */
function urlPathOf(file: string): string {
  return `/${path
    .dirname(file)
    .split(path.sep)
    .slice(1)
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .join("/")}`;
}

/** Imports every action module and route and lists their exports. */
export async function loadEntryPoints(): Promise<EntryPoint[]> {
  const actionFiles = filesUnder("lib", (file) => file.endsWith(".ts") && /^\s*["']use server["']/.test(source(file)));
  const routeFiles = filesUnder("app/api", (file) => path.basename(file) === "route.ts");
  const entries: EntryPoint[] = [];
  for (const file of [...actionFiles, ...routeFiles]) {
    const kind = routeFiles.includes(file) ? "route" : "action";
    const text = source(file);
    const exports = (await import(/* @vite-ignore */ path.join(ROOT, file))) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(exports)) {
      if (typeof value !== "function") continue;
      if (kind === "route" && !(METHODS as readonly string[]).includes(exported)) continue;
      entries.push({
        kind,
        name: `${file}#${exported}`,
        file,
        urlPath: kind === "route" ? urlPathOf(file) : null,
        handler: value as EntryPoint["handler"],
        guard: guardOf(value),
        usesWithAdmin: text.includes("withAdmin("),
        readsSession: /getCurrentUser|requireUser|getServerSession/.test(text),
      });
    }
  }
  return entries;
}
