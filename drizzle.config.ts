import { defineConfig } from "drizzle-kit";

// Generating migrations needs only the schema, never a database connection.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema/index.ts",
  out: "./drizzle",
  casing: undefined,
  strict: true,
  verbose: false,
});
