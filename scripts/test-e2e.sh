#!/usr/bin/env bash
# End-to-end tests: builds the console, then each spec starts the reference API (fresh embedded
# database, demo seed) serving it, and drives Debian's chromium through playwright-core.
set -euo pipefail
cd "$(dirname "$0")/.."
pnpm --filter @newsdesk/console build >/dev/null
pnpm exec vitest run --config apps/console/e2e/vitest.config.ts "$@"
