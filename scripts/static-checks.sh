#!/usr/bin/env bash
# npm run check: ESLint and tsc at the same time (each is single-threaded; CI has two cores), failing
# when either fails. Each prints its own one-line success message.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run -s lint &
lint=$!
npm run -s typecheck &
typecheck=$!
status=0
wait "$lint" || status=1
wait "$typecheck" || status=1
exit "$status"
