#!/usr/bin/env bash
# Installs what the project needs on a fresh machine that has only Node.js and npm:
# pnpm 10, the workspace's packages and, with --browser, Debian's Chromium for the browser tests.
# Browsers are never downloaded by a test tool; Chromium comes from the distribution's packages.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.9
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION"
  npm install --global "pnpm@$PNPM_VERSION" --no-fund --no-audit >/dev/null
fi

if [ "${1:-}" = "--browser" ] && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "› installing Chromium from Debian's packages"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

echo "› installing packages"
pnpm install --frozen-lockfile
