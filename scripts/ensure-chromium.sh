# Sourced by .ci/run and scripts/e2e.sh: installs Debian's Chromium when it is missing
# (Playwright drives it through CHROMIUM_PATH; browsers are never downloaded by Playwright here).
CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ ! -x "$CHROMIUM_PATH" ]; then
  echo "Installing Debian's chromium (apt-get)..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
export CHROMIUM_PATH
