#!/usr/bin/env bash
# End-to-end tests: builds the console, then each spec starts the reference API (fresh embedded
# database, demo seed) serving it, and drives Debian's chromium through playwright-core.
# Spec files run two at a time (each on its own ports, database and browser; E2E_WORKERS changes
# it), except the ones that measure time (performance, budgets and every `*.timed.e2e.test.ts`),
# which run afterwards, alone, so their figures are the machine's and not a neighbour's; each of
# those in a process and browser of its own (--isolate), as no earlier file's browser may weigh on
# a measure (the others share their worker's: see isolate in e2e/vitest.config.ts).
# Arguments (file filters, -t) run one pass.
set -euo pipefail
cd "$(dirname "$0")/.."
# CI builds it just before, in the bundle step (SKIP_CONSOLE_BUILD=1).
[ "${SKIP_CONSOLE_BUILD:-}" = "1" ] || pnpm --filter @newsdesk/console build >/dev/null
config=apps/console/e2e/vitest.config.ts
if [ "$#" -gt 0 ]; then
  exec pnpm exec vitest run --config "$config" "$@"
fi
# The demo data's template, seeded by the first run and used again by the second (globalSetup.ts).
E2E_TEMPLATE_DIR="$(mktemp -d)"
export E2E_TEMPLATE_DIR
trap 'rm -rf "$E2E_TEMPLATE_DIR"' EXIT
status=0
pnpm exec vitest run --config "$config" --maxWorkers="${E2E_WORKERS:-2}" \
  --exclude '**/performance.e2e.test.ts' --exclude '**/budgets.e2e.test.ts' \
  --exclude '**/*.timed.e2e.test.ts' || status=$?
pnpm exec vitest run --config "$config" --maxWorkers=1 --isolate performance.e2e budgets.e2e .timed.e2e || status=$?
exit "$status"
