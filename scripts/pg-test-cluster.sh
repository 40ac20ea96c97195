#!/usr/bin/env bash
# Starts (or stops) a private PostgreSQL cluster on 127.0.0.1 for the API's tests on PostgreSQL.
#   eval "$(bash scripts/pg-test-cluster.sh start)"   # prints `export TEST_DATABASE_URL=...`
#   bash scripts/pg-test-cluster.sh stop
# Uses Debian's PostgreSQL binaries; runs the server as the `postgres` user when invoked as root
# (initdb refuses root). The cluster lives in a temp folder and is removed on stop.
set -euo pipefail
PGBIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
PGPORT="${PGPORT_TEST:-55432}"
PGDIR="${PG_TEST_DIR:-/tmp/momento-pg-test}"

as_pg() {
  if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

case "${1:-}" in
  start)
    [ -x "$PGBIN/postgres" ] || { echo "PostgreSQL binaries not found under /usr/lib/postgresql" >&2; exit 1; }
    if as_pg "'$PGBIN/pg_ctl' -D '$PGDIR/data' status" >/dev/null 2>&1; then
      as_pg "'$PGBIN/pg_ctl' -D '$PGDIR/data' -m fast stop" >/dev/null 2>&1 || true
    fi
    rm -rf "$PGDIR"; mkdir -p "$PGDIR"
    [ "$(id -u)" -eq 0 ] && chown postgres "$PGDIR"
    as_pg "'$PGBIN/initdb' -D '$PGDIR/data' -U momento --auth=trust -E UTF8 --no-locale" >/dev/null
    as_pg "'$PGBIN/pg_ctl' -D '$PGDIR/data' -l '$PGDIR/log' -w -o \"-h 127.0.0.1 -p $PGPORT -k '$PGDIR' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\" start" >/dev/null
    as_pg "'$PGBIN/createdb' -h 127.0.0.1 -p $PGPORT -U momento momento_test"
    echo "export TEST_DATABASE_URL=postgres://momento@127.0.0.1:$PGPORT/momento_test"
    ;;
  stop)
    as_pg "'$PGBIN/pg_ctl' -D '$PGDIR/data' -m fast stop" >/dev/null 2>&1 || true
    rm -rf "$PGDIR"
    ;;
  *)
    echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
