#!/usr/bin/env bash
# Builds the console for production and checks the initial-JS budget.
set -euo pipefail
cd "$(dirname "$0")/.."
pnpm --filter @newsdesk/console build >/dev/null
node apps/console/scripts/check-bundle.mjs
