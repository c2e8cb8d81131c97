#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the end-to-end tests (installs it as root).
set -euo pipefail
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && exit 0
if [ "$(id -u)" = 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium is missing: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
