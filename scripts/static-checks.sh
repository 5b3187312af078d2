#!/usr/bin/env bash
# npm run check: ESLint, Prettier's check and the citation check (scripts/citations/check.ts), beside tsc (each is single-threaded; CI has two cores),
# failing when any fails. Each prints its own one-line success message.
set -uo pipefail
cd "$(dirname "$0")/.."
{ npm run -s lint && npm run -s format:check && npm run -s check:citations; } &
lint=$!
npm run -s typecheck &
typecheck=$!
status=0
wait "$lint" || status=1
wait "$typecheck" || status=1
exit "$status"
