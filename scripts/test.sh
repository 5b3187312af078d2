#!/usr/bin/env bash
# npm test: every test, in three lines side by side: ESLint (then Prettier's check and the citation check);
# Vitest; and tsc followed by the end-to-end suite, which builds the app once and runs Playwright against it
# (scripts/e2e.sh). Playwright drives one browser against one server and leaves a core mostly idle, which
# Vitest's integration files (waiting on the database most of the time) and ESLint use meanwhile. The type
# check runs first on its line because `next typegen` and `next build` both write .next, and because it
# covered the files the build would check again. Prints each stage's time at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh

side_by_side \
  lint "npm run -s lint && npm run -s format:check && npm run -s check:citations" \
  vitest "npx vitest run" \
  "typecheck, e2e" "npm run -s typecheck && SKIP_BUILD_TYPECHECK=1 bash scripts/e2e.sh"
