#!/usr/bin/env bash
# npm run test:e2e - builds the app and runs the Playwright suite in Debian's Chromium against
# `next start` on a fresh PostgreSQL database (a throwaway server when DATABASE_URL is unset).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-chromium.sh
source scripts/with-postgres.sh

DATABASE_URL=$(npx tsx scripts/fresh-database.ts "$DATABASE_URL" e2e)
export DATABASE_URL
export E2E_PORT=${E2E_PORT:-3100}
export PUBLIC_BASE_URL="http://127.0.0.1:$E2E_PORT" NEXTAUTH_URL="http://127.0.0.1:$E2E_PORT"
export NEXTAUTH_SECRET=${NEXTAUTH_SECRET:-$(node -e 'console.log(require("crypto").randomBytes(32).toString("base64url"))')}
export ADMIN_USERNAME=admin ADMIN_PASSWORD=e2e-admin-password ADMIN_EMAIL=admin@example.test
export NEXT_DIST_DIR=${NEXT_DIST_DIR:-.next}
unset RESEND_API_KEY

npx tsx scripts/db-prepare.ts
npx next build
npx playwright test "$@"
