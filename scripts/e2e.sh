#!/usr/bin/env bash
# npm run test:e2e - builds the app and runs the Playwright suite in Debian's Chromium against
# the production server `npm start` runs (scripts/start-server.ts) on a fresh PostgreSQL database (a
# throwaway server when DATABASE_URL is unset).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh
source scripts/ensure-chromium.sh

# The build needs no database, no address and no secret (docs/decisions/data-and-jobs.md "The build needs no database,
# and no address"): it runs first, as on a fresh server, with DATABASE_URL on a closed port and without
# PUBLIC_BASE_URL or NEXTAUTH_SECRET; tests/e2e/fresh-build.setup.ts checks what the server started from
# it serves once it has a migrated database and an address.
build_status=0
stage "next build" env -u PUBLIC_BASE_URL -u NEXTAUTH_URL -u NEXTAUTH_SECRET DATABASE_URL=postgres://127.0.0.1:1/closed npx next build || build_status=$?
# npm test's type check waits for this file (scripts/test.sh): `next build` and `next typegen` both write .next.
if [ -n "${E2E_BUILT_MARKER:-}" ]; then : >"$E2E_BUILT_MARKER"; fi
[ "$build_status" = 0 ] || exit "$build_status"
# Next's data cache outlives a build; what an earlier run cached describes an earlier database.
rm -rf "${NEXT_DIST_DIR:-.next}/cache/fetch-cache"

source scripts/with-postgres.sh

