#!/usr/bin/env bash
# Runs the Pact provider verification once on a real PostgreSQL, then the exactly-once scheduling
# race (scripts/scheduler-race.ts: two API processes, and two schedulers ticking together, on one
# database): a throwaway cluster in a temp folder, on loopback, removed afterwards. Needs Debian's
# `postgresql` (scripts/lib.sh installs it).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL is not installed (apt-get install postgresql); cannot verify on PostgreSQL." >&2
  exit 1
fi
# A free loopback port unless one is given (other runs may hold a fixed one).
port="${PG_TEST_PORT:-$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}"
dir=$(mktemp -d /tmp/newsdesk-pg.XXXXXX)
run() { "$@"; }
if [ "$(id -u)" = "0" ]; then
  chown postgres "$dir"
  run() { runuser -u postgres -- "$@"; }
fi
cleanup() {
  run "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
# Trust auth is safe here: the cluster listens on 127.0.0.1 only and lives for this run.
run "$bin/initdb" -D "$dir/data" -U newsdesk --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
run "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" -l "$dir/log" -w start >/dev/null
run "$bin/createdb" -h 127.0.0.1 -p "$port" -U newsdesk newsdesk
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
DATABASE_URL="postgres://newsdesk@127.0.0.1:$port/newsdesk" npx vitest run test/provider
# A database of its own: the claims the race adds up would otherwise include items the
# verification left due.
run "$bin/createdb" -h 127.0.0.1 -p "$port" -U newsdesk newsdesk_race
DATABASE_URL="postgres://newsdesk@127.0.0.1:$port/newsdesk_race" node --import tsx scripts/scheduler-race.ts
