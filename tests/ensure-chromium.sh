#!/usr/bin/env bash
# Makes sure a Chromium for Playwright exists: Debian's package by default (no browser downloads here).
# Skipped when CHROMIUM_PATH names another binary or PLAYWRIGHT_BUNDLED=1 uses Playwright's own browser.
set -euo pipefail
if [ -n "${PLAYWRIGHT_BUNDLED:-}" ]; then exit 0; fi
target="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$target" ]; then exit 0; fi
if [ -n "${CHROMIUM_PATH:-}" ]; then echo "CHROMIUM_PATH=$CHROMIUM_PATH is not executable" >&2; exit 1; fi
exec bash "$(dirname "$0")/../scripts/ensure-apt.sh" /usr/bin/chromium chromium