DATABASE_URL=$(npx tsx scripts/fresh-database.ts "$DATABASE_URL" e2e)
export DATABASE_URL
export E2E_PORT=${E2E_PORT:-3100}
export PUBLIC_BASE_URL="http://127.0.0.1:$E2E_PORT" NEXTAUTH_URL="http://127.0.0.1:$E2E_PORT"
export NEXTAUTH_SECRET=${NEXTAUTH_SECRET:-$(node -e 'console.log(require("crypto").randomBytes(32).toString("base64url"))')}
export ADMIN_USERNAME=admin ADMIN_PASSWORD=e2e-admin-password ADMIN_EMAIL=admin@example.test
export NEXT_DIST_DIR=${NEXT_DIST_DIR:-.next}
unset RESEND_API_KEY
# A signed quote is sealed with a PKCS#12 (tests/e2e/quotes.spec.ts): a self-signed one made here.
read -r QUOTE_SIGNING_P12_BASE64 QUOTE_SIGNING_P12_PASSPHRASE < <(npx tsx scripts/dev-signing-p12.ts)
export QUOTE_SIGNING_P12_BASE64 QUOTE_SIGNING_P12_PASSPHRASE
# tests/e2e/federation.spec.ts fires the cron route on the hub and on its replica (E2E_REPLICA_PORT, started by playwright.config.ts).
export CRON_SECRET=${CRON_SECRET:-e2e-cron-secret-0123456789} E2E_REPLICA_PORT=${E2E_REPLICA_PORT:-$((E2E_PORT + 3))}
export TWILIO_AUTH_TOKEN=e2e-twilio-auth-token  # tests/e2e/sms-intake.spec.ts signs webhook requests with it
# Screenshots of pages served by the tests themselves (127.0.0.1) need the SSRF guard relaxed.
export ALLOW_PRIVATE_SITE_URLS=true
# The stock-photo provider: a Pexels stand-in serves this port for the whole build and run, since the
# landing page asks it for photos in every spec; tests/e2e/photo-library.spec.ts steers it.
export PEXELS_API_KEY=e2e-pexels-key PEXELS_BASE_URL="http://127.0.0.1:${E2E_PHOTOS_PORT:-3199}"
previous_exit_trap=$(trap -p EXIT)
previous_exit_trap=${previous_exit_trap#"trap -- '"}
previous_exit_trap=${previous_exit_trap%"' EXIT"}
(trap - EXIT; exec node_modules/.bin/tsx tests/support/pexels-stub-server.ts) &
pexels_stub=$!
# The SMS provider: a Twilio stand-in speaking the Messages API (tests/support/twilio-stub-server.ts), so
# admins' replies really leave the server; tests/e2e/leads.spec.ts reads what it received and has it post
# signed status callbacks. Every spec's signed webhook requests carry this AccountSid.
export TWILIO_ACCOUNT_SID=AC00000000000000000000000000000000
export E2E_TWILIO_PORT=${E2E_TWILIO_PORT:-$((E2E_PORT + 4))}
export TWILIO_API_BASE_URL="http://127.0.0.1:$E2E_TWILIO_PORT"
(trap - EXIT; exec node_modules/.bin/tsx tests/support/twilio-stub-server.ts) &
twilio_stub=$!
# tests/e2e/database-outage.spec.ts takes the database away from the hub's replica: the replica reaches
# it through a TCP proxy the test controls (tests/support/database-proxy-server.ts).
export E2E_DB_PROXY_PORT=${E2E_DB_PROXY_PORT:-$((E2E_PORT + 5))} E2E_DB_PROXY_CONTROL_PORT=${E2E_DB_PROXY_CONTROL_PORT:-$((E2E_PORT + 6))}
E2E_REPLICA_DATABASE_URL=$(node -e 'const u=new URL(process.argv[1]);u.hostname="127.0.0.1";u.port=process.argv[2];console.log(u.href)' "$DATABASE_URL" "$E2E_DB_PROXY_PORT")
export E2E_REPLICA_DATABASE_URL
(trap - EXIT; exec node_modules/.bin/tsx tests/support/database-proxy-server.ts) &
db_proxy=$!
# The chat apps: one stand-in for Slack, Discord, Teams, Telegram and ntfy (tests/support/chat-apps-stub.ts)
# that checks each provider's documented payload; tests/e2e/alert-chat-channels.spec.ts points channels
# at it (webhook URLs and ntfy servers per channel, Telegram's Bot API through this address).
export E2E_CHAT_PORT=${E2E_CHAT_PORT:-$((E2E_PORT + 7))}
export TELEGRAM_API_BASE_URL="http://127.0.0.1:$E2E_CHAT_PORT"
(trap - EXIT; exec node_modules/.bin/tsx tests/support/chat-apps-stub-server.ts) &
chat_stub=$!
# Paying online: a Stripe stand-in (tests/support/stripe-stub-server.ts) answers the SDK's Checkout Sessions
# and serves a local checkout page whose Pay button posts signed events to the app's webhook
# (tests/e2e/invoices.spec.ts). With Stripe configured, an invoice shows Pay instead of bank details.
export E2E_STRIPE_PORT=${E2E_STRIPE_PORT:-$((E2E_PORT + 9))}  # E2E_PORT+8 is tests/e2e/public-cache.spec.ts's second start, +10 tests/e2e/passkeys.spec.ts
export STRIPE_SECRET_KEY=sk_test_e2e_0123456789 STRIPE_WEBHOOK_SECRET=whsec_e2e_0123456789
export STRIPE_API_BASE_URL="http://127.0.0.1:$E2E_STRIPE_PORT"
(trap - EXIT; exec node_modules/.bin/tsx tests/support/stripe-stub-server.ts) &
trap "kill $pexels_stub $twilio_stub $db_proxy $chat_stub $! 2>/dev/null || true; ${previous_exit_trap:-:}" EXIT
# tests/e2e/federation.spec.ts: a second instance (started by playwright.config.ts) is a remote site on its own database.
E2E_REMOTE_DATABASE_URL=$(npx tsx scripts/fresh-database.ts "$DATABASE_URL" remote)
export E2E_REMOTE_DATABASE_URL E2E_REMOTE_PORT=${E2E_REMOTE_PORT:-3101}
export E2E_REMOTE_SITE_KEY=${E2E_REMOTE_SITE_KEY:-$(node -e 'console.log(require("crypto").randomBytes(32).toString("base64url"))')}

npx tsx scripts/db-prepare.ts
DATABASE_URL=$E2E_REMOTE_DATABASE_URL npx tsx scripts/db-prepare.ts
stage playwright npx playwright test "$@"
