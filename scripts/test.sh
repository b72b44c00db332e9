#!/usr/bin/env bash
# Runs every test of the project, as CI does: installs what is missing, then each step in turn.
# Every step runs even when an earlier one failed, so one run shows every failure; the last line is
# the summary, and the exit code is non-zero when any step failed.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

started=$(date +%s)
results=()
failed=0

# Each step's output is also kept, so that a failed step's summary line is followed by the lines
# that name what failed (the test runners' FAIL and cross lines): the end of a long CI log is enough.
steplogs=$(mktemp -d)
trap 'rm -rf "$steplogs"' EXIT
failure_digest() {
  sed -e 's/\x1b\[[0-9;]*m//g' "$1" |
    grep -E '^ *(FAIL |× |✕ |✗ |● )|AssertionError|Error: |TimeoutError|Test timed out|^ *❯ [^ ]+\.test\.tsx?:[0-9]+|failed on .*the page said' |
    grep -vE '^ *● (Console|Test suite failed to run)$' | awk '!seen[$0]++' | head -n 30 | cut -c1-900 |
    sed -e 's/^ */          /'
}
# record NAME STATUS SECONDS LOG: the step's summary line (and, when it failed, its digest).
record() {
  if [ "$2" -eq 0 ]; then
    results+=("  ok    $(printf '%4ss' "$3")  $1")
  else
    results+=("  FAIL  $(printf '%4ss' "$3")  $1")
    local line
    while IFS= read -r line; do results+=("$line"); done < <(failure_digest "$4")
    failed=$((failed + 1))
  fi
}
step() {
  local name="$1"
  shift
  log "$name"
  local t0=$(date +%s) status out="$steplogs/${#results[@]}.log"
  "$@" 2>&1 | tee "$out"
  status=${PIPESTATUS[0]}
  record "$name" "$status" $(($(date +%s) - t0)) "$out"
}
# side_by_side NAME1 CMD1 NAME2 CMD2 [NAME3 CMD3 ...]: steps that each leave part of the machine
# idle, run at the same time, each into its own log; the logs are printed in turn once all have
# ended, and each step keeps its own summary line and time.
side_by_side() {
  local dir names=() cmds=() pids=() i status secs
  while [ "$#" -ge 2 ]; do
    names+=("$1")
    cmds+=("$2")
    shift 2
  done
  dir=$(mktemp -d -p "$steplogs")
  log "$(printf '%s | ' "${names[@]}" | sed 's/ | $//') (side by side)"
  for i in "${!cmds[@]}"; do
    (
      t0=$(date +%s)
      ${cmds[$i]} >"$dir/$i.log" 2>&1
      echo "$? $(($(date +%s) - t0))" >"$dir/$i.rc"
    ) &
    pids+=($!)
  done
  wait "${pids[@]}"
  for i in "${!cmds[@]}"; do
    log "${names[$i]}"
    cat "$dir/$i.log"
    read -r status secs <"$dir/$i.rc"
    record "${names[$i]}" "$status" "$secs" "$dir/$i.log"
  done
}

setup() {
  prefetch_debian_packages &
  local apt=$! deps=0
  ensure_deps || deps=$?
  wait "$apt" || true
  ensure_browser && return "$deps"
}
step "Install pnpm, dependencies, chromium and fonts" setup || true
if [ "$failed" -gt 0 ]; then
  printf '%s\n' "${results[@]}"
  echo "TESTS FAILED: could not install the prerequisites"
  exit 1
fi
# PostgreSQL is only needed by one step: when it cannot be installed, that step is skipped (and says so).
log "PostgreSQL server binaries (for the provider verification on a real PostgreSQL)"
postgres_missing=""
ensure_postgres || postgres_missing="Debian's postgresql is not installed and could not be installed (needs apt and root or sudo)"

lint() {
  (
    format=0
    prettier --check . --log-level=warn || format=1
    tsx scripts/check-prop-docs.ts && exit "$format"
  ) &
  local others=$!
  local status=0
  # Two threads: the other jobs of this step end well before ESLint, which then had a core to
  # itself and left the other idle (alone 55 s -> 46 s; beside the build and Prettier 119 -> 96 s).
  eslint . --max-warnings=0 --concurrency=2 || status=$?
  wait "$others" || status=$?
  return "$status"
}
# The pacts are committed for the backend teams: the ones the tests write must be the committed ones.
pacts_committed() {
  git diff --quiet -- contracts/pacts && return 0
  git diff --stat -- contracts/pacts
  echo "contracts/pacts differ from the committed pacts: run 'pnpm test:contracts' and commit them" >&2
  return 1
}
contracts() { pnpm test:contracts && pacts_committed; }
# The Storybook is built in an earlier step (beside the type check), and its stories tested last.
storybook_built="$steplogs/storybook-built"
build_storybook() {
  pnpm exec storybook build --quiet -o storybook-static && touch "$storybook_built"
}
storybook_tests() {
  if [ ! -f "$storybook_built" ]; then
    echo "The Storybook did not build (see the step \"Storybook build\"): its stories cannot run."
    return 1
  fi
  SKIP_STORYBOOK_BUILD=1 bash scripts/test-storybook.sh
}
# gen:check rewrites the generated clients in place (the same bytes when they are up to date), so it
# runs alone, before anything reads them.
step "Contracts: gen:check, redocly lint, static API reference" bash -c 'pnpm gen:check && pnpm lint:contracts && pnpm build:reference'
# The type check runs two packages at a time (the two largest first: scripts/typecheck.sh), the
# Pact tests keep about 1.2 cores busy for a short while, the Storybook build about 1.3: side by
# side they keep both cores busy to the end of the type check. ESLint runs on two threads, and Prettier
# with the prop check (lint) and the console's build (check-bundle) share the rest.
side_by_side "Type check (tsc, strict, every package)" "pnpm typecheck" \
  "Pact consumer tests + contract checks + coverage" contracts \
  "Storybook build" build_storybook
side_by_side "Lint (ESLint), format (Prettier), prop descriptions" lint \
  "Console build and bundle budget" "bash scripts/check-bundle.sh"
step "Unit tests (Vitest)" vitest run
step "API server tests (PGlite)" pnpm --filter @newsdesk/api exec vitest run --exclude 'test/provider/**'
# The two verifications are independent (own server, own database, own ports) and each keeps
# about one core busy: they run side by side.
if [ -z "$postgres_missing" ]; then
  side_by_side "Provider verification (PGlite)" "pnpm verify:pglite" \
    "Provider verification (PostgreSQL, two API processes racing the scheduler)" "pnpm verify:postgres"
else
  step "Provider verification (PGlite)" pnpm verify:pglite
  log "Provider verification (PostgreSQL)"
  echo "skipped: $postgres_missing"
  results+=("  skip        Provider verification (PostgreSQL): $postgres_missing")
fi
step "End-to-end: the console on the reference API in chromium" env SKIP_CONSOLE_BUILD=1 bash scripts/test-e2e.sh
step "Storybook: play tests, axe (light and dark), visual baselines" storybook_tests

echo
echo "Summary ($(($(date +%s) - started)) s):"
printf '%s\n' "${results[@]}"
if [ "$failed" -gt 0 ]; then
  echo "TESTS FAILED: $failed step(s) failed"
  exit 1
fi
echo "TESTS PASSED: all ${#results[@]} steps"
