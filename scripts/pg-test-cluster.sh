#!/usr/bin/env bash
# Starts (or stops) a private PostgreSQL cluster on 127.0.0.1 for the API's tests on PostgreSQL.
#   eval "$(bash scripts/pg-test-cluster.sh start)"   # prints `export TEST_DATABASE_URL=...`
#   bash scripts/pg-test-cluster.sh stop
# Uses Debian's PostgreSQL binaries; runs the server as the `postgres` user when invoked as root
# (initdb refuses root). The cluster lives in a temp folder and is removed on stop.
# Settings: PGPORT_TEST (55432), PG_TEST_DIR (/tmp/momento-pg-test), PG_TEST_OPTIONS (more `-c name=value` server
# settings, e.g. "-c shared_buffers=1GB -c shared_preload_libraries=pg_stat_statements" for the benchmarks), and
# PG_TEST_KEEP=1: `start` reuses the cluster already in PG_TEST_DIR (starting it if stopped) and `stop` keeps its
# data, so that a catalogue seeded for a benchmark (1,000,000 listings: minutes) survives a stop. Without it, `start`
# always begins from an empty cluster.
set -euo pipefail
PGBIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
PGPORT="${PGPORT_TEST:-55432}"
PGDIR="${PG_TEST_DIR:-/tmp/momento-pg-test}"
KEEP="${PG_TEST_KEEP:-}"
SERVER_OPTIONS="-h 127.0.0.1 -p $PGPORT -k '$PGDIR' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${PG_TEST_OPTIONS:-}"

as_pg() {
  if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

case "${1:-}" in
  start)
    [ -x "$PGBIN/postgres" ] || { echo "PostgreSQL binaries not found under /usr/lib/postgresql" >&2; exit 1; }
    if [ "$KEEP" = 1 ] && [ -f "$PGDIR/data/PG_VERSION" ]; then
      if ! as_pg "'$PGBIN/pg_ctl' -D '$PGDIR/data' status" >/dev/null 2>&1; then
        as_pg "'$PGBIN/pg_ctl' -D '$PGDIR/data' -l '$PGDIR/log' -w -o \"$SERVER_OPTIONS\" start" >/dev/null
      fi
      echo "export TEST_DATABASE_URL=postgres://momento@127.0.0.1:$PGPORT/momento_test"
      exit 0
    fi
    if as_pg "'$PGBIN/pg_ctl' -D '$PGDIR/data' status" >/dev/null 2>&1; then
      as_pg "'$PGBIN/pg_ctl' -D '$PGDIR/data' -m fast stop" >/dev/null 2>&1 || true
    fi
    rm -rf "$PGDIR"; mkdir -p "$PGDIR"
    [ "$(id -u)" -eq 0 ] && chown postgres "$PGDIR"
    as_pg "'$PGBIN/initdb' -D '$PGDIR/data' -U momento --auth=trust -E UTF8 --no-locale" >/dev/null
    as_pg "'$PGBIN/pg_ctl' -D '$PGDIR/data' -l '$PGDIR/log' -w -o \"$SERVER_OPTIONS\" start" >/dev/null
    as_pg "'$PGBIN/createdb' -h 127.0.0.1 -p $PGPORT -U momento momento_test"
    echo "export TEST_DATABASE_URL=postgres://momento@127.0.0.1:$PGPORT/momento_test"
    ;;
  stop)
    as_pg "'$PGBIN/pg_ctl' -D '$PGDIR/data' -m fast stop" >/dev/null 2>&1 || true
    [ "$KEEP" = 1 ] || rm -rf "$PGDIR"
    ;;
  *)
    echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
