#!/usr/bin/env bash
# Installs everything the project needs on a fresh machine with Node 20 and npm: pnpm, the
# dependencies, and (for the browser tests) Debian's chromium with CJK fonts.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
ensure_deps
if [ "${1:-}" = "--browser" ]; then ensure_browser; fi
