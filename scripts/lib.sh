# Shared helpers for the project scripts (sourced, not run).
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PNPM_VERSION="10.34.9"
TOOLS="$ROOT/.tools"
export PATH="$TOOLS/node_modules/.bin:$ROOT/node_modules/.bin:$PATH"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export PACT_DO_NOT_TRACK=true
export STORYBOOK_DISABLE_TELEMETRY=1
export CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"

log() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

# has_font NAME: a font family containing NAME is installed. Not `fc-list | grep -q`: grep -q stops
# at the first match, fc-list then dies of SIGPIPE, and under pipefail the font reads as missing.
has_font() { fc-list 2>/dev/null | grep -i "$1" >/dev/null; }

as_root() {
  if [ "$(id -u)" = "0" ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "Need root to run: $* (install it yourself, then run again)" >&2
    return 1
  fi
}

# pnpm, pinned, installed inside the project (no global install, no corepack signatures needed).
ensure_pnpm() {
  if [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
    log "Installing pnpm $PNPM_VERSION into .tools/"
    npm install --prefix "$TOOLS" --no-save --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >/dev/null
  fi
}

ensure_deps() {
  ensure_pnpm
  log "Installing dependencies (pnpm install --frozen-lockfile)"
  (cd "$ROOT" && pnpm install --frozen-lockfile --reporter=append-only | tail -n 3)
}

# Debian's chromium and the fonts the screenshots are made with (Chinese included).
ensure_browser() {
  local missing=()
  [ -x "$CHROMIUM_PATH" ] || missing+=(chromium)
  has_font 'Noto Sans CJK' || missing+=(fonts-noto-cjk)
  has_font 'Liberation Sans' || missing+=(fonts-liberation)
  if [ ${#missing[@]} -gt 0 ]; then
    log "Installing ${missing[*]} from Debian"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
  echo "browser: $("$CHROMIUM_PATH" --version 2>/dev/null)"
}

# Debian's packages the tests need and this machine lacks (chromium, the fonts, PostgreSQL), in one
# apt transaction, quietly: run in the background while pnpm installs (both mostly download), before
# ensure_browser and ensure_postgres, which then find them (or try again and say what failed).
prefetch_debian_packages() {
  command -v apt-get >/dev/null || return 0
  local missing=()
  [ -x "$CHROMIUM_PATH" ] || missing+=(chromium)
  has_font 'Noto Sans CJK' || missing+=(fonts-noto-cjk)
  has_font 'Liberation Sans' || missing+=(fonts-liberation)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
  [ ${#missing[@]} -gt 0 ] || return 0
  log "Installing ${missing[*]} from Debian (beside pnpm install)"
  as_root apt-get update -qq >/dev/null 2>&1 &&
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends \
      "${missing[@]}" >/dev/null 2>&1
}

# Debian's PostgreSQL server binaries, for the provider verification on a real PostgreSQL (the
# verification starts its own throwaway cluster; the packaged service is not needed). Returns non-zero
# when they are missing and cannot be installed (no apt, or neither root nor sudo).
ensure_postgres() {
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    if ! command -v apt-get >/dev/null; then
      echo "postgresql: not installed, and no apt-get to install it" >&2
      return 1
    fi
    log "Installing postgresql from Debian"
    as_root apt-get update -qq || return 1
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends postgresql >/dev/null ||
      return 1
  fi
  local initdb
  initdb=$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -1)
  [ -x "$initdb" ] || return 1
  echo "postgresql: $("$(dirname "$initdb")/postgres" --version)"
}
