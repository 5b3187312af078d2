// Lets a bench import server modules in plain Node: `server-only` resolves to Next's empty module, as it
// does on the server (vitest.config.ts aliases it the same way).
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(
      `export async function resolve(specifier, context, next) {
        if (specifier === "server-only") return next("next/dist/compiled/server-only/empty.js", context);
        return next(specifier, context);
      }`,
    ),
  import.meta.url,
);
