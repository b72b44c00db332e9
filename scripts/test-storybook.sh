#!/usr/bin/env bash
# Builds the Storybook, serves it, and runs every story as a play test, an axe check and a visual
# comparison (light and dark) in Debian's chromium. Extra arguments go to test-storybook
# (e.g. `-u` to update the visual baselines).
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${STORYBOOK_TEST_PORT:-6107}"
OUT="${STORYBOOK_OUT:-storybook-static}"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

if [ "${SKIP_STORYBOOK_BUILD:-}" != "1" ]; then
  pnpm exec storybook build --quiet -o "$OUT" >/dev/null
fi

if (echo >"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
  echo "Port $PORT is already in use; set STORYBOOK_TEST_PORT to a free port." >&2
  exit 1
fi
node_modules/.bin/http-server "$OUT" -p "$PORT" -a 127.0.0.1 -s -c3600 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do
  (echo >"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break
  sleep 0.2
done

echo "chromium: $(${CHROMIUM_PATH:-/usr/bin/chromium} --version 2>/dev/null || echo 'not found')"
start=$(date +%s)
log="$(mktemp)"
trap 'kill $server 2>/dev/null || true; rm -f "$log"' EXIT
status=0
pnpm exec test-storybook --url "http://127.0.0.1:$PORT" --maxWorkers="${STORYBOOK_WORKERS:-2}" "$@" \
  2>&1 | tee "$log" || status=$?
echo "storybook tests took $(( $(date +%s) - start )) s"
# The failures again at the end, where a truncated CI log still shows them.
if [ "$status" -ne 0 ]; then
  echo "Failed stories:"
  sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^\s*● ' | sort -u || true
fi
exit "$status"
