#!/usr/bin/env bash
# npm test: every test, in three lines side by side: Vitest; ESLint, Prettier's check, the citation check
# and the type check; and the end-to-end suite, which builds the app once and runs Playwright against it
# (scripts/e2e.sh). Playwright drives one browser against one server and leaves a core mostly idle, which
# Vitest's integration files (waiting on the database most of the time) and the checks use meanwhile. The
# type check waits (at most 15 minutes) for the build to end, because `next typegen` and `next build` both
# write .next; the build skips its own type check, which the line's covers. Prints each stage's time at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh

built=$(mktemp -u /tmp/e2e-built.XXXXXX)
status=0
side_by_side \
  vitest "npx vitest run" \
  "lint, typecheck" "npm run -s lint && npm run -s format:check && npm run -s check:citations && for _ in \$(seq 900); do [ -e $built ] && break; sleep 1; done && npm run -s typecheck" \
  e2e "E2E_BUILT_MARKER=$built SKIP_BUILD_TYPECHECK=1 bash scripts/e2e.sh" || status=$?
rm -f "$built"
exit "$status"
