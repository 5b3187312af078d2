#!/usr/bin/env bash
# npm test: every test. ESLint (then Prettier's check and the citation check), tsc and Vitest run side by side (ESLint and tsc
# are single-threaded, Vitest's integration files wait on the database most of the time), then the
# end-to-end suite builds the app once and runs Playwright against it (scripts/e2e.sh). Prints each stage's time at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh

side_by_side lint "npm run -s lint && npm run -s format:check && npm run -s check:citations" typecheck "npm run -s typecheck" vitest "npx vitest run"
# The type check above covered the files the build would check again.
SKIP_BUILD_TYPECHECK=1 bash scripts/e2e.sh
