#!/usr/bin/env bash
# Fails when package-lock.json is not the complete lockfile npm would write for package.json: every
# platform's optional packages listed (Next.js's compiler binaries, Tailwind's oxide, …), so `npm ci`
# installs the same tree on Linux, macOS and Windows. npm resolves the lockfile again in a scratch folder
# (registry metadata only, nothing installed) and the result must equal the committed file.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d /tmp/lockfile-check.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
cp package.json package-lock.json "$scratch/"
(cd "$scratch" && npm install --package-lock-only --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null)
if ! cmp -s package-lock.json "$scratch/package-lock.json"; then
  echo "package-lock.json is incomplete or stale: run npm install and commit package-lock.json." >&2
  diff <(grep -o '"node_modules/[^"]*"' package-lock.json) <(grep -o '"node_modules/[^"]*"' "$scratch/package-lock.json") | head -20 >&2 || true
  exit 1
fi
echo "package-lock.json: complete"
