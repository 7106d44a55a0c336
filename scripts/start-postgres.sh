#!/usr/bin/env bash
# A throwaway PostgreSQL for the server's tests and benchmark, on 127.0.0.1 only.
#
#   export TEST_DATABASE_URL="$(scripts/start-postgres.sh)"   # start (idempotent), print the URL
#   scripts/start-postgres.sh stop                           # stop it and delete its data
#
# Installs Debian's `postgresql` package when it is missing (needs root and apt-get), initialises a
# cluster in a temporary directory owned by the postgres user, listens on 127.0.0.1:$PG_TEST_PORT
# (default 54329) with trust authentication (never expose it), creates the database and prints the
# DATABASE_URL on stdout. Everything else goes to stderr.
set -euo pipefail

PORT="${PG_TEST_PORT:-54329}"
DIR="${PG_TEST_DIR:-/tmp/wargame-postgres-$PORT}"
DB="${PG_TEST_DB:-wargame_test}"
URL="postgres://postgres@127.0.0.1:$PORT/$DB"

log() { echo "start-postgres: $*" >&2; }

as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"; else runuser -u postgres -- "$@"; fi
}

bindir() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -z "$dir" ] && command -v pg_config >/dev/null 2>&1; then dir="$(pg_config --bindir)"; fi
  echo "$dir"
}

BIN="$(bindir)"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  log "installing Debian's postgresql package"
  if [ "$(id -u)" -ne 0 ]; then
    log "not root: install postgresql yourself (apt-get install postgresql) or run as root"
    exit 1
  fi
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  BIN="$(bindir)"
fi

if [ "${1:-start}" = stop ]; then
  if [ -f "$DIR/data/postmaster.pid" ]; then
    as_postgres "$BIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >&2 || true
  fi
  rm -rf "$DIR"
  log "stopped and removed $DIR"
  exit 0
fi

if [ -f "$DIR/data/postmaster.pid" ] && as_postgres "$BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1; then
  log "already running in $DIR"
else
  if [ ! -f "$DIR/data/PG_VERSION" ]; then
    rm -rf "$DIR"
    mkdir -p "$DIR"
    chown postgres: "$DIR" 2>/dev/null || true
    chmod 700 "$DIR"
    log "initialising a cluster in $DIR/data"
    as_postgres "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
      >"$DIR/initdb.log" 2>&1 || { cat "$DIR/initdb.log" >&2; exit 1; }
  fi
  # The socket lives in the cluster's own directory, so no system directory or running cluster is touched.
  as_postgres "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/postgres.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c max_connections=200 -c fsync=on" start >&2 \
    || { cat "$DIR/postgres.log" >&2; exit 1; }
fi

if ! as_postgres "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -tAc \
  "SELECT 1 FROM pg_database WHERE datname = '$DB'" | grep -q 1; then
  as_postgres "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB" >&2
fi
log "ready on 127.0.0.1:$PORT"
echo "$URL"
