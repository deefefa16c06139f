#!/usr/bin/env bash
# Installs what the project needs on a fresh machine that has only Node.js and npm:
# pnpm 10, the workspace's packages and, with --browser, Debian's Chromium (and libfaketime) for the browser tests.
# Browsers are never downloaded by a test tool; Chromium comes from the distribution's packages.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.9
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION"
  npm install --global "pnpm@$PNPM_VERSION" --no-fund --no-audit >/dev/null
fi

# The browser tests also need libfaketime: the server whose clock the *.clock.spec.ts tests move on (e2e/playwright.config.ts).
# And nginx: the live connections' test runs three servers behind it (server/src/plugins/realtime-balancer.test.ts),
# as its own process; the system's service is left alone.
LIBFAKETIME="${LIBFAKETIME:-/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1}"
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ "${1:-}" = "--browser" ] && { [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || [ ! -f "$LIBFAKETIME" ] || [ ! -x "$NGINX" ]; }; then
  echo "› installing Chromium, libfaketime and nginx from Debian's packages"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium faketime nginx >/dev/null
fi

echo "› installing packages"
pnpm install --frozen-lockfile
