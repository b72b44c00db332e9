#!/usr/bin/env bash
# Starts the product on a fresh machine: installs what is missing, builds the console for
# production, and starts the reference API server (embedded PostgreSQL in DATA_DIR, demo data on
# the first start) which also serves the console on http://localhost:4000.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
ensure_deps
log "Building the console (production)"
pnpm --filter @newsdesk/console build >/dev/null
export CONSOLE_DIST="$ROOT/apps/console/dist"
export DATA_DIR="${DATA_DIR:-$ROOT/.data}"
log "Console and main API: http://localhost:${PORT:-4000}   second host: http://localhost:${SECOND_PORT:-4001}"
log "Database: ${DATABASE_URL:+PostgreSQL at \$DATABASE_URL}${DATABASE_URL:-embedded PGlite in $DATA_DIR}"
log "Sign in as admin@newsdesk.test / newsdesk-admin (Admin) or editor@newsdesk.test / newsdesk-editor (Normal User)"
exec pnpm --filter @newsdesk/api start
