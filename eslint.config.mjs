import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".next-*/**", "tests/e2e/.auth/**", ".data/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "bench/results/**"]),
]);
